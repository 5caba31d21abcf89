import "server-only";
import { courseOpenTo, lessonShownTo } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import { forbidden, notFound, unauthorized } from "@/lib/http/errors";
import { listPlayableVideos, type VideoDto } from "@/lib/videos/queries";
import { canViewLesson, courseAccess, type Viewer } from "./access";
import { ORIGINAL_LANGUAGE, toLessonDto, type LessonDto } from "./dto";

// The public API's view of a lesson (GET /api/lessons/{id} and /videos), under the page's access rules.

/** The lesson and the viewer's access to its course; 404 when the viewer may not open the course or lesson at all. */
async function openLesson(lessonId: string, viewer: Viewer) {
  const lesson = await db.lesson.findUnique({ where: { id: lessonId }, include: { course: { select: { state: true } } } });
  if (!lesson) throw notFound("Lesson not found");
  const access = await courseAccess(viewer, lesson.courseId);
  if (!courseOpenTo(lesson.course.state, access) || !lessonShownTo(lesson.state, access)) throw notFound("Lesson not found");
  return { lesson, access };
}

/**
 * The lesson; its content only for a viewer with access (others see its outline, locked). In `language` where
 * translated (title and content each fall back to the original on their own; the DTO says which is which).
 */
export async function lessonForViewer(lessonId: string, viewer: Viewer, language: string = ORIGINAL_LANGUAGE): Promise<LessonDto> {
  const { lesson, access } = await openLesson(lessonId, viewer);
  const translation =
    language === ORIGINAL_LANGUAGE
      ? null
      : await db.lessonTranslation.findUnique({ where: { lessonId_languageCode: { lessonId, languageCode: language } }, select: { title: true, content: true } });
  return toLessonDto(lesson, canViewLesson(access, lesson), translation && { ...translation, language });
}

/** The lesson's videos with signed URLs; 401 for a visitor and 403 for a signed-in user without access. */
export async function videosForViewer(lessonId: string, viewer: Viewer): Promise<VideoDto[]> {
  const { lesson, access } = await openLesson(lessonId, viewer);
  if (!canViewLesson(access, lesson)) {
    if (!viewer) throw unauthorized("Please sign in and enrol to watch this lesson.");
    throw forbidden("Enrol in this course to watch its lessons.", { code: "NOT_ENROLLED" });
  }
  // Staff also get the uploads they have not published yet, as the lesson page shows them.
  return listPlayableVideos(lesson.id, { unpublished: access.staff });
}
