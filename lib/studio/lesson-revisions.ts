import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/db/transaction";
import { notFound } from "@/lib/http/errors";
import type { StaffActor } from "./actor";
import { markEdited } from "./edited";
import type { DraftVersion, EditorDraft } from "./lesson-editor-types";
import { englishLessonEditorTexts } from "./lesson-texts";
import {
  assertCurrentVersion,
  currentEditorDraft,
  editableLessonCourse,
  editorDocument,
  lockLesson,
  sameText,
  versionAfter,
  workingText,
  type LockedLesson,
  type WorkingText,
} from "./lesson-working-text";

// Keeping and restoring revisions. Autosave rewrites the draft revision in place; "Save as revision" keeps it as
// it is (in the history, with who saved it and when) and starts a new draft from the same text; "Restore" makes
// an older revision's text the draft, keeping the current draft in the history unless it holds nothing new.
// The load answers what the editor should show now (after a stale save, "load the newer version").

/** The revision written just before `revisionId` (null: it is the first). */
async function revisionBefore(tx: Tx, lessonId: string, revision: { id: string; createdAt: Date }) {
  return tx.lessonRevision.findFirst({
    where: { lessonId, OR: [{ createdAt: { lt: revision.createdAt } }, { createdAt: revision.createdAt, id: { lt: revision.id } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { title: true, html: true },
  });
}

/** A draft that adds nothing to the history: the same text as the revision before it, or as the live text. */
async function holdsNothingNew(tx: Tx, lesson: LockedLesson, draft: NonNullable<WorkingText["draft"]>) {
  if (sameText(draft, { title: lesson.title, html: lesson.content })) return true;
  const before = await revisionBefore(tx, lesson.id, draft);
  return before !== null && sameText(draft, before);
}

export async function saveLessonRevision(lessonId: string, version: unknown, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<{ version: DraftVersion; changed: boolean }> {
  await editableLessonCourse(lessonId, actor, texts);
  return db.$transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId, texts);
    const working = await workingText(tx, lesson);
    await assertCurrentVersion(tx, lesson, working, version, texts);
    const { draft } = working;
    if (!draft || (await holdsNothingNew(tx, lesson, draft))) return { version: working.version, changed: false };
    // The current draft stays as it is, now a kept revision; the editor goes on in a copy of it.
    const next = await tx.lessonRevision.create({
      data: { lessonId, title: draft.title, doc: draft.doc ?? {}, html: draft.html, authorId: actor.id },
      select: { id: true, updatedAt: true },
    });
    await tx.lesson.update({ where: { id: lessonId }, data: { draftRevisionId: next.id, updatedAt: lesson.updatedAt } });
    await markEdited(tx, lesson.courseId, actor);
    return { version: versionAfter(lesson, next), changed: true };
  });
}

export async function restoreLessonRevision(lessonId: string, revisionId: unknown, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<EditorDraft> {
  await editableLessonCourse(lessonId, actor, texts);
  return db.$transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId, texts);
    const revision =
      typeof revisionId === "string" ? await tx.lessonRevision.findFirst({ where: { id: revisionId, lessonId }, select: { title: true, doc: true, html: true } }) : null;
    if (!revision) throw notFound(texts.error("revisionNotFound"), { code: "REVISION_NOT_FOUND" });
    const { draft } = await workingText(tx, lesson);
    const data = { title: revision.title, doc: revision.doc ?? {}, html: revision.html, authorId: actor.id };
    const restored =
      draft && (await holdsNothingNew(tx, lesson, draft))
        ? await tx.lessonRevision.update({ where: { id: draft.id }, data, select: { id: true, updatedAt: true } })
        : await tx.lessonRevision.create({ data: { lessonId, ...data }, select: { id: true, updatedAt: true } });
    await tx.lesson.update({ where: { id: lessonId }, data: { draftRevisionId: restored.id, updatedAt: lesson.updatedAt } });
    await markEdited(tx, lesson.courseId, actor);
    return { title: revision.title, doc: editorDocument(revision), version: versionAfter(lesson, restored) };
  });
}

export async function loadLessonDraft(lessonId: string, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<EditorDraft> {
  await editableLessonCourse(lessonId, actor, texts);
  return db.$transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId, texts);
    return currentEditorDraft(tx, lesson, await workingText(tx, lesson));
  });
}
