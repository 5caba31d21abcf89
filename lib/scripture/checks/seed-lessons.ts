import fs from "node:fs";
import path from "node:path";
import type { BookId } from "../books";
import { courseBook } from "../course-book";

// The seeded lessons as each language's page shows them: the translation where the seed has one, else the English
// lesson (the page then shows the English text under a note).

export type SeedLesson = { language: string; course: string; order: number; book: BookId | null; html: string };

const DATA = path.join(process.cwd(), "prisma/seed/data");
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

type Course = { slug: string; title: string; section: string | null; lessons: { content: string }[] };
const courses: Course[] = fs
  .readdirSync(path.join(DATA, "courses"))
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => readJson(path.join(DATA, "courses", file)));

export function seedLessons(language: string): SeedLesson[] {
  return courses.flatMap((course) => {
    const file = path.join(DATA, "lesson-translations/full", language, `${course.slug}.json`);
    const translated: { content: string }[] = fs.existsSync(file) ? readJson(file).lessons : [];
    const book = courseBook(course);
    return course.lessons.map((lesson, i) => ({ language, course: course.slug, order: i + 1, book, html: translated[i]?.content || lesson.content }));
  });
}

/** Verses per chapter of a book in a text folder under lib/scripture/texts. */
export function verseCounts(folder: string): (book: BookId) => number[] {
  const cache = new Map<BookId, number[]>();
  return (book) => {
    let counts = cache.get(book);
    if (!counts) {
      const chapters: string[][] = readJson(path.join(process.cwd(), "lib/scripture/texts", folder, `${book}.json`));
      counts = chapters.map((verses) => verses.length);
      cache.set(book, counts);
    }
    return counts;
  };
}
