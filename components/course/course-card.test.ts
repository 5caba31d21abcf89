import type { CourseSummary } from "@/lib/courses/types";
import { toCardCourse } from "./course-card";

const exodus: CourseSummary = {
  id: "c1",
  slug: "exodus",
  title: "Éxodo",
  description: "Un estudio del Éxodo",
  price: "39.9",
  totalLessons: 7,
  estimatedHours: 5,
  difficulty: "beginner",
  testament: "Old",
  category: null,
  defaultLanguage: "en",
  translation: { title: "Éxodo", description: "Un estudio del Éxodo" },
};

it("hands the card only what it shows: no second copy of the translated texts, the price formatted", () => {
  const card = toCardCourse(exodus, "es");
  expect(card).toEqual({ id: "c1", slug: "exodus", title: "Éxodo", description: "Un estudio del Éxodo", totalLessons: 7, estimatedHours: 5, difficulty: "beginner", price: "$39.90" });
  expect(JSON.stringify(card).match(/Un estudio/g)).toHaveLength(1);
});

it("marks the language of texts shown untranslated", () => {
  const untranslated = { ...exodus, title: "Exodus", description: "A study of Exodus", translation: { title: "Éxodo", description: null } };
  expect(toCardCourse(untranslated, "es")).toMatchObject({ descriptionLang: "en" });
  expect(toCardCourse(untranslated, "es")).not.toHaveProperty("titleLang");
  expect(toCardCourse({ ...exodus, translation: undefined }, "ar")).toMatchObject({ titleLang: "en", descriptionLang: "en" });
  expect(toCardCourse({ ...exodus, translation: undefined }, "en")).not.toHaveProperty("titleLang");
});
