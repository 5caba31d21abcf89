import "server-only";
import { db } from "@/lib/db";
import { findCourseByIdOrSlug } from "@/lib/courses/lookup";

// What the lesson-translation editor shows for one course and language: each lesson and question beside its
// stored translation. Which option is correct is not read: the editor translates texts only.

export type LessonForTranslation = {
  id: string;
  order: number;
  original: { title: string; content: string };
  translation: { title: string; content: string } | null;
};

export type QuestionForTranslation = {
  id: string;
  order: number;
  original: { text: string; options: { id: string; text: string }[] };
  /** The stored texts: the question's, and each option's by id (empty when not yet translated). */
  translation: { text: string; options: Record<string, string> } | null;
};

export type CourseForTranslation = {
  course: { id: string; slug: string; title: string };
  language: string;
  lessons: LessonForTranslation[];
  assessments: { id: string; title: string; questions: QuestionForTranslation[] }[];
};

/** A published course (id or slug) ready for translating into `language`; null when unknown. */
export async function getCourseForTranslation(idOrSlug: string, language: string): Promise<CourseForTranslation | null> {
  const found = await findCourseByIdOrSlug(idOrSlug);
  if (!found) return null;
  const translation = { where: { languageCode: language } };
  const course = await db.course.findUnique({
    where: { id: found.id },
    select: {
      id: true,
      slug: true,
      title: true,
      translations: { ...translation, select: { title: true } },
      lessons: { orderBy: { order: "asc" }, select: { id: true, order: true, title: true, content: true, translations: { ...translation, select: { title: true, content: true } } } },
      assessments: {
        orderBy: { order: "asc" },
        select: {
          id: true,
          title: true,
          questions: {
            orderBy: { order: "asc" },
            select: {
              id: true,
              order: true,
              text: true,
              translations: { ...translation, select: { text: true } },
              options: { orderBy: { order: "asc" }, select: { id: true, text: true, translations: { ...translation, select: { text: true } } } },
            },
          },
        },
      },
    },
  });
  if (!course) return null;
  return {
    course: { id: course.id, slug: course.slug, title: course.translations[0]?.title || course.title },
    language,
    lessons: course.lessons.map((l) => ({ id: l.id, order: l.order, original: { title: l.title, content: l.content }, translation: l.translations[0] ?? null })),
    assessments: course.assessments.map((a) => ({
      id: a.id,
      title: a.title,
      questions: a.questions.map((q) => ({
        id: q.id,
        order: q.order,
        original: { text: q.text, options: q.options.map((o) => ({ id: o.id, text: o.text })) },
        translation: q.translations[0]
          ? { text: q.translations[0].text, options: Object.fromEntries(q.options.map((o) => [o.id, o.translations[0]?.text ?? ""])) }
          : null,
      })),
    })),
  };
}
