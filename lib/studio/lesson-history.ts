import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { diffDocuments } from "@/lib/lesson-content/diff";
import type { StaffActor } from "./actor";
import type { RevisionChanges, RevisionSummary } from "./lesson-editor-types";
import { englishLessonEditorTexts } from "./lesson-texts";
import { authorName, editableLessonCourse, editorDocument } from "./lesson-working-text";

// The revision history: every revision of a lesson, newest first, with who wrote it, when, and which is the draft
// and which is live; and one revision's changes against the one before it, word by word, computed when asked for
// (a long history would otherwise diff every pair on each page view).

/** Enough for any lesson's working life; older revisions stay stored. */
export const HISTORY_LIMIT = 100;

const ORDER = [{ createdAt: "desc" }, { id: "desc" }] as const;

export async function lessonRevisions(lesson: { id: string; draftRevisionId: string | null; publishedRevisionId: string | null; state: string }): Promise<RevisionSummary[]> {
  const rows = await db.lessonRevision.findMany({
    where: { lessonId: lesson.id },
    orderBy: [...ORDER],
    take: HISTORY_LIMIT,
    select: { id: true, title: true, updatedAt: true, publishedAt: true, author: { select: { firstName: true, lastName: true, nameOrder: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    authorName: authorName(row.author),
    savedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    isDraft: row.id === lesson.draftRevisionId,
    isLive: row.id === lesson.publishedRevisionId && lesson.state === "published",
  }));
}

export async function revisionChanges(lessonId: string, revisionId: unknown, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<RevisionChanges> {
  const courseId = await editableLessonCourse(lessonId, actor, texts);
  const select = { id: true, title: true, doc: true, html: true, createdAt: true } as const;
  const revision = typeof revisionId === "string" ? await db.lessonRevision.findFirst({ where: { id: revisionId, lessonId }, select }) : null;
  if (!revision) throw notFound(texts.error("revisionNotFound"), { code: "REVISION_NOT_FOUND" });
  const previous = await db.lessonRevision.findFirst({
    where: { lessonId, OR: [{ createdAt: { lt: revision.createdAt } }, { createdAt: revision.createdAt, id: { lt: revision.id } }] },
    orderBy: [...ORDER],
    select,
  });
  // Words are found in the lesson's language (the course's): Chinese and Japanese have no spaces between them.
  const course = await db.course.findUnique({ where: { id: courseId }, select: { defaultLanguage: true } });
  const after = editorDocument(revision);
  const before = previous ? editorDocument(previous) : { type: "doc" as const, content: [] };
  return {
    previousTitle: previous?.title ?? null,
    title: revision.title,
    segments: diffDocuments(before, after, course?.defaultLanguage ?? "en"),
    first: previous === null,
  };
}
