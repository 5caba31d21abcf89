import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/db/transaction";
import { conflict, notFound } from "@/lib/http/errors";
import { EMPTY_LESSON_DOCUMENT, parseLessonDocument, type LessonDocument } from "@/lib/lesson-content/document";
import { htmlToDocument } from "@/lib/lesson-content/html-to-document";
import { studioCourseAccess } from "./course-access";
import type { StaffActor } from "./actor";
import type { DraftVersion, EditorDraft, StaleDraft } from "./lesson-editor-types";
import type { LessonEditorTexts } from "./lesson-texts";
import { draftVersion } from "./lesson-version";
import { fullName, type PersonName } from "@/lib/users/full-name";

// The text a lesson's editor works on: its draft revision, or the live text when there is none (after publishing,
// or for a lesson from before the studio). Every write of it takes the lesson's row lock first, so two saves of
// the same lesson (two tabs, two servers) run one after the other and the second sees the first's version.

export const LESSON_FIELDS = {
  id: true,
  courseId: true,
  title: true,
  content: true,
  state: true,
  draftRevisionId: true,
  publishedRevisionId: true,
  updatedAt: true,
  course: { select: { state: true } },
} as const;

export const REVISION_FIELDS = {
  id: true,
  title: true,
  doc: true,
  html: true,
  createdAt: true,
  updatedAt: true,
  author: { select: { firstName: true, lastName: true, nameOrder: true } },
} as const;

type Author = PersonName | null;
export const authorName = (author: Author) => (author ? fullName(author) : null);

/** The course of a lesson `actor` may edit; 404 (the same for a lesson that does not exist) otherwise. */
export async function editableLessonCourse(lessonId: string, actor: StaffActor, texts: LessonEditorTexts): Promise<string> {
  const lesson = typeof lessonId === "string" && lessonId ? await db.lesson.findUnique({ where: { id: lessonId }, select: { courseId: true } }) : null;
  if (!lesson || !(await studioCourseAccess(actor, lesson.courseId))) throw notFound(texts.error("notFound"), { code: "LESSON_NOT_FOUND" });
  return lesson.courseId;
}

/** The lesson, its row locked until the transaction ends. */
export async function lockLesson(tx: Tx, lessonId: string, texts: LessonEditorTexts) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM lessons WHERE id = ${lessonId} FOR UPDATE`;
  const lesson = rows.length ? await tx.lesson.findUnique({ where: { id: lessonId }, select: LESSON_FIELDS }) : null;
  if (!lesson) throw notFound(texts.error("notFound"), { code: "LESSON_NOT_FOUND" });
  return lesson;
}
export type LockedLesson = Awaited<ReturnType<typeof lockLesson>>;

/** The lesson's draft revision (null when the live text is the latest) and the version an editor of it holds. */
export async function workingText(tx: Tx, lesson: LockedLesson) {
  const draft = lesson.draftRevisionId ? await tx.lessonRevision.findUnique({ where: { id: lesson.draftRevisionId }, select: REVISION_FIELDS }) : null;
  return { draft, version: draftVersion(lesson, draft) };
}
export type WorkingText = Awaited<ReturnType<typeof workingText>>;

/** Refuses a write made from an older version (409 STALE_DRAFT), saying who saved the newer one and when. */
export async function assertCurrentVersion(tx: Tx, lesson: LockedLesson, working: WorkingText, version: unknown, texts: LessonEditorTexts) {
  if (version === working.version) return;
  const newer = working.draft ?? (lesson.publishedRevisionId ? await tx.lessonRevision.findUnique({ where: { id: lesson.publishedRevisionId }, select: REVISION_FIELDS }) : null);
  const stale: StaleDraft = {
    version: working.version,
    savedAt: (newer?.updatedAt ?? lesson.updatedAt).toISOString(),
    authorName: authorName(newer?.author ?? null),
  };
  throw conflict(texts.error("stale"), { code: "STALE_DRAFT", details: { stale } });
}

/**
 * A stored revision as the editor opens it. Revisions written by the seed or by other studio code may hold a
 * document in another shape: their sanitised HTML is read into one instead.
 */
export function editorDocument(revision: { doc: unknown; html: string }): LessonDocument {
  const parsed = parseLessonDocument(revision.doc);
  if (parsed.ok) return parsed.doc;
  const fromHtml = htmlToDocument(revision.html);
  return fromHtml.ok ? fromHtml.doc : EMPTY_LESSON_DOCUMENT;
}

/** What the editor opens: the draft, else the live revision, else the live HTML. */
export async function currentEditorDraft(tx: Tx, lesson: LockedLesson, working: WorkingText): Promise<EditorDraft> {
  if (working.draft) return { title: working.draft.title, doc: editorDocument(working.draft), version: working.version };
  const live = lesson.publishedRevisionId ? await tx.lessonRevision.findUnique({ where: { id: lesson.publishedRevisionId }, select: { doc: true, html: true } }) : null;
  return { title: lesson.title, doc: editorDocument(live ?? { doc: null, html: lesson.content }), version: working.version };
}

export const sameText = (a: { title: string; html: string }, b: { title: string; html: string }) => a.title === b.title && a.html === b.html;

/** The version of a lesson whose draft is now `draft` (null: none). */
export const versionAfter = (lesson: LockedLesson, draft: { id: string; updatedAt: Date } | null, publishedRevisionId = lesson.publishedRevisionId): DraftVersion =>
  draftVersion({ draftRevisionId: draft?.id ?? null, publishedRevisionId }, draft);
