import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/db/transaction";
import { badRequest } from "@/lib/http/errors";
import { lessonContentErrorMessage } from "@/lib/lesson-content/errors";
import { htmlToDocument } from "@/lib/lesson-content/html-to-document";
import { EMPTY_LESSON_DOCUMENT } from "@/lib/lesson-content/document";
import { prepareLessonContent } from "@/lib/lesson-content/prepare";
import type { StaffActor } from "./actor";
import { markEdited } from "./edited";
import type { DraftVersion } from "./lesson-editor-types";
import { englishLessonEditorTexts, type LessonEditorTexts } from "./lesson-texts";
import { lessonTitleSchema } from "./lesson-title";
import { assertCurrentVersion, editableLessonCourse, lockLesson, sameText, versionAfter, workingText, type LockedLesson } from "./lesson-working-text";

// Autosave: the editor's title and document written into the lesson's draft revision in place (a new draft
// revision when there is none), after the same checks as any lesson text (lib/lesson-content/prepare.ts: size,
// shape, sanitised HTML). Refused, with nothing written, when the text is not acceptable or the editor's version
// is not the stored one (another tab or instructor saved since). Readers keep the live text.

export type DraftInput = { title: unknown; doc: unknown; version: unknown };
export type SavedDraft = { version: DraftVersion; savedAt: string; changed: boolean };

/** Title and document checked and made into sanitised HTML; 400 with the field's message in the user's language otherwise. */
export function checkedLessonText(input: { title: unknown; doc: unknown }, texts: LessonEditorTexts) {
  const title = lessonTitleSchema(texts.studio).safeParse(input.title);
  if (!title.success) {
    const message = title.error.issues[0]!.message;
    throw badRequest(message, { code: "INVALID_TITLE", details: { fieldErrors: { title: [message] } } });
  }
  const content = prepareLessonContent(input.doc);
  if (!content.ok) {
    const message = lessonContentErrorMessage(texts.content, content.error);
    const code = content.error.code === "tooLarge" ? "CONTENT_TOO_LARGE" : "INVALID_CONTENT";
    throw badRequest(message, { code, details: { reason: content.error.code, fieldErrors: { doc: [message] } } });
  }
  return { title: title.data, doc: content.doc, html: content.html };
}

/**
 * A lesson from before the studio has live text but no revision: it becomes the first revision (published, if
 * the lesson is), so the history starts from what students read and the first draft's changes show against it.
 */
async function adoptLiveText(tx: Tx, lesson: LockedLesson) {
  if (lesson.publishedRevisionId || !lesson.content.trim()) return lesson.publishedRevisionId;
  const doc = htmlToDocument(lesson.content);
  const live = await tx.lessonRevision.create({
    data: {
      lessonId: lesson.id,
      title: lesson.title,
      doc: doc.ok ? doc.doc : EMPTY_LESSON_DOCUMENT,
      html: lesson.content,
      authorId: null,
      createdAt: lesson.updatedAt,
      updatedAt: lesson.updatedAt,
      publishedAt: lesson.state === "published" ? lesson.updatedAt : null,
    },
    select: { id: true },
  });
  return lesson.state === "published" ? live.id : null;
}

export async function autosaveLessonDraft(lessonId: string, input: DraftInput, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<SavedDraft> {
  await editableLessonCourse(lessonId, actor, texts);
  const text = checkedLessonText(input, texts);
  return db.$transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId, texts);
    const working = await workingText(tx, lesson);
    await assertCurrentVersion(tx, lesson, working, input.version, texts);
    const base = working.draft ?? { title: lesson.title, html: lesson.content, updatedAt: lesson.updatedAt };
    // The same text again (an undo back to it, a second tab's identical save): nothing to write.
    if (sameText(base, text)) return { version: working.version, savedAt: base.updatedAt.toISOString(), changed: false };

    const data = { title: text.title, doc: text.doc, html: text.html, authorId: actor.id };
    if (working.draft) {
      const saved = await tx.lessonRevision.update({ where: { id: working.draft.id }, data, select: { id: true, updatedAt: true } });
      await markEdited(tx, lesson.courseId, actor);
      return { version: versionAfter(lesson, saved), savedAt: saved.updatedAt.toISOString(), changed: true };
    }
    const publishedRevisionId = await adoptLiveText(tx, lesson);
    const draft = await tx.lessonRevision.create({ data: { lessonId, ...data }, select: { id: true, updatedAt: true } });
    // A draft changes nothing readers see: the lesson's "last updated" date stays.
    await tx.lesson.update({ where: { id: lessonId }, data: { draftRevisionId: draft.id, publishedRevisionId, updatedAt: lesson.updatedAt } });
    await markEdited(tx, lesson.courseId, actor);
    return { version: versionAfter(lesson, draft, publishedRevisionId), savedAt: draft.updatedAt.toISOString(), changed: true };
  });
}
