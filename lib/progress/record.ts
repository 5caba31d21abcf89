import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { recomputeEnrollment, type CourseProgress } from "./enrollment";
import { clampPosition, watchedThreshold } from "./rules";
import type { CompleteInput, PositionInput } from "./schema";

export type LessonProgressResult = {
  lessonId: string;
  positionSeconds: number;
  maxWatchedSeconds: number;
  completed: boolean;
  course: CourseProgress | null;
};

/** The lesson, if the user is a student enrolled (active or completed) in its course; else 404/403. */
async function enrolledLesson(userId: string, lessonId: string) {
  const lesson = await db.lesson.findUnique({ where: { id: lessonId }, select: { id: true, courseId: true } });
  if (!lesson) throw notFound("Lesson not found");
  const enrollment = await db.enrollment.findUnique({
    where: { userId_courseId: { userId, courseId: lesson.courseId } },
    select: { status: true },
  });
  if (enrollment?.status !== "active" && enrollment?.status !== "completed") {
    throw forbidden("Progress is kept for students enrolled in this course.", { code: "NOT_ENROLLED" });
  }
  return lesson;
}

type Row = { positionSeconds: number; maxWatchedSeconds: number; completedAt: Date | null };

/**
 * Saves a player position. Saves may arrive repeated and out of order (timer, pause, beacon on leaving):
 * the furthest point watched only grows, the lesson completes once that reaches 90% of the video, and a
 * completed lesson is never un-completed. All of it is one atomic upsert, so racing saves cannot lose.
 */
export async function recordPosition(userId: string, input: PositionInput): Promise<LessonProgressResult> {
  const lesson = await enrolledLesson(userId, input.lessonId);
  const video = await db.video.findFirst({
    where: { id: input.videoId, lessonId: lesson.id, status: "ready" },
    select: { id: true, duration: true },
  });
  if (!video) throw notFound("Video not found");
  const duration = video.duration ?? (input.durationSeconds ? Math.round(input.durationSeconds) : null);
  const position = clampPosition(input.positionSeconds, duration);
  const threshold = duration ? watchedThreshold(duration) : null;

  const [row] = await db.$queryRaw<Row[]>`
    INSERT INTO lesson_progress ("id", "userId", "lessonId", "videoId", "positionSeconds", "maxWatchedSeconds", "completedAt", "updatedAt")
    VALUES (${randomUUID()}, ${userId}, ${lesson.id}, ${video.id}, ${position}, ${position},
            CASE WHEN ${threshold}::int IS NOT NULL AND ${position}::int >= ${threshold}::int THEN now() END, now())
    ON CONFLICT ("userId", "lessonId") DO UPDATE SET
      "videoId" = EXCLUDED."videoId",
      "positionSeconds" = EXCLUDED."positionSeconds",
      "maxWatchedSeconds" = CASE WHEN lesson_progress."videoId" IS DISTINCT FROM EXCLUDED."videoId"
                                 THEN EXCLUDED."maxWatchedSeconds"
                                 ELSE GREATEST(lesson_progress."maxWatchedSeconds", EXCLUDED."maxWatchedSeconds") END,
      "completedAt" = COALESCE(lesson_progress."completedAt",
                               CASE WHEN ${threshold}::int IS NOT NULL
                                     AND GREATEST(lesson_progress."maxWatchedSeconds", EXCLUDED."maxWatchedSeconds") >= ${threshold}::int
                                     AND lesson_progress."videoId" IS NOT DISTINCT FROM EXCLUDED."videoId"
                                    THEN now() END,
                               EXCLUDED."completedAt"),
      "updatedAt" = now()
    RETURNING "positionSeconds", "maxWatchedSeconds", "completedAt"`;
  const completed = Boolean(row!.completedAt);
  return {
    lessonId: lesson.id,
    positionSeconds: row!.positionSeconds,
    maxWatchedSeconds: row!.maxWatchedSeconds,
    completed,
    course: completed ? await recomputeEnrollment(userId, lesson.courseId) : null,
  };
}

/** Next / Complete Lesson on a lesson that has no video: the student moving on completes it. */
export async function completeLessonWithoutVideo(userId: string, input: CompleteInput): Promise<LessonProgressResult> {
  const lesson = await enrolledLesson(userId, input.lessonId);
  const videos = await db.video.count({ where: { lessonId: lesson.id, status: "ready" } });
  if (videos > 0) throw conflict("Watch the lesson's video to complete it.", { code: "VIDEO_NOT_WATCHED" });
  await db.lessonProgress.upsert({
    where: { userId_lessonId: { userId, lessonId: lesson.id } },
    create: { userId, lessonId: lesson.id, completedAt: new Date() },
    update: {},
  });
  // Only a row not yet complete gets a date: the first completion time is kept.
  await db.lessonProgress.updateMany({ where: { userId, lessonId: lesson.id, completedAt: null }, data: { completedAt: new Date() } });
  const completedRow = await db.lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId, lessonId: lesson.id } } });
  return {
    lessonId: lesson.id,
    positionSeconds: completedRow.positionSeconds,
    maxWatchedSeconds: completedRow.maxWatchedSeconds,
    completed: true,
    course: await recomputeEnrollment(userId, lesson.courseId),
  };
}
