/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { htmlToDocument } from "./html-to-document";
import { renderLessonHtml } from "./render";

// Every seeded lesson opened in the editor and saved unchanged is stored exactly as the seed stores it today
// (sanitizeLessonHtml of the course file), so no text, heading, list, quotation or Scripture reference is lost
// and a re-import changes nothing. The only difference allowed is whitespace between blocks, which HTML ignores.
// The seeded translations too. Equal HTML gets equal Scripture buttons on the lesson page (annotate.ts reads
// the text between tags), so the references are not annotated here: that took more time than all the rest.
// render.test.ts shows references typed in the editor becoming buttons.

const DATA = path.join(process.cwd(), "prisma/seed/data");
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

type Lesson = { content: string };
const courses = fs
  .readdirSync(path.join(DATA, "courses"))
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => ({ name: file, lessons: readJson(path.join(DATA, "courses", file)).lessons as Lesson[] }));
const fullDir = path.join(DATA, "lesson-translations/full");
const translations = fs.readdirSync(fullDir).flatMap((locale) =>
  fs.readdirSync(path.join(fullDir, locale)).map((file) => ({
    name: `${locale}/${file}`,
    lessons: (readJson(path.join(fullDir, locale, file)).lessons as Lesson[]).filter((lesson) => lesson.content),
  })),
);

const BETWEEN_BLOCKS = /(<\/(?:p|h[2-4]|ul|ol|li|blockquote)>|<(?:ul|ol|blockquote)>)\s+/g;
const withoutBlockWhitespace = (html: string) => html.replace(BETWEEN_BLOCKS, "$1");

const tally = { lessons: 0 };

it("reads all 76 courses", () => {
  expect(courses).toHaveLength(76);
});

describe.each([...courses, ...translations])("$name", ({ lessons }) => {
  it("round-trips every lesson: html -> document -> the same html", () => {
    expect(lessons.length).toBeGreaterThan(0);
    for (const [index, lesson] of lessons.entries()) {
      const opened = htmlToDocument(lesson.content);
      if (!opened.ok) throw new Error(`lesson ${index + 1}: ${JSON.stringify(opened.error)}`);
      const saved = renderLessonHtml(opened.doc);
      expect([index + 1, saved]).toEqual([index + 1, withoutBlockWhitespace(sanitizeLessonHtml(lesson.content))]);
      tally.lessons++;
    }
  });
});

afterAll(() => {
  // 495 English lessons and 88 translated ones.
  expect(tally.lessons).toBe(courses.concat(translations).reduce((sum, course) => sum + course.lessons.length, 0));
});
