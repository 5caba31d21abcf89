/** @jest-environment node */
import { courseSummary } from "@/test/fixtures/course-summary";
import { formatPrice } from "@/lib/courses/format";
import { toCardCourse } from "./course-card";

const exodus = courseSummary({
  id: "c1",
  slug: "exodus",
  title: "Éxodo",
  description: "Un estudio del Éxodo",
  price: "39.9",
  totalLessons: 7,
  estimatedHours: 5,
  testament: "Old",
  translation: { title: "Éxodo", description: "Un estudio del Éxodo" },
});

it("hands the card only what it shows: no second copy of the translated texts, the price formatted", () => {
  const card = toCardCourse(exodus, "es");
  expect(card).toEqual({ slug: "exodus", title: "Éxodo", description: "Un estudio del Éxodo", totalLessons: 7, estimatedHours: 5, difficulty: "beginner", price: formatPrice("39.90", "es"), cover: "/es/course/exodus/cover.svg" });
  expect(JSON.stringify(card).match(/Un estudio/g)).toHaveLength(1);
});

it("marks the language of texts shown untranslated", () => {
  const untranslated = { ...exodus, title: "Exodus", description: "A study of Exodus", translation: { title: "Éxodo", description: null } };
  expect(toCardCourse(untranslated, "es")).toMatchObject({ descriptionLang: "en" });
  expect(toCardCourse(untranslated, "es")).not.toHaveProperty("titleLang");
  expect(toCardCourse({ ...exodus, translation: undefined }, "ar")).toMatchObject({ titleLang: "en", descriptionLang: "en" });
  expect(toCardCourse({ ...exodus, translation: undefined }, "en")).not.toHaveProperty("titleLang");
});

it("points the card's cover at the course's drawn cover in the page's language (English without a prefix)", () => {
  expect(toCardCourse(exodus, "ar").cover).toBe("/ar/course/exodus/cover.svg");
  expect(toCardCourse(exodus, "en").cover).toBe("/course/exodus/cover.svg");
});
