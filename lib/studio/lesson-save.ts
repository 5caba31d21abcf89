import "server-only";
import type { LessonDocument } from "@/lib/lesson-content/document";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LessonState } from "@/lib/generated/prisma/enums";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { requireStudioCourse, studioCourseAccess } from "./course-access";
import { isSeed, type SaveActor } from "./actor";
import type { StudioTranslate } from "./course-schema";
import { markEdited } from "./edited";
import { lessonContentSchema, lessonSettingsSchema, type LessonContentInput, type LessonSettingsInput } from "./lesson-schema";
import { revalidateCourse } from "./publish";
import { englishStudio } from "./messages";

// A lesson's text is saved as revisions (LessonRevision: the editor's document, the sanitised HTML, who, when).
// A draft save records a revision and points Lesson.draftRevisionId at it; readers still see the live text.
// Publishing records (or takes) a revision and copies its title and HTML into Lesson.title and Lesson.content,
// the live text every reader reads (readers are untouched by the studio), and makes the lesson published.
// Only what changed is written: saving the same text again records nothing. Staff saves mark the course edited.

const english = englishStudio;

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

/** A revision's text: `doc` is the editor's document, or JSON null when the text came as HTML (see lessonText). */
type LessonText = { title: string; doc: LessonDocument | typeof Prisma.JsonNull; html: string };

/**
 * The text to store: from the editor's document (lib/lesson-content checks it, writes its HTML and sanitises it) or
 * from HTML (the seed's files: sanitised as lessons are); 400 with the field's message for anything else. Text from
 * HTML keeps no document: the editor reads one from the HTML when a lesson is opened (lesson-working-text.ts), so
 * the seed does not build 495 ProseMirror documents nobody may open.
 */
export async function lessonText(input: unknown, t: StudioTranslate = english()): Promise<LessonText> {
  const parsed = lessonContentSchema(t).parse(input);
  if (parsed.html !== undefined) {
    const html = sanitizeLessonHtml(parsed.html).trim();
    if (parsed.html.trim() && !hasText(html)) throw fieldError("html", t("errorContentEmpty"), "CONTENT_EMPTY_AFTER_SANITISING");
    return { title: parsed.title, doc: Prisma.JsonNull, html };
  }
  // ProseMirror loads with the first document saved: a seed with nothing to write skips it.
  const { prepareLessonContent } = await import("@/lib/lesson-content/prepare");
  const content = prepareLessonContent(parsed.doc);
  if (!content.ok) {
    const tooLarge = content.error.code === "tooLarge";
    const message = t(tooLarge ? "errorContentTooLarge" : "errorDocument");
    // The reason (a link target not allowed, an unknown node…) is lib/lesson-content's code, for logs and callers.
    throw badRequest(message, { code: tooLarge ? "CONTENT_TOO_LARGE" : "INVALID_DOCUMENT", details: { reason: content.error.code, fieldErrors: { doc: [message] } } });
  }
  return { title: parsed.title, doc: content.doc, html: content.html };
}

type Tx = Prisma.TransactionClient;

async function recordRevision(tx: Tx, lessonId: string, text: LessonText, actor: SaveActor, publish: boolean) {
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
  const text = await lessonText(input, t);
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
  if (publish && !isSeed(actor)) await revalidateCourse(lesson.course.state, lesson.course.state);
  return { lessonId, revisionId: revision.id, state: publish ? "published" : lesson.state, changed: true };
}

type NewLesson = LessonContentInput & LessonSettingsInput & { order?: number };

/** A new lesson at the end of the course (or at `order`), in draft unless `publish`. For the course's staff and the seed. */
export async function createLesson(courseId: string, input: NewLesson, actor: SaveActor, options: { publish?: boolean } = {}, t: StudioTranslate = english()): Promise<SavedLesson> {
  const [saved] = await createLessons(courseId, [input], actor, options, t);
  return saved!;
}

/**
 * New lessons at the end of the course (each at its `order` when given and free), all or none, each with its
 * first revision: a draft, or live at once with `publish`. A few statements whatever their number (the seed
 * imports a course's lessons at once).
 */
export async function createLessons(
  courseId: string,
  inputs: NewLesson[],
  actor: SaveActor,
  { publish = false }: { publish?: boolean } = {},
  t: StudioTranslate = english(),
): Promise<SavedLesson[]> {
  if (!isSeed(actor)) await requireStudioCourse(actor, courseId);
  const lessons: { text: Awaited<ReturnType<typeof lessonText>>; settings: { estimatedMinutes: number; isFreePreview: boolean }; wanted?: number }[] = [];
  for (const input of inputs) {
    const text = await lessonText(input, t);
    if (publish && !hasText(text.html)) throw fieldError("doc", t("errorNothingToPublish"), "NOTHING_TO_PUBLISH");
    lessons.push({ text, settings: lessonSettingsSchema(t).parse(input), wanted: input.order });
  }
  const course = await db.course.findUnique({ where: { id: courseId }, select: { state: true, lessons: { select: { order: true } } } });
  if (!course) throw notFound("Course not found", { code: "COURSE_NOT_FOUND" });
  const taken = new Set(course.lessons.map((l) => l.order));
  const orders = lessons.map(({ wanted }) => {
    const order = wanted && !taken.has(wanted) ? wanted : Math.max(0, ...taken) + 1;
    taken.add(order);
    return order;
  });

  const saved = await db.$transaction(async (tx) => {
    // Published at once: the live text is the first revision's. A draft lesson has no live text yet.
    const created = await tx.lesson.createManyAndReturn({
      data: lessons.map(({ text, settings }, i) => ({
        courseId,
        order: orders[i]!,
        ...settings,
        title: text.title,
        content: publish ? text.html : "",
        state: publish ? ("published" as const) : ("draft" as const),
      })),
      select: { id: true, order: true },
    });
    const lessonIds = orders.map((order) => created.find((l) => l.order === order)!.id);
    const publishedAt = publish ? new Date() : null;
    const revisions = await tx.lessonRevision.createManyAndReturn({
      data: lessons.map(({ text }, i) => ({ lessonId: lessonIds[i]!, title: text.title, doc: text.doc, html: text.html, authorId: actor.id, publishedAt })),
      select: { id: true, lessonId: true },
    });
    // Each new lesson has its one revision: point the lesson at it, in one statement.
    const column = publish ? Prisma.sql`"publishedRevisionId"` : Prisma.sql`"draftRevisionId"`;
    await tx.$executeRaw`UPDATE lessons l SET ${column} = r.id FROM lesson_revisions r WHERE r."lessonId" = l.id AND l.id IN (${Prisma.join(lessonIds)})`;
    await markEdited(tx, courseId, actor);
    return lessonIds.map((lessonId) => ({ lessonId, revisionId: revisions.find((r) => r.lessonId === lessonId)!.id }));
  });
  if (publish && !isSeed(actor)) await revalidateCourse(course.state, course.state);
  return saved.map((lesson) => ({ ...lesson, state: publish ? "published" : "draft", changed: true }));
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
  if (!isSeed(actor) && lesson.state === "published") await revalidateCourse(lesson.course.state, lesson.course.state);
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
  if (!isSeed(actor)) await revalidateCourse(lesson.course.state, lesson.course.state);
  return true;
}

/**
 * Deletes a lesson with its revisions, translations and students' progress on it. Its videos must be removed
 * first (409 otherwise): their stored files are deleted here, before their rows go with the lesson.
 */
export async function deleteLesson(lessonId: string, actor: SaveActor, t: StudioTranslate = english()): Promise<void> {
  const lesson = await staffLesson(lessonId, actor);
  // The keys of lib/videos/remove.ts PURGED_VIDEO_KEYS, written out: that module is loaded only when needed.
  const videos = await db.video.findMany({
    where: { lessonId },
    select: { id: true, storageKey: true, hlsKey: true, posterKey: true, captionsKey: true, captions: { select: { storageKey: true } }, deletedAt: true },
  });
  if (videos.some((v) => !v.deletedAt)) throw conflict(t("errorLessonHasVideos"), { code: "LESSON_HAS_VIDEOS" });
  // The storage drivers load on demand: most saves (and the seed) never delete a video's files.
  if (videos.length) {
    const { purgeVideoObjects } = await import("@/lib/videos/remove");
    for (const video of videos) await purgeVideoObjects(video);
  }
  await db.$transaction(async (tx) => {
    await tx.lesson.delete({ where: { id: lessonId } });
    await markEdited(tx, lesson.courseId, actor);
  });
  if (!isSeed(actor) && lesson.state === "published") await revalidateCourse(lesson.course.state, lesson.course.state);
}
