import "server-only";
import { db } from "@/lib/db";
import { studioCourseAccess } from "./course-access";
import type { StaffActor } from "./actor";
import type { EditorDraft, EditorLesson, RevisionSummary, StudioVideo } from "./lesson-editor-types";
import { lessonRevisions } from "./lesson-history";
import { studioVideos } from "./lesson-videos";
import { currentEditorDraft, LESSON_FIELDS, sameText, workingText } from "./lesson-working-text";

// Everything the lesson editor's page shows, for the course's staff; null (the page's 404) for anyone else, for a
// lesson of another course, or one that does not exist.

export type LessonEditorData = { lesson: EditorLesson; draft: EditorDraft; revisions: RevisionSummary[]; videos: StudioVideo[] };

export async function lessonEditorData(user: StaffActor, courseId: string, lessonId: string): Promise<LessonEditorData | null> {
  if (!(await studioCourseAccess(user, courseId))) return null;
  const lesson = await db.lesson.findFirst({
    where: { id: lessonId, courseId },
    select: { ...LESSON_FIELDS, order: true, estimatedMinutes: true, isFreePreview: true, course: { select: { state: true, title: true, defaultLanguage: true } } },
  });
  if (!lesson) return null;
  const working = await workingText(db, lesson);
  const [draft, revisions, videos, progress] = await Promise.all([
    currentEditorDraft(db, lesson, working),
    lessonRevisions(lesson),
    studioVideos(lesson.id),
    db.lessonProgress.count({ where: { lessonId } }),
  ]);
  return {
    lesson: {
      id: lesson.id,
      courseId,
      courseTitle: lesson.course.title,
      courseLanguage: lesson.course.defaultLanguage,
      order: lesson.order,
      estimatedMinutes: lesson.estimatedMinutes,
      isFreePreview: lesson.isFreePreview,
      state: lesson.state,
      hasDraft: working.draft !== null && !sameText(working.draft, { title: lesson.title, html: lesson.content }),
      hasProgress: progress > 0,
    },
    draft,
    revisions,
    videos,
  };
}
