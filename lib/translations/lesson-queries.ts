import "server-only";
import { db } from "@/lib/db";
import { findCourseByIdOrSlug } from "@/lib/courses/lookup";
import { lessonOutdated, questionOutdated, type OutdatedMark } from "./outdated";

// What the lesson-translation editor shows for one course and language: each lesson and question beside its
// stored translation, marked outdated (with what changed in the English) when the English changed after the
// translation was saved. Which option is correct is not read: the editor translates texts only.

export type LessonForTranslation = {
  id: string;
  order: number;
  original: { title: string; content: string };
  translation: { title: string; content: string } | null;
  /** Set when the English changed after the translation was saved. */
  outdated: OutdatedMark | null;
};

export type QuestionForTranslation = {
  id: string;
  order: number;
  original: { text: string; options: { id: string; text: string }[] };
  /** The stored texts: the question's, and each option's by id (empty when not yet translated). */
  translation: { text: string; options: Record<string, string> } | null;
  outdated: OutdatedMark | null;
};

export type CourseForTranslation = {
  course: { id: string; slug: string; title: string };
  language: string;
  lessons: LessonForTranslation[];
  /** Each assessment's English title and its stored translation (null: not yet translated). */
  assessments: { id: string; title: string; translatedTitle: string | null; questions: QuestionForTranslation[] }[];
};

/** A published course (id or slug) ready for translating into `language`; null when unknown. */
export async function getCourseForTranslation(idOrSlug: string, language: string): Promise<CourseForTranslation | null> {
  const found = await findCourseByIdOrSlug(idOrSlug);
  if (!found) return null;
  const translation = { where: { languageCode: language } };
  const source = { sourceHash: true, sourceText: true } as const;
  const course = await db.course.findUnique({
    where: { id: found.id },
    select: {
      id: true,
      slug: true,
      title: true,
      updatedAt: true,
      editedAt: true,
      translations: { ...translation, select: { title: true } },
      lessons: {
        orderBy: { order: "asc" },
        select: { id: true, order: true, title: true, content: true, updatedAt: true, translations: { ...translation, select: { title: true, content: true, ...source } } },
      },
      assessments: {
        orderBy: { order: "asc" },
        select: {
          id: true,
          title: true,
          translations: { ...translation, select: { title: true } },
          questions: {
            orderBy: { order: "asc" },
            select: {
              id: true,
              order: true,
              text: true,
              explanation: true,
              translations: { ...translation, select: { text: true, ...source } },
              options: { orderBy: { order: "asc" }, select: { id: true, text: true, translations: { ...translation, select: { text: true } } } },
            },
          },
        },
      },
    },
  });
  if (!course) return null;
  // A question has no time of its own: the course's last edit in the studio is when its English last changed.
  const questionsChangedAt = course.editedAt ?? course.updatedAt;
  return {
    course: { id: course.id, slug: course.slug, title: course.translations[0]?.title || course.title },
    language,
    lessons: course.lessons.map((l) => {
      const saved = l.translations[0];
      return {
        id: l.id,
        order: l.order,
        original: { title: l.title, content: l.content },
        translation: saved ? { title: saved.title, content: saved.content } : null,
        outdated: saved ? lessonOutdated(saved, { title: l.title, content: l.content }, l.updatedAt) : null,
      };
    }),
    assessments: course.assessments.map((a) => ({
      id: a.id,
      title: a.title,
      translatedTitle: a.translations[0]?.title ?? null,
      questions: a.questions.map((q) => ({
        id: q.id,
        order: q.order,
        original: { text: q.text, options: q.options.map((o) => ({ id: o.id, text: o.text })) },
        translation: q.translations[0]
          ? { text: q.translations[0].text, options: Object.fromEntries(q.options.map((o) => [o.id, o.translations[0]?.text ?? ""])) }
          : null,
        outdated: q.translations[0]
          ? questionOutdated(q.translations[0], { text: q.text, explanation: q.explanation, options: q.options.map((o) => o.text) }, questionsChangedAt)
          : null,
      })),
    })),
  };
}
