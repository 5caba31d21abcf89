import { z } from "zod";
import { furtherReadingEntrySchema } from "@/lib/courses/further-reading";
import { isAllowedPriceCents, priceToCents } from "@/lib/payments/money";
import type en from "@/messages/en.json";

// The course editor's payload: one schema for the form's resolver, the server action and the seed. Messages
// are passed in, as in lib/users/schema.ts: the browser's translator in the visitor's language; on the server
// the caller's (translatorFor(locale, "Studio") in an action, English by default). What needs the database (a
// slug already taken, who may be assigned, who may change what) is checked by lib/studio/course-save.ts with
// the same messages.

export type StudioMessages = typeof en.Studio;
export type StudioTranslate = (key: keyof StudioMessages) => string;

/**
 * One schema per translator: zod compiles a schema the first time it parses, so a schema built for every call
 * pays that every call (the seed saves hundreds). Translators are held weakly: a page's go with the page.
 */
export function memoByTranslator<S>(build: (t: StudioTranslate) => S): (t: StudioTranslate) => S {
  const built = new WeakMap<StudioTranslate, S>();
  return (t) => {
    let schema = built.get(t);
    if (!schema) built.set(t, (schema = build(t)));
    return schema;
  };
}

export const COURSE_STATES = ["draft", "published", "archived"] as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MIN = 3;
export const SLUG_MAX = 80;
export const OUTCOMES_MAX = 10;
export const READINGS_MAX = 30;

/** Text that may be left empty (stored as null). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/** "29.99", 29.99 or "0": the server's price rules (lib/payments/money.ts), stored with two decimals. */
export const priceSchema = memoByTranslator((t) => {
  return z
    .union([z.string().trim(), z.number()], t("errorPriceFormat"))
    .transform((value) => (typeof value === "number" ? String(value) : value))
    .pipe(
      z
        .string()
        // Not a price at all: the range is not checked (priceToCents reads only this shape).
        .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: t("errorPriceFormat"), abort: true })
        .refine((value) => isAllowedPriceCents(priceToCents(value)), t("errorPriceRange"))
        .transform((value) => (priceToCents(value) / 100).toFixed(2)),
    );
});

export const courseSchema = memoByTranslator((t) => {
  return z
    .object({
      title: z.string(t("errorTitle")).trim().min(3, t("errorTitle")).max(200, t("errorTitle")),
      // The course's address (/course/{slug}); typed capitals are taken as lowercase.
      slug: z
        .string(t("errorSlugLength"))
        .trim()
        .toLowerCase()
        .min(SLUG_MIN, t("errorSlugLength"))
        .max(SLUG_MAX, t("errorSlugLength"))
        .regex(SLUG_PATTERN, t("errorSlugFormat")),
      description: z.string(t("errorDescription")).trim().min(10, t("errorDescription")).max(2000, t("errorDescription")),
      // A book of the Bible (its testament) or a ministry course (its category): exactly one, checked below.
      testament: z.enum(["Old", "New"], t("errorGroup")).nullish().transform((value) => value ?? null),
      category: z.enum(["pastoral", "leadership"], t("errorGroup")).nullish().transform((value) => value ?? null),
      section: optionalText(100, t("errorSection")),
      chapters: z
        .number(t("errorChapters"))
        .int(t("errorChapters"))
        .min(1, t("errorChapters"))
        .max(200, t("errorChapters"))
        .nullish()
        .transform((value) => value ?? null),
      author: optionalText(300, t("errorDetail")),
      writtenDate: optionalText(300, t("errorDetail")),
      difficulty: z.enum(["beginner", "intermediate", "advanced"], t("errorDifficulty")),
      price: priceSchema(t),
      // Hours of study, to one decimal (Course.estimatedHours); left out, a new course has none and a saved one keeps its own.
      estimatedHours: z
        .number(t("errorHours"))
        .min(0, t("errorHours"))
        .max(1000, t("errorHours"))
        .refine((hours) => Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-9, t("errorHours"))
        .optional(),
      // The course's place in the catalogue's order.
      sortOrder: z.number(t("errorSortOrder")).int(t("errorSortOrder")).min(0, t("errorSortOrder")).max(100_000, t("errorSortOrder")).optional(),
      outcomes: z
        .array(z.string(t("errorOutcome")).trim().min(1, t("errorOutcome")).max(300, t("errorOutcome")), t("errorOutcome"))
        .max(OUTCOMES_MAX, t("errorOutcomesMax"))
        .default([]),
      furtherReading: z
        .array(
          furtherReadingEntrySchema({
            author: t("errorReadingAuthor"),
            title: t("errorReadingTitle"),
            publisher: t("errorReadingPublisher"),
            year: t("errorReadingYear"),
          }),
          t("errorReadingTitle"),
        )
        .max(READINGS_MAX, t("errorReadingMax"))
        .default([]),
      // Who teaches it (admins alone change this). Left out of a save, the course's instructors stay as they are.
      instructorIds: z
        .array(z.string().trim().min(1, t("errorInstructorsRequired")).max(100), t("errorInstructorsRequired"))
        .min(1, t("errorInstructorsRequired"))
        .max(20, t("errorInstructorsRequired"))
        .transform((ids) => [...new Set(ids)])
        .optional(),
      state: z.enum(COURSE_STATES, t("errorState")),
    })
    .superRefine((course, ctx) => {
      if ((course.testament === null) === (course.category === null)) {
        ctx.addIssue({ code: "custom", path: ["testament"], message: t("errorGroup") });
      }
    });
});

export type CourseInput = z.input<ReturnType<typeof courseSchema>>;
export type CourseData = z.output<ReturnType<typeof courseSchema>>;
