import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { findCourseByIdOrSlug } from "@/lib/courses/lookup";
import { countPlayableVideos, listPlayableVideos, type VideoDto } from "@/lib/videos/queries";
import { canViewLesson, courseAccess, type Viewer } from "./access";
import { toLessonDto, type LessonDto } from "./dto";

export type LessonListItem = {
  id: string;
  title: string;
  order: number;
  estimatedMinutes: number;
  completed: boolean;
  accessible: boolean;
};

export type LessonPageData = {
  course: { id: string; slug: string; title: string };
  lesson: LessonDto;
  lessons: LessonListItem[];
  previous: LessonListItem | null;
  next: LessonListItem | null;
  /** Empty when the viewer may not watch: no URL ever reaches a locked page. */
  videos: VideoDto[];
  videoCount: number;
  viewer: { signedIn: boolean; enrolled: boolean };
  progress: { completed: boolean; positionSeconds: number; videoId: string | null };
};

/** Everything the lesson page shows (once per request: metadata and page share it), decided for this viewer; null when the course or lesson does not exist. */
export const getLessonPageData = cache(loadLessonPageData);

async function loadLessonPageData(courseKey: string, lessonId: string, viewer: Viewer, locale: string): Promise<LessonPageData | null> {
  const course = await findCourseByIdOrSlug(courseKey);
  if (!course) return null;
  const lesson = await db.lesson.findFirst({
    where: { id: lessonId, courseId: course.id },
    include: { translations: { where: { languageCode: locale }, take: 1 } },
  });
  if (!lesson) return null;

  const [access, rows, translation, progressRows] = await Promise.all([
    courseAccess(viewer, course.id),
    db.lesson.findMany({
      where: { courseId: course.id },
      orderBy: { order: "asc" },
      select: { id: true, title: true, order: true, estimatedMinutes: true, isFreePreview: true, translations: { where: { languageCode: locale }, select: { title: true }, take: 1 } },
    }),
    db.courseTranslation.findUnique({ where: { courseId_languageCode: { courseId: course.id, languageCode: locale } }, select: { title: true } }),
    viewer ? db.lessonProgress.findMany({ where: { userId: viewer.id, lesson: { courseId: course.id } } }) : [],
  ]);
  const progressBy = new Map(progressRows.map((p) => [p.lessonId, p]));
  const lessons = rows.map((l) => ({
    id: l.id,
    title: l.translations[0]?.title ?? l.title,
    order: l.order,
    estimatedMinutes: l.estimatedMinutes,
    completed: Boolean(progressBy.get(l.id)?.completedAt),
    accessible: canViewLesson(access, l),
  }));
  const index = lessons.findIndex((l) => l.id === lesson.id);
  const accessible = canViewLesson(access, lesson);
  const videos = accessible ? await listPlayableVideos(lesson.id) : [];
  const own = progressBy.get(lesson.id);

  return {
    course: { id: course.id, slug: course.slug, title: translation?.title ?? course.title },
    lesson: toLessonDto(lesson, accessible, lesson.translations[0]),
    lessons,
    previous: lessons[index - 1] ?? null,
    next: lessons[index + 1] ?? null,
    videos,
    videoCount: accessible ? videos.length : await countPlayableVideos(lesson.id),
    viewer: { signedIn: Boolean(viewer), enrolled: access.enrolled },
    progress: { completed: Boolean(own?.completedAt), positionSeconds: own?.positionSeconds ?? 0, videoId: own?.videoId ?? null },
  };
}
