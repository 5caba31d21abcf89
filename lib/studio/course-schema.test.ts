/** @jest-environment node */
import { englishTranslator } from "@/lib/i18n/english";
import { createTranslator } from "next-intl";
import fr from "@/messages/fr.json";
import { courseSchema, priceSchema } from "./course-schema";

const t = englishTranslator("Studio");
const schema = courseSchema(t);

const valid = {
  title: "Church History I",
  slug: "church-history-1",
  description: "From the apostles to the councils: the first five centuries of the church.",
  category: "pastoral",
  difficulty: "beginner",
  price: "29.99",
  outcomes: ["Tell the story of the early church"],
  furtherReading: [{ author: "Henry Chadwick", title: "The Early Church", publisher: "Penguin", year: 1967 }],
  instructorIds: ["u1", "u1", "u2"],
  state: "draft",
};

/** The messages a payload gets, by field. */
const errorsOf = (input: unknown, s = schema) => {
  const result = s.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("courseSchema", () => {
  it("accepts a course and normalises it: slug in lowercase, price with two decimals, instructors once each", () => {
    const parsed = schema.parse({ ...valid, slug: "  Church-History-1 ", price: 29.9 });
    expect(parsed).toMatchObject({ slug: "church-history-1", price: "29.90", testament: null, category: "pastoral", instructorIds: ["u1", "u2"] });
    expect(schema.parse({ ...valid, price: "0" }).price).toBe("0.00");
  });

  it("names each bad field with its own message", () => {
    expect(errorsOf({ ...valid, title: "Hi" })).toEqual({ title: t("errorTitle") });
    expect(errorsOf({ ...valid, slug: "church history" })).toEqual({ slug: t("errorSlugFormat") });
    expect(errorsOf({ ...valid, slug: "-church" })).toEqual({ slug: t("errorSlugFormat") });
    expect(errorsOf({ ...valid, slug: "ab" })).toEqual({ slug: t("errorSlugLength") });
    expect(errorsOf({ ...valid, description: "Short" })).toEqual({ description: t("errorDescription") });
    expect(errorsOf({ ...valid, testament: "Old" })).toEqual({ testament: t("errorGroup") });
    expect(errorsOf({ ...valid, category: null })).toEqual({ testament: t("errorGroup") });
    expect(errorsOf({ ...valid, difficulty: "expert" })).toEqual({ difficulty: t("errorDifficulty") });
    expect(errorsOf({ ...valid, outcomes: [""] })).toEqual({ "outcomes.0": t("errorOutcome") });
    expect(errorsOf({ ...valid, outcomes: Array.from({ length: 11 }, (_, i) => `Outcome ${i}`) })).toEqual({ outcomes: t("errorOutcomesMax") });
    expect(errorsOf({ ...valid, furtherReading: [{ author: "", title: "Untitled" }] })).toEqual({ "furtherReading.0.author": t("errorReadingAuthor") });
    expect(errorsOf({ ...valid, furtherReading: [{ author: "A", title: "B", year: 1962.5 }] })).toEqual({ "furtherReading.0.year": t("errorReadingYear") });
    expect(errorsOf({ ...valid, instructorIds: [] })).toEqual({ instructorIds: t("errorInstructorsRequired") });
    expect(errorsOf({ ...valid, state: "hidden" })).toEqual({ state: t("errorState") });
    expect(errorsOf({ ...valid, estimatedHours: 1.25 })).toEqual({ estimatedHours: t("errorHours") });
  });

  it("keeps the server's price rules: free, or from 0.50 to 999,999.99, two decimals at most", () => {
    const price = priceSchema(t);
    expect(price.parse("0.50")).toBe("0.50");
    expect(price.parse("999999.99")).toBe("999999.99");
    expect(price.safeParse("0.49").error?.issues[0]?.message).toBe(t("errorPriceRange"));
    expect(price.safeParse("1000000").error?.issues[0]?.message).toBe(t("errorPriceRange"));
    expect(price.safeParse("1.999").error?.issues[0]?.message).toBe(t("errorPriceFormat"));
    expect(price.safeParse("-5").error?.issues[0]?.message).toBe(t("errorPriceFormat"));
    expect(price.safeParse("$29").error?.issues[0]?.message).toBe(t("errorPriceFormat"));
  });

  it("speaks the caller's language", () => {
    const french = courseSchema(createTranslator({ locale: "fr", messages: fr, namespace: "Studio" }));
    expect(errorsOf({ ...valid, slug: "Church History" }, french)).toEqual({ slug: fr.Studio.errorSlugFormat });
    expect(fr.Studio.errorSlugFormat).not.toBe(t("errorSlugFormat"));
  });
});
