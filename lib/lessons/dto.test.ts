/** @jest-environment node */
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { toLessonDto } from "./dto";

const row = {
  id: "l1", courseId: "c1", title: "Creation", order: 1, estimatedMinutes: 10, isFreePreview: false,
  updatedAt: new Date("2026-11-30T10:00:00Z"), content: '<p onclick="steal()">In the beginning<script>steal()</script></p>',
};

describe("toLessonDto", () => {
  it("gives the text sanitised, the same on every call (kept per process)", () => {
    const first = toLessonDto(row, true);
    expect(first.content).toBe(sanitizeLessonHtml(row.content));
    expect(first.content).not.toMatch(/script|onclick/);
    expect(toLessonDto(row, true).content).toBe(first.content);
    expect(toLessonDto({ ...row, content: "<p>Edited</p>" }, true).content).toBe("<p>Edited</p>");
  });

  it("shows a translation whose text survives sanitising, and the original when only script was translated", () => {
    const translated = toLessonDto(row, true, { title: "Creación", content: "<p>En el principio</p>", language: "es" });
    expect(translated).toMatchObject({ title: "Creación", content: "<p>En el principio</p>", contentLanguage: "es" });
    const empty = toLessonDto(row, true, { title: "Creación", content: "<script>x()</script>", language: "es" });
    expect(empty).toMatchObject({ title: "Creación", content: sanitizeLessonHtml(row.content), contentLanguage: "en", titleLanguage: "es" });
  });

  it("gives no text to a viewer without access", () => {
    expect(toLessonDto(row, false).content).toBeNull();
  });
});
