import "server-only";
import { PUBLISHED_LESSON } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import type { BookId } from "@/lib/scripture/books";
import { courseBook } from "@/lib/scripture/course-book";
import { listPlayableVideos, type VideoDto } from "@/lib/videos/queries";
import { studioCourseAccess } from "./course-access";
import type { StaffActor } from "./actor";

// "Preview as a student": the lesson's draft (else its live text) with what a student would see around it: the
// course, its place among the lessons students see, and the videos students may play. For the course's staff
// only; null (the page's 404) for anyone else.

export type LessonPreview = {
  /** `book`: the Bible book the course studies, against which the text's bare citations are read (as on the lesson page). */
  course: { slug: string; title: string; language: string; book: BookId | null };
  lesson: { id: string; title: string; html: string; order: number; total: number; estimatedMinutes: number; isFreePreview: boolean; state: "draft" | "published" };
  videos: VideoDto[];
};

export async function lessonPreview(user: StaffActor, courseId: string, lessonId: string): Promise<LessonPreview | null> {
  if (!(await studioCourseAccess(user, courseId))) return null;
  const lesson = await db.lesson.findFirst({
    where: { id: lessonId, courseId },
    select: {
      id: true,
      title: true,
      content: true,
      order: true,
      state: true,
      estimatedMinutes: true,
      isFreePreview: true,
      draftRevisionId: true,
      course: { select: { slug: true, title: true, defaultLanguage: true, section: true } },
    },
  });
  if (!lesson) return null;
  const draft = lesson.draftRevisionId ? await db.lessonRevision.findUnique({ where: { id: lesson.draftRevisionId }, select: { title: true, html: true } }) : null;
  // Its place as students would see it once published: among the published lessons, with this one counted.
  const [before, published, videos] = await Promise.all([
    db.lesson.count({ where: { courseId, ...PUBLISHED_LESSON, order: { lt: lesson.order }, id: { not: lesson.id } } }),
    db.lesson.count({ where: { courseId, ...PUBLISHED_LESSON, id: { not: lesson.id } } }),
    listPlayableVideos(lesson.id),
  ]);
  return {
    course: {
      slug: lesson.course.slug,
      title: lesson.course.title,
      language: lesson.course.defaultLanguage,
      book: courseBook({ title: lesson.course.title, section: lesson.course.section }),
    },
    lesson: {
      id: lesson.id,
      title: draft?.title ?? lesson.title,
      html: draft?.html ?? lesson.content,
      order: before + 1,
      total: published + 1,
      estimatedMinutes: lesson.estimatedMinutes,
      isFreePreview: lesson.isFreePreview,
      state: lesson.state,
    },
    videos,
  };
}
