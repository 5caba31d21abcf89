import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { revalidateCourses } from "@/lib/courses/revalidate";
import { badRequest, notFound } from "@/lib/http/errors";
import { englishTranslator } from "@/lib/i18n/english";
import { assertMayTranslateCourse } from "./authorize";
import { lessonTranslationSchema, questionTranslationSchema } from "./lesson-schema";
import { lessonSourceColumns, questionSourceColumns } from "./source-text";

export type SavedLessonTranslation = { lessonId: string; language: string; title: string; content: string; created: boolean };
export type SavedQuestionTranslation = { questionId: string; language: string; text: string; options: { id: string; text: string }[] };

/**
 * A lesson's title and content in one language, for the course's instructors and admins. The content is
 * sanitised here exactly as the English lessons are; empty content means only the title is translated.
 */
export async function saveLessonTranslation(user: SessionUser, input: unknown): Promise<SavedLessonTranslation> {
  const { lessonId, language, title, content: raw } = lessonTranslationSchema(englishTranslator("LessonTranslations")).parse(input);
  const lesson = await db.lesson.findUnique({
    where: { id: lessonId },
    select: { id: true, title: true, content: true, course: { select: { id: true, defaultLanguage: true } } },
  });
  if (!lesson) throw notFound("Lesson not found", { code: "LESSON_NOT_FOUND" });
  await assertMayTranslateCourse(user, lesson.course, language);

  const content = raw ? sanitizeLessonHtml(raw).trim() : "";
  if (raw && !content) {
    throw badRequest("The content has no text left once unsafe markup is removed.", {
      code: "CONTENT_EMPTY_AFTER_SANITISING",
      details: { fieldErrors: { content: ["The content has no text left once unsafe markup is removed."] } },
    });
  }
  const key = { lessonId_languageCode: { lessonId, languageCode: language } };
  const existing = await db.lessonTranslation.findUnique({ where: key, select: { id: true } });
  // The live English it is made from: a later publish of the lesson marks it outdated, with what changed.
  const source = lessonSourceColumns({ title: lesson.title, content: lesson.content });
  const saved = await db.lessonTranslation.upsert({
    where: key,
    create: { lessonId, languageCode: language, title, content, ...source },
    update: { title, content, ...source },
  });
  // The course page lists lesson titles (cached); the lesson page reads per request.
  revalidateCourses();
  return { lessonId, language, title: saved.title, content: saved.content, created: existing === null };
}

/** A question and all its options in one language, in one transaction (all or nothing). */
export async function saveQuestionTranslation(user: SessionUser, input: unknown): Promise<SavedQuestionTranslation> {
  const { questionId, language, text, options } = questionTranslationSchema(englishTranslator("LessonTranslations")).parse(input);
  const question = await db.question.findUnique({
    where: { id: questionId },
    select: {
      id: true,
      text: true,
      explanation: true,
      options: { select: { id: true, text: true }, orderBy: { order: "asc" } },
      assessment: { select: { course: { select: { id: true, defaultLanguage: true } } } },
    },
  });
  if (!question) throw notFound("Question not found", { code: "QUESTION_NOT_FOUND" });
  await assertMayTranslateCourse(user, question.assessment.course, language);

  const own = new Set(question.options.map((o) => o.id));
  const given = new Set(options.map((o) => o.id));
  if (given.size !== options.length || given.size !== own.size || [...given].some((id) => !own.has(id))) {
    throw badRequest("Translate every option of this question, once each.", {
      code: "OPTIONS_MISMATCH",
      details: { fieldErrors: { options: ["Translate every option of this question, once each."] } },
    });
  }
  const source = questionSourceColumns({ text: question.text, explanation: question.explanation, options: question.options.map((o) => o.text) });
  await db.$transaction([
    db.questionTranslation.upsert({
      where: { questionId_languageCode: { questionId, languageCode: language } },
      create: { questionId, languageCode: language, text, ...source },
      update: { text, ...source },
    }),
    ...options.map((o) =>
      db.questionOptionTranslation.upsert({
        where: { optionId_languageCode: { optionId: o.id, languageCode: language } },
        create: { optionId: o.id, languageCode: language, text: o.text },
        update: { text: o.text },
      }),
    ),
  ]);
  // The course pages say in which languages the assessment can be sat (lib/courses/languages.ts).
  revalidateCourses();
  return { questionId, language, text, options };
}
