/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { annotateScriptureReferences } from "@/lib/scripture/annotate";
import { htmlToDocument } from "./html-to-document";
import { renderLessonHtml } from "./render";

// Every seeded lesson opened in the editor and saved unchanged is stored exactly as the seed stores it today
// (sanitizeLessonHtml of the course file), so no text, heading, list, quotation or Scripture reference is lost
// and a re-import changes nothing. The only difference allowed is whitespace between blocks, which HTML ignores.
// The seeded translations too, with references read in their own language.

const DATA = path.join(process.cwd(), "prisma/seed/data");
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

type Lesson = { content: string };
const courses = fs
  .readdirSync(path.join(DATA, "courses"))
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => ({ name: file, languages: ["en"], lessons: readJson(path.join(DATA, "courses", file)).lessons as Lesson[] }));
const fullDir = path.join(DATA, "lesson-translations/full");
const translations = fs.readdirSync(fullDir).flatMap((locale) =>
  fs.readdirSync(path.join(fullDir, locale)).map((file) => ({
    name: `${locale}/${file}`,
    languages: [locale, "en"],
    lessons: (readJson(path.join(fullDir, locale, file)).lessons as Lesson[]).filter((lesson) => lesson.content),
  })),
);

const BETWEEN_BLOCKS = /(<\/(?:p|h[2-4]|ul|ol|li|blockquote)>|<(?:ul|ol|blockquote)>)\s+/g;
const withoutBlockWhitespace = (html: string) => html.replace(BETWEEN_BLOCKS, "$1");
const buttons = (html: string) => html.match(/data-scripture-ref="[^"]*"/g) ?? [];

const tally = { lessons: 0, references: 0 };

it("reads all 76 courses", () => {
  expect(courses).toHaveLength(76);
});

describe.each([...courses, ...translations])("$name", ({ lessons, languages }) => {
  it("round-trips every lesson: html -> document -> the same html, with the same Scripture references", async () => {
    expect(lessons.length).toBeGreaterThan(0);
    for (const [index, lesson] of lessons.entries()) {
      const opened = htmlToDocument(lesson.content);
      if (!opened.ok) throw new Error(`lesson ${index + 1}: ${JSON.stringify(opened.error)}`);
      const saved = renderLessonHtml(opened.doc);
      // Equal HTML holds the same text, headings, lists and quotations, and the lesson page finds the same
      // references in it (annotate.ts reads the text between tags; whitespace between blocks holds none).
      expect([index + 1, saved]).toEqual([index + 1, withoutBlockWhitespace(sanitizeLessonHtml(lesson.content))]);
      tally.lessons++;
      tally.references += buttons((await annotateScriptureReferences(saved, languages)).html).length;
    }
  });
});

afterAll(() => {
  // 495 English lessons and 88 translated ones, every one holding references the lesson page shows.
  expect(tally.lessons).toBe(courses.concat(translations).reduce((sum, course) => sum + course.lessons.length, 0));
  expect(tally.references).toBeGreaterThan(tally.lessons);
  console.info(`round-tripped ${tally.lessons} seeded lessons with ${tally.references} Scripture references`);
});
