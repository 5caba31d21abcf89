import "server-only";
import { docToHtml, htmlToDoc, lessonDocSchema, type LessonDoc } from "@/lib/content/lesson-doc";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LessonState } from "@/lib/generated/prisma/enums";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { englishTranslator } from "@/lib/i18n/english";
import { purgeVideoObjects } from "@/lib/videos/remove";
import { requireStudioCourse, studioCourseAccess } from "./access";
import { isSeed, type SaveActor } from "./actor";
import type { StudioTranslate } from "./course-schema";
import { markEdited } from "./edited";
import { LESSON_DOC_MAX, lessonContentSchema, lessonSettingsSchema, type LessonContentInput, type LessonSettingsInput } from "./lesson-schema";
import { revalidateCourse } from "./publish";

// A lesson's text is saved as revisions (LessonRevision: the editor's document, the sanitised HTML, who, when).
// A draft save records a revision and points Lesson.draftRevisionId at it; readers still see the live text.
// Publishing records (or takes) a revision and copies its title and HTML into Lesson.title and Lesson.content,
// the live text every reader reads (readers are untouched by the studio), and makes the lesson published.
// Only what changed is written: saving the same text again records nothing. Staff saves mark the course edited.

const english = () => englishTranslator("Studio");

export type SavedLesson = { lessonId: string; revisionId: string | null; state: LessonState; changed: boolean };

const fieldError = (field: string, message: string, code: string) => badRequest(message, { code, details: { fieldErrors: { [field]: [message] } } });

/** The lesson and its course, for the course's staff (404 for anyone else, as for a lesson that does not exist). */
async function staffLesson(lessonId: string, actor: SaveActor) {
  const lesson = await db.lesson.findUnique({ where: { id: lessonId }, include: { course: { select: { id: true, state: true } } } });
  if (!lesson) throw notFound("Lesson not found", { code: "LESSON_NOT_FOUND" });
  if (!isSeed(actor) && !(await studioCourseAccess(actor, lesson.courseId))) throw notFound("Lesson not found", { code: "LESSON_NOT_FOUND" });
  return lesson;
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, "").trim().length > 0;

/**
 * The text to store: from the editor's document (checked against the schema, written as HTML, sanitised) or from
 * HTML (sanitised, then read into a document); 400 with the field's message for anything else.
 */
export function lessonText(input: unknown, t: StudioTranslate = english()): { title: string; doc: LessonDoc; html: string } {
  const parsed = lessonContentSchema(t).parse(input);
  let doc: LessonDoc;
  let html: string;
  if (parsed.html !== undefined) {
    html = sanitizeLessonHtml(parsed.html).trim();
    if (parsed.html.trim() && !hasText(html)) throw fieldError("html", t("errorContentEmpty"), "CONTENT_EMPTY_AFTER_SANITISING");
    doc = htmlToDoc(html);
  } else {
    if (JSON.stringify(parsed.doc ?? null).length > LESSON_DOC_MAX) throw fieldError("doc", t("errorContentTooLarge"), "CONTENT_TOO_LARGE");
    const checked = lessonDocSchema.safeParse(parsed.doc);
    if (!checked.success) throw fieldError("doc", t("errorDocument"), "INVALID_DOCUMENT");
    doc = checked.data;
    html = sanitizeLessonHtml(docToHtml(doc)).trim();
  }
  return { title: parsed.title, doc, html };
}

type Tx = Prisma.TransactionClient;

async function recordRevision(tx: Tx, lessonId: string, text: { title: string; doc: LessonDoc; html: string }, actor: SaveActor, publish: boolean) {
  return tx.lessonRevision.create({
    data: { lessonId, title: text.title, doc: text.doc, html: text.html, authorId: actor.id, publishedAt: publish ? new Date() : null },
    select: { id: true },
  });
}

/** What makes a revision live: the lesson's title and content are the revision's, and the lesson is published. */
const liveFrom = (revisionId: string, text: { title: string; html: string }) =>
  ({ title: text.title, content: text.html, state: "published", publishedRevisionId: revisionId, draftRevisionId: null }) as const;

/**
 * Saves a lesson's title and text: as a draft (readers keep the live text), or `publish`ed (live at once). Returns
 * the revision recorded; nothing is written when the text is what the draft (or, publishing, the live lesson)
 * already holds.
 */
export async function saveLessonContent(
  lessonId: string,
  input: LessonContentInput,
  actor: SaveActor,
  { publish = false }: { publish?: boolean } = {},
  t: StudioTranslate = english(),
): Promise<SavedLesson> {
  const lesson = await staffLesson(lessonId, actor);
  const text = lessonText(input, t);
  if (publish && !hasText(text.html)) throw fieldError("doc", t("errorNothingToPublish"), "NOTHING_TO_PUBLISH");
  const draft = lesson.draftRevisionId ? await db.lessonRevision.findUnique({ where: { id: lesson.draftRevisionId }, select: { title: true, html: true } }) : null;
  const live = { title: lesson.title, html: lesson.content };
  const unchanged = publish
    ? !draft && lesson.state === "published" && live.title === text.title && live.html === text.html
    : (draft ?? live).title === text.title && (draft ?? live).html === text.html;
  if (unchanged) return { lessonId, revisionId: publish ? lesson.publishedRevisionId : (lesson.draftRevisionId ?? lesson.publishedRevisionId), state: lesson.state, changed: false };

  const revision = await db.$transaction(async (tx) => {
    const saved = await recordRevision(tx, lessonId, text, actor, publish);
    // A draft changes nothing readers see: the lesson's "last updated" date stays.
    await tx.lesson.update({ where: { id: lessonId }, data: publish ? liveFrom(saved.id, text) : { draftRevisionId: saved.id, updatedAt: lesson.updatedAt } });
    await markEdited(tx, lesson.courseId, actor);
    return saved;
  });
  if (publish && !isSeed(actor)) revalidateCourse(lesson.course.state, lesson.course.state);
  return { lessonId, revisionId: revision.id, state: publish ? "published" : lesson.state, changed: true };
}

/** A new lesson at the end of the course (or at `order`), in draft unless `publish`. For the course's staff and the seed. */
export async function createLesson(
  courseId: string,
  input: LessonContentInput & LessonSettingsInput & { order?: number },
  actor: SaveActor,
  { publish = false }: { publish?: boolean } = {},
  t: StudioTranslate = english(),
): Promise<SavedLesson> {
  if (!isSeed(actor)) await requireStudioCourse(actor, courseId);
  const text = lessonText(input, t);
  const settings = lessonSettingsSchema(t).parse(input);
  if (publish && !hasText(text.html)) throw fieldError("doc", t("errorNothingToPublish"), "NOTHING_TO_PUBLISH");
  const course = await db.course.findUnique({ where: { id: courseId }, select: { state: true, lessons: { select: { order: true } } } });
  if (!course) throw notFound("Course not found", { code: "COURSE_NOT_FOUND" });
  const taken = new Set(course.lessons.map((l) => l.order));
  const order = input.order && !taken.has(input.order) ? input.order : Math.max(0, ...taken) + 1;

  const lesson = await db.$transaction(async (tx) => {
    // A draft lesson has no live text yet; its first revision is its draft.
    const created = await tx.lesson.create({ data: { courseId, order, title: text.title, content: "", ...settings, state: "draft" }, select: { id: true } });
    const revision = await recordRevision(tx, created.id, text, actor, publish);
    await tx.lesson.update({ where: { id: created.id }, data: publish ? liveFrom(revision.id, text) : { draftRevisionId: revision.id } });
    await markEdited(tx, courseId, actor);
    return { id: created.id, revisionId: revision.id };
  });
  if (publish && !isSeed(actor)) revalidateCourse(course.state, course.state);
  return { lessonId: lesson.id, revisionId: lesson.revisionId, state: publish ? "published" : "draft", changed: true };
}

/** Reading time and free preview; only what changed is written. */
export async function saveLessonSettings(lessonId: string, input: LessonSettingsInput, actor: SaveActor, t: StudioTranslate = english()): Promise<boolean> {
  const lesson = await staffLesson(lessonId, actor);
  const settings = lessonSettingsSchema(t).parse(input);
  if (lesson.estimatedMinutes === settings.estimatedMinutes && lesson.isFreePreview === settings.isFreePreview) return false;
  await db.$transaction(async (tx) => {
    await tx.lesson.update({ where: { id: lessonId }, data: settings });
    await markEdited(tx, lesson.courseId, actor);
  });
  if (!isSeed(actor) && lesson.state === "published") revalidateCourse(lesson.course.state, lesson.course.state);
  return true;
}

/** Takes a lesson out of what students see (its text and revisions stay), or puts its live text back. */
export async function setLessonState(lessonId: string, state: LessonState, actor: SaveActor, t: StudioTranslate = english()): Promise<boolean> {
  const lesson = await staffLesson(lessonId, actor);
  if (lesson.state === state) return false;
  if (state === "published" && !hasText(lesson.content)) throw fieldError("state", t("errorNothingToPublish"), "NOTHING_TO_PUBLISH");
  await db.$transaction(async (tx) => {
    await tx.lesson.update({ where: { id: lessonId }, data: { state } });
    await markEdited(tx, lesson.courseId, actor);
  });
  if (!isSeed(actor)) revalidateCourse(lesson.course.state, lesson.course.state);
  return true;
}

/**
 * Deletes a lesson with its revisions, translations and students' progress on it. Its videos must be removed
 * first (409 otherwise): their stored files are deleted here, before their rows go with the lesson.
 */
export async function deleteLesson(lessonId: string, actor: SaveActor, t: StudioTranslate = english()): Promise<void> {
  const lesson = await staffLesson(lessonId, actor);
  const videos = await db.video.findMany({ where: { lessonId }, select: { id: true, storageKey: true, hlsKey: true, posterKey: true, captionsKey: true, deletedAt: true } });
  if (videos.some((v) => !v.deletedAt)) throw conflict(t("errorLessonHasVideos"), { code: "LESSON_HAS_VIDEOS" });
  for (const video of videos) await purgeVideoObjects(video);
  await db.$transaction(async (tx) => {
    await tx.lesson.delete({ where: { id: lessonId } });
    await markEdited(tx, lesson.courseId, actor);
  });
  if (!isSeed(actor) && lesson.state === "published") revalidateCourse(lesson.course.state, lesson.course.state);
}
