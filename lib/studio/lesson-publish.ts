import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import type { StaffActor } from "./actor";
import { markEdited } from "./edited";
import type { DraftVersion } from "./lesson-editor-types";
import { englishLessonEditorTexts } from "./lesson-texts";
import { assertCurrentVersion, editableLessonCourse, lockLesson, versionAfter, workingText } from "./lesson-working-text";
import { revalidateCourse } from "./publish";

// Publishing makes the draft revision the live text: Lesson.title and Lesson.content become its title and
// sanitised HTML (what every reader reads), the lesson is published and points at it, and there is no draft until
// the next edit. The editor's version must be the stored one, so what goes live is exactly what the author sees.
// Unpublishing takes the lesson out of what students see and keeps everything. Both are audited in their
// transaction, and expire the pages that show the course (lib/studio/publish.ts) in every language.

/** Text a student could read: words, or at least an image. */
const hasContent = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").trim().length > 0;

export async function publishLessonDraft(lessonId: string, version: unknown, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<{ version: DraftVersion; changed: boolean }> {
  await editableLessonCourse(lessonId, actor, texts);
  const published = await db.$transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId, texts);
    const working = await workingText(tx, lesson);
    await assertCurrentVersion(tx, lesson, working, version, texts);
    const { draft } = working;
    if (!draft && lesson.state === "published") return { changed: false, version: working.version, courseState: lesson.course.state };
    const live = draft ?? { id: lesson.publishedRevisionId, title: lesson.title, html: lesson.content };
    if (!hasContent(live.html)) throw badRequest(texts.studio("errorNothingToPublish"), { code: "NOTHING_TO_PUBLISH" });

    const now = new Date();
    if (draft) {
      // Its text was written when it was last saved: publishing does not move that time.
      await tx.lessonRevision.update({ where: { id: draft.id }, data: { publishedAt: now, updatedAt: draft.updatedAt } });
      await tx.lesson.update({
        where: { id: lessonId },
        data: { title: draft.title, content: draft.html, state: "published", publishedRevisionId: draft.id, draftRevisionId: null },
      });
    } else {
      await tx.lesson.update({ where: { id: lessonId }, data: { state: "published" } });
    }
    await recordAudit(tx, { actorId: actor.id, action: "lesson.published", targetType: "lesson", targetId: lessonId, details: { courseId: lesson.courseId, revisionId: live.id } });
    await markEdited(tx, lesson.courseId, actor);
    return { changed: true, version: versionAfter(lesson, null, live.id), courseState: lesson.course.state };
  });
  if (published.changed) await revalidateCourse(published.courseState, published.courseState);
  return { version: published.version, changed: published.changed };
}

/** Students no longer see the lesson; its text, revisions and their progress stay. Answers whether it changed. */
export async function unpublishLesson(lessonId: string, actor: StaffActor, texts = englishLessonEditorTexts()): Promise<boolean> {
  await editableLessonCourse(lessonId, actor, texts);
  const courseState = await db.$transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId, texts);
    if (lesson.state === "draft") return null;
    await tx.lesson.update({ where: { id: lessonId }, data: { state: "draft" } });
    await recordAudit(tx, { actorId: actor.id, action: "lesson.unpublished", targetType: "lesson", targetId: lessonId, details: { courseId: lesson.courseId } });
    await markEdited(tx, lesson.courseId, actor);
    return lesson.course.state;
  });
  if (courseState === null) return false;
  await revalidateCourse(courseState, courseState);
  return true;
}
