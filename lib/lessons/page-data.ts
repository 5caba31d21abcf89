import "server-only";
import { cache } from "react";
import { sql } from "@/lib/db";
import { courseOpenTo, lessonShownTo } from "@/lib/courses/visibility";
import type { BookId } from "@/lib/scripture/books";
import { courseBook } from "@/lib/scripture/course-book";
import type { CourseState, LessonState } from "@/lib/generated/prisma/enums";
import { playbackUrls, type PlaybackUrls, type PlayableSource } from "@/lib/videos/playback";
import type { VideoDto } from "@/lib/videos/queries";
import { accessOf, canViewLesson, type CourseAccess, type Viewer } from "./access";
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
  /** `book`: the Bible book the course studies (bare citations in its lessons are read against it), or null. */
  course: { id: string; slug: string; title: string; book: BookId | null };
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

/**
 * Everything the lesson page shows (once per request: metadata and page share it), decided for this viewer;
 * null when the course or lesson does not exist or is not for this viewer (a draft course or lesson for anyone
 * but its staff, an archived course for anyone but its enrolled students and staff: lib/courses/visibility.ts).
 */
export const getLessonPageData = cache(loadLessonPageData);

type LessonPageRow = {
  courseId: string;
  courseState: CourseState;
  state: LessonState;
  courseSlug: string;
  courseTitle: string;
  courseEnglishTitle: string;
  courseSection: string | null;
  id: string;
  title: string;
  content: string;
  order: number;
  estimatedMinutes: number;
  isFreePreview: boolean;
  updatedAt: Date;
  translation: { title: string; content: string } | null;
  enrollmentStatus: CourseAccess["enrollmentStatus"];
  teaching: boolean;
  lessons: { id: string; title: string; order: number; estimatedMinutes: number; isFreePreview: boolean; completed: boolean; state: LessonState }[];
  progress: { completed: boolean; positionSeconds: number; videoId: string | null } | null;
  /** The playable videos, in order; signed and shown only to a viewer with access. */
  videos: PlayableVideoRow[] | null;
};

type PlayableVideoRow = Omit<VideoDto, keyof PlaybackUrls> & PlayableSource;

/**
 * One statement for the course (in any state, by slug or id, as courseFromUrl matches it), the lesson, the
 * course's lessons with their states and this viewer's ticks, the viewer's enrollment and teaching link, their
 * progress here and the lesson's playable videos (as listPlayableVideos selects and orders them: not deleted, and
 * published unless `staff` may see the uploads they have not published yet); titles and text in `locale`.
 */
function lessonPageRow(courseKey: string, lessonId: string, viewer: Viewer, locale: string) {
  const userId = viewer?.id ?? null;
  // accessOf's staff, in SQL: an admin, or an instructor of this course.
  const admin = viewer?.role === "admin";
  const instructor = viewer?.role === "instructor";
  return sql<LessonPageRow>`
    WITH course AS (
      SELECT c.id, c.slug, c.state, COALESCE(ct.title, c.title) AS title, c.title AS "englishTitle", c.section
      FROM courses c
      LEFT JOIN course_translations ct ON ct."courseId" = c.id AND ct."languageCode" = ${locale}
      WHERE c.slug = ${courseKey.toLowerCase()} OR c.id = ${courseKey}
      ORDER BY c.slug = ${courseKey.toLowerCase()} DESC
      LIMIT 1
    )
    SELECT c.id AS "courseId", c.slug AS "courseSlug", c.title AS "courseTitle", c."englishTitle" AS "courseEnglishTitle",
           c.section AS "courseSection", c.state AS "courseState",
           l.id, l.title, l.content, l."order", l."estimatedMinutes", l."isFreePreview", l."updatedAt", l.state,
           CASE WHEN lt.id IS NOT NULL THEN json_build_object('title', lt.title, 'content', lt.content) END AS translation,
           e.status AS "enrollmentStatus",
           EXISTS (SELECT 1 FROM course_instructors ci WHERE ci."courseId" = c.id AND ci."userId" = ${userId}) AS teaching,
           (SELECT json_agg(json_build_object(
                     'id', x.id, 'title', COALESCE(xt.title, x.title), 'order', x."order", 'estimatedMinutes', x."estimatedMinutes",
                     'isFreePreview', x."isFreePreview", 'completed', p."completedAt" IS NOT NULL, 'state', x.state) ORDER BY x."order")
              FROM lessons x
              LEFT JOIN lesson_translations xt ON xt."lessonId" = x.id AND xt."languageCode" = ${locale}
              LEFT JOIN lesson_progress p ON p."lessonId" = x.id AND p."userId" = ${userId}
              WHERE x."courseId" = c.id) AS lessons,
           CASE WHEN own.id IS NOT NULL THEN json_build_object(
                  'completed', own."completedAt" IS NOT NULL, 'positionSeconds', own."positionSeconds", 'videoId', own."videoId") END AS progress,
           (SELECT json_agg(json_build_object(
                     'id', v.id, 'lessonId', v."lessonId", 'title', v.title, 'description', v.description, 'duration', v.duration,
                     'fileSize', v."fileSize", 'contentType', v."contentType", 'storageKey', v."storageKey", 'captionsKey', v."captionsKey",
                     'hlsKey', v."hlsKey", 'posterKey', v."posterKey",
                     'captions', (SELECT coalesce(json_agg(json_build_object('languageCode', vc."languageCode", 'storageKey', vc."storageKey")), '[]'::json)
                                    FROM video_captions vc WHERE vc."videoId" = v.id))
                     ORDER BY v."order" ASC, v."createdAt" ASC)
              FROM videos v
              WHERE v."lessonId" = l.id AND v."deletedAt" IS NULL
                AND (v.status = 'ready' OR (v.status = 'processing' AND v."probedAt" IS NOT NULL))
                AND (v.published OR ${admin}::boolean OR (${instructor}::boolean AND EXISTS (
                       SELECT 1 FROM course_instructors ci WHERE ci."courseId" = c.id AND ci."userId" = ${userId})))) AS videos
    FROM course c
    JOIN lessons l ON l.id = ${lessonId} AND l."courseId" = c.id
    LEFT JOIN lesson_translations lt ON lt."lessonId" = l.id AND lt."languageCode" = ${locale}
    LEFT JOIN enrollments e ON e."userId" = ${userId} AND e."courseId" = c.id
    LEFT JOIN lesson_progress own ON own."userId" = ${userId} AND own."lessonId" = l.id`;
}

async function loadLessonPageData(courseKey: string, lessonId: string, viewer: Viewer, locale: string): Promise<LessonPageData | null> {
  const key = decodeURIComponent(courseKey).trim();
  if (!key) return null;
  const [row] = await lessonPageRow(key, lessonId, viewer, locale);
  if (!row) return null;

  const access = accessOf(viewer, row.enrollmentStatus, row.teaching);
  if (!courseOpenTo(row.courseState, access) || !lessonShownTo(row.state, access)) return null;
  const lessons = row.lessons
    .filter((l) => lessonShownTo(l.state, access))
    .map((l) => ({
      id: l.id,
      title: l.title,
      order: l.order,
      estimatedMinutes: l.estimatedMinutes,
      completed: l.completed,
      accessible: canViewLesson(access, l),
    }));
  const index = lessons.findIndex((l) => l.id === row.id);
  const accessible = canViewLesson(access, row);
  const playable = row.videos ?? [];
  // No URL is ever signed for a viewer without access.
  const videos = accessible ? await Promise.all(playable.map(signed)) : [];

  return {
    course: { id: row.courseId, slug: row.courseSlug, title: row.courseTitle, book: courseBook({ title: row.courseEnglishTitle, section: row.courseSection }) },
    lesson: toLessonDto(row, accessible, row.translation && { ...row.translation, language: locale }),
    lessons,
    previous: lessons[index - 1] ?? null,
    next: lessons[index + 1] ?? null,
    videos,
    videoCount: playable.length,
    viewer: { signedIn: Boolean(viewer), enrolled: access.enrolled },
    progress: row.progress ?? { completed: false, positionSeconds: 0, videoId: null },
  };
}

/** A playable video with freshly signed URLs, as listPlayableVideos (lib/videos/queries.ts) returns it. */
async function signed({ storageKey, captionsKey, captions, hlsKey, posterKey, ...video }: PlayableVideoRow): Promise<VideoDto> {
  return { ...video, fileSize: Number(video.fileSize), ...(await playbackUrls({ id: video.id, storageKey, captionsKey, captions, hlsKey, posterKey })) };
}
