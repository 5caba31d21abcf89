import "server-only";
import { db } from "@/lib/db";
import { forbidden, notFound, unauthorized } from "@/lib/http/errors";
import { listPlayableVideos, type VideoDto } from "@/lib/videos/queries";
import { canViewLesson, courseAccess, type Viewer } from "./access";
import { ORIGINAL_LANGUAGE, toLessonDto, type LessonDto } from "./dto";

// The public API's view of a lesson (GET /api/lessons/{id} and /videos), under the page's access rules.

async function publishedLesson(lessonId: string) {
  const lesson = await db.lesson.findFirst({ where: { id: lessonId, course: { published: true } } });
  if (!lesson) throw notFound("Lesson not found");
  return lesson;
}

/**
 * The lesson; its content only for a viewer with access (others see its outline, locked). In `language` where
 * translated (title and content each fall back to the original on their own; the DTO says which is which).
 */
export async function lessonForViewer(lessonId: string, viewer: Viewer, language: string = ORIGINAL_LANGUAGE): Promise<LessonDto> {
  const lesson = await publishedLesson(lessonId);
  const [access, translation] = await Promise.all([
    courseAccess(viewer, lesson.courseId),
    language === ORIGINAL_LANGUAGE
      ? null
      : db.lessonTranslation.findUnique({ where: { lessonId_languageCode: { lessonId, languageCode: language } }, select: { title: true, content: true } }),
  ]);
  return toLessonDto(lesson, canViewLesson(access, lesson), translation && { ...translation, language });
}

/** The lesson's videos with signed URLs; 401 for a visitor and 403 for a signed-in user without access. */
export async function videosForViewer(lessonId: string, viewer: Viewer): Promise<VideoDto[]> {
  const lesson = await publishedLesson(lessonId);
  const access = await courseAccess(viewer, lesson.courseId);
  if (!canViewLesson(access, lesson)) {
    if (!viewer) throw unauthorized("Please sign in and enrol to watch this lesson.");
    throw forbidden("Enrol in this course to watch its lessons.", { code: "NOT_ENROLLED" });
  }
  return listPlayableVideos(lesson.id);
}
