"use server";

import { expireCoursesNow } from "@/lib/courses/revalidate";
import type { ActionResult } from "@/lib/http/action";
import { translatorFor } from "@/lib/i18n/translator";
import { requireStudioUser } from "./access";
import { setCourseCover } from "./course-cover";
import type { CourseEditorTranslate } from "./course-editor-translate";
import { createCourse, updateCourse, type SavedCourse } from "./course-save";
import type { StudioTranslate } from "./course-schema";
import { reorderLessons, type LessonOrder } from "./lesson-order";
import { createLesson } from "./lesson-save";
import { createAssessment } from "./question-save";
import { actionLocale, runStudioAction } from "./studio-action";

// The course editor's server actions (/studio/courses/new and /studio/courses/[id]). Each takes the page's locale
// first, so what it refuses reads in the user's language, and checks on the server who is asking: signed out 401,
// anyone but staff 404, an instructor of another course 404 (lib/studio/access.ts, through the save functions).
// The save functions validate, write only what changed, audit and revalidate (lib/studio/course-save.ts).

/** What a new lesson or assessment starts with until its own editor changes it. */
const NEW_LESSON_MINUTES = 10;
const NEW_ASSESSMENT = { timeLimit: 30, passingScore: 70, questionsPerAttempt: null } as const;
/** An empty document: the lesson editor writes its text. */
const EMPTY_DOC = { type: "doc", content: [{ type: "paragraph" }] };

// One pair of translators per language for the process: the save functions build their schema once per translator.
const translatorsByLocale = new Map<string, Promise<{ studio: StudioTranslate; editor: CourseEditorTranslate }>>();
function translators(locale: unknown) {
  const lang = actionLocale(locale);
  let pair = translatorsByLocale.get(lang);
  if (!pair) {
    pair = Promise.all([translatorFor(lang, "Studio"), translatorFor(lang, "CourseEditor")]).then(([studio, editor]) => ({ studio, editor }));
    // A failed load is tried again by the next call rather than kept.
    pair.catch(() => translatorsByLocale.delete(lang));
    translatorsByLocale.set(lang, pair);
  }
  return pair;
}

const asObject = (input: unknown): Record<string, unknown> => (input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {});

/** Admins: a new course, always a draft (publishing is a later, deliberate step in its editor). */
export async function createCourseAction(locale: unknown, input: unknown): Promise<ActionResult<SavedCourse>> {
  const t = await translators(locale);
  return runStudioAction(t.editor("errorFields"), async () => {
    const user = await requireStudioUser();
    return createCourse({ ...asObject(input), state: "draft" }, user, t.studio);
  });
}

/** The course's staff: its details, state and (admins) instructors. */
export async function updateCourseAction(locale: unknown, courseId: string, input: unknown): Promise<ActionResult<SavedCourse>> {
  const t = await translators(locale);
  return runStudioAction(t.editor("errorFields"), async () => {
    const user = await requireStudioUser();
    const saved = await updateCourse(String(courseId), input, user, t.studio);
    // A published or archived course's pages change for everyone at once: revalidateTag's "max" (the save's) lets
    // a server without the shared cache (one server, no REDIS_URL) show the old catalogue once more, so a course
    // just published was not found by the next search. Expired now, as translation saves do.
    if (saved.changed && saved.state !== "draft") expireCoursesNow();
    return saved;
  });
}

/** The course's staff: an uploaded cover's key (from POST /api/studio/images?kind=cover), or null for the drawn cover. */
export async function setCourseCoverAction(locale: unknown, courseId: string, coverKey: unknown): Promise<ActionResult<{ coverKey: string | null; changed: boolean }>> {
  const t = await translators(locale);
  return runStudioAction(t.editor("errorFields"), async () => {
    const user = await requireStudioUser();
    return setCourseCover(String(courseId), coverKey, user, t.editor);
  });
}

/** The course's staff: every lesson's id in the new order. */
export async function reorderLessonsAction(locale: unknown, courseId: string, lessonIds: unknown): Promise<ActionResult<LessonOrder>> {
  const t = await translators(locale);
  return runStudioAction(t.editor("errorFields"), async () => {
    const user = await requireStudioUser();
    return reorderLessons(String(courseId), lessonIds, user, t.editor);
  });
}

/** The course's staff: a draft lesson at the end of the course, to be written in the lesson editor. */
export async function addLessonAction(locale: unknown, courseId: string, input: unknown): Promise<ActionResult<{ lessonId: string }>> {
  const t = await translators(locale);
  return runStudioAction(t.editor("errorFields"), async () => {
    const user = await requireStudioUser();
    const { title } = asObject(input);
    const saved = await createLesson(String(courseId), { title: title as string, doc: EMPTY_DOC, estimatedMinutes: NEW_LESSON_MINUTES }, user, {}, t.studio);
    return { lessonId: saved.lessonId };
  });
}

/** The course's staff: an assessment at the end of the course, its questions written in the assessment editor. */
export async function addAssessmentAction(locale: unknown, courseId: string, input: unknown): Promise<ActionResult<{ assessmentId: string }>> {
  const t = await translators(locale);
  return runStudioAction(t.editor("errorFields"), async () => {
    const user = await requireStudioUser();
    const { title, type } = asObject(input);
    return createAssessment(String(courseId), { title: title as string, type: type as "quiz", ...NEW_ASSESSMENT }, user, t.studio);
  });
}
