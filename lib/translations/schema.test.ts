/** @jest-environment node */
import { englishTranslator } from "@/lib/i18n/english";
import { courseTranslationSchema } from "./schema";

const valid = { courseId: "c1", language: "es", title: "Génesis", description: "Un estudio." };

describe("courseTranslationSchema", () => {
  it("trims the texts and turns an empty description into null (the original is shown)", () => {
    expect(courseTranslationSchema(englishTranslator("Translations")).parse({ ...valid, title: "  Génesis ", description: "   " })).toEqual({ ...valid, description: null });
    expect(courseTranslationSchema(englishTranslator("Translations")).parse({ courseId: "c1", language: "fr", title: "Genèse" })).toMatchObject({ description: null });
  });

  it("refuses English, an unknown language, titles outside 2–200 characters and descriptions over 2000", () => {
    const errors = (input: object) => {
      const result = courseTranslationSchema(englishTranslator("Translations")).safeParse({ ...valid, ...input });
      return result.success ? null : result.error.issues.map((issue) => issue.message);
    };
    expect(errors({ language: "en" })).toEqual(["Please select a different language to create translations."]);
    expect(errors({ language: "xx" })).toEqual(["Choose a language."]);
    expect(errors({ title: " G " })).toEqual(["Title must be at least 2 characters"]);
    expect(errors({ title: "G".repeat(201) })).toEqual(["Title must be at most 200 characters"]);
    expect(errors({ title: "G".repeat(200), description: "d".repeat(2000) })).toBeNull();
    expect(errors({ description: "d".repeat(2001) })).toEqual(["Description must be at most 2000 characters"]);
  });

  it("speaks the visitor's language when given its messages", () => {
    const result = courseTranslationSchema((key) => `es:${key}`).safeParse({ ...valid, title: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("es:errorTitleMin");
  });
});
