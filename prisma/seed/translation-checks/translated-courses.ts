// Every full lesson translation present (data/lesson-translations/full/<language>/<slug>.json) beside the English
// course it translates: what the translation checks walk. A language or course without a file is not translated yet.
import type { BookId } from "../../../lib/scripture/books";
import { courseBook } from "../../../lib/scripture/course-book";
import { loadCurriculum, type CourseData } from "../curriculum";
import { loadLessonTranslations, type FullTranslation, type LessonTranslationFiles } from "../lesson-translations";

export type TranslatedCourse = {
  language: string;
  course: CourseData;
  translation: FullTranslation;
  /** The course's own book, against which bare citations ("(3:16)") are read. */
  book: BookId | null;
  /** "es/john": how findings name the file. */
  name: string;
};

export function translatedCourses(files: LessonTranslationFiles = loadLessonTranslations(), courses: CourseData[] = loadCurriculum()): TranslatedCourse[] {
  const bySlug = new Map(courses.map((course) => [course.slug, course]));
  return Object.entries(files.full).flatMap(([language, perCourse]) =>
    Object.entries(perCourse).flatMap(([slug, translation]) => {
      const course = bySlug.get(slug);
      // An unknown course is refused by planLessonTranslations (lesson-translations.int.test.ts), not here.
      if (!course) return [];
      return [{ language, course, translation, book: courseBook({ title: course.title, section: course.section ?? null }), name: `${language}/${slug}` }];
    }),
  );
}
