import "server-only";
import { randomUUID } from "node:crypto";
import { PUBLISHED_LESSON, publishedLessonSql } from "@/lib/courses/visibility";
import { db, idempotentSql, SqlText } from "@/lib/db";
import { conflict, forbidden, notFound, unauthorized } from "@/lib/http/errors";
import { diplomaScopeKey } from "@/lib/certificates/scope";
import { STUDENT_VIDEO } from "@/lib/videos/queries";
import { COURSE_FACTS, recomputeEnrollment, settleEnrollment, type CourseFacts, type CourseProgress } from "./enrollment";
import { creditSql } from "./credit-sql";
import { watchClockGrant } from "./watch-clock";
import { clampPosition, WATCHED_FRACTION } from "./rules";
import type { CompleteInput, PositionInput } from "./schema";

export type LessonProgressResult = {
  lessonId: string;
  positionSeconds: number;
  maxWatchedSeconds: number;
  completed: boolean;
  course: CourseProgress | null;
};

// Students save progress on published lessons only (lib/courses/visibility.ts).
const PUBLISHED_LESSON_L = new SqlText(publishedLessonSql("l"));

// How far a save may move the furthest point watched (creditedSeconds): a first save of the video, and a
// later one against the row as it stands when the upsert locks it (racing saves each see the one before).
const FIRST_CREDIT = creditSql("c.seconds", "0", "NULL");
const CREDIT = creditSql(
  'EXCLUDED."positionSeconds"',
  'lesson_progress."maxWatchedSeconds"',
  `CASE WHEN lesson_progress."videoId" IS NOT DISTINCT FROM EXCLUDED."videoId"
        THEN EXTRACT(EPOCH FROM now() - lesson_progress."updatedAt")::float8 END`,
);
// What the save would credit against the row in the statement's snapshot: what it asks of the user's watch
// clock (watch-clock.ts). Racing saves of one lesson may ask from an older row: they ask too much, never too little.
const SNAPSHOT_CREDIT = creditSql(
  "c.seconds",
  't."oldCredit"',
  `CASE WHEN t."oldVideoId" IS NOT DISTINCT FROM t."videoId" THEN EXTRACT(EPOCH FROM now() - t."oldUpdatedAt")::float8 END`,
);
const SAME_VIDEO_AS_SNAPSHOT = new SqlText(`t."oldVideoId" IS NOT DISTINCT FROM t."videoId" AND t."oldCredit" IS NOT NULL`);
const CLOCK_GRANT = watchClockGrant("credited");
// The credit, no more than the snapshot's plus what the watch clock granted, and never below the row's own.
const CAPPED = new SqlText(`GREATEST(
  CASE WHEN lesson_progress."videoId" IS NOT DISTINCT FROM EXCLUDED."videoId" THEN lesson_progress."maxWatchedSeconds" ELSE 0 END,
  LEAST(${CREDIT.text}, (SELECT ceiling FROM allowed)))`);

/** The lesson, if published and the user is a student enrolled (active or completed) in its course; else 404/403. */
async function enrolledLesson(userId: string, lessonId: string) {
  const lesson = await db.lesson.findFirst({ where: { id: lessonId, ...PUBLISHED_LESSON }, select: { id: true, courseId: true } });
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

type SavedRow = CourseFacts & {
  positionSeconds: number;
  maxWatchedSeconds: number;
  lessonCompletedAt: Date | null;
  courseId: string;
  wasCompleted: boolean;
};

/**
 * Saves a player position. Saves may arrive repeated and out of order (timer, pause, beacon on leaving):
 * the position (the resume point) is the one reported; the furthest point watched only grows, and no faster
 * than playback could have carried it since the save that last raised it (creditedSeconds: a client that
 * reports the end of a video it never played is credited only as time passes), and across all the user's
 * lessons no faster than that either (the watch clock, watch-clock.ts); the lesson completes once
 * that reaches 90% of the video, and a completed lesson is never un-completed. All of it is one atomic
 * upsert, so racing saves cannot lose.
 *
 * One statement on the happy path: it reads the user row (a deleted account, or a session ended since its
 * token was issued — `sessionVersion`, lib/auth/session.ts — saves nothing), the lesson,
 * the enrollment (active or completed) and the video (of this lesson, ready), upserts only when all four are
 * there, and for a completed lesson also reads what the course's progress needs (COURSE_FACTS). The position
 * rules of rules.ts are applied in SQL (clampPosition with the video's duration; watchedThreshold and
 * creditedSeconds in float8, as JavaScript computes them: record.int.test.ts compares them). When it saves
 * nothing, `refusal` finds out why, with the answers a save always had: 401, 404, 403, 404.
 */
export async function recordPosition(userId: string, input: PositionInput, sessionVersion: number): Promise<LessonProgressResult> {
  const reportedDuration = input.durationSeconds ? Math.round(input.durationSeconds) : null;
  const whole = clampPosition(input.positionSeconds, null);
  // Idempotent, so retried on a dropped connection: run again after a first run that committed, it finds the
  // position saved and the credit raised, and asks the watch clock for nothing more.
  const [row] = await idempotentSql<SavedRow>`
    WITH target AS (
      SELECT u.id AS "userId", l.id AS "lessonId", l."courseId", v.id AS "videoId", COALESCE(v.duration, ${reportedDuration}::int) AS duration,
             old."completedAt" IS NOT NULL AS "wasCompleted",
             old."maxWatchedSeconds" AS "oldCredit", old."videoId" AS "oldVideoId", old."updatedAt" AS "oldUpdatedAt"
      FROM users u
      JOIN lessons l ON l.id = ${input.lessonId} AND ${PUBLISHED_LESSON_L}
      JOIN enrollments e ON e."userId" = u.id AND e."courseId" = l."courseId" AND e.status IN ('active', 'completed')
      JOIN videos v ON v.id = ${input.videoId} AND v."lessonId" = l.id AND v.status = 'ready' AND v.published AND v."deletedAt" IS NULL
      LEFT JOIN lesson_progress old ON old."userId" = u.id AND old."lessonId" = l.id
      WHERE u.id = ${userId} AND u."sessionVersion" = ${sessionVersion}
    ), clamped AS (
      SELECT t."lessonId", t."videoId",
             CASE WHEN t.duration <> 0 THEN LEAST(${whole}::int, t.duration) ELSE ${whole}::int END AS seconds,
             CASE WHEN t.duration <> 0 THEN GREATEST(1, CEIL(t.duration::float8 * ${WATCHED_FRACTION}::float8))::int END AS threshold
      FROM target t
    ), credited AS (
      SELECT c.*, t."userId", ${FIRST_CREDIT} AS "firstCredit",
             CASE WHEN ${SAME_VIDEO_AS_SNAPSHOT} THEN t."oldCredit" ELSE 0 END AS base,
             GREATEST(0, ${SNAPSHOT_CREDIT} - CASE WHEN ${SAME_VIDEO_AS_SNAPSHOT} THEN t."oldCredit" ELSE 0 END) AS wanted
      FROM clamped c CROSS JOIN target t
    ), clock AS (${CLOCK_GRANT}
    ), allowed AS (
      -- How far this save may take the credit: the snapshot's, plus what the watch clock granted.
      SELECT c.base + COALESCE((SELECT "grantedSeconds" FROM clock), 0) AS ceiling FROM credited c
    ), saved AS (
      INSERT INTO lesson_progress ("id", "userId", "lessonId", "videoId", "positionSeconds", "maxWatchedSeconds", "completedAt", "updatedAt")
      SELECT ${randomUUID()}, ${userId}, c."lessonId", c."videoId", c.seconds, LEAST(c."firstCredit", a.ceiling),
             CASE WHEN c.threshold IS NOT NULL AND LEAST(c."firstCredit", a.ceiling) >= c.threshold THEN now() END, now()
      FROM credited c CROSS JOIN allowed a
      ON CONFLICT ("userId", "lessonId") DO UPDATE SET
        "videoId" = EXCLUDED."videoId",
        "positionSeconds" = EXCLUDED."positionSeconds",
        "maxWatchedSeconds" = ${CAPPED},
        "completedAt" = COALESCE(lesson_progress."completedAt", CASE WHEN ${CAPPED} >= (SELECT threshold FROM clamped) THEN now() END),
        -- The time the credit was last raised: what the next save's allowance counts from.
        "updatedAt" = CASE WHEN ${CAPPED} > lesson_progress."maxWatchedSeconds" OR lesson_progress."videoId" IS DISTINCT FROM EXCLUDED."videoId"
                           THEN now() ELSE lesson_progress."updatedAt" END
      RETURNING "positionSeconds", "maxWatchedSeconds", "completedAt"
    ), scope AS (
      SELECT ${userId}::text AS "userId", "courseId", ${diplomaScopeKey(userId)}::text AS "diplomaKey" FROM target
    )
    SELECT facts.*, s."positionSeconds", s."maxWatchedSeconds", s."completedAt" AS "lessonCompletedAt", scope."courseId", t."wasCompleted"
    FROM saved s CROSS JOIN target t CROSS JOIN scope
    LEFT JOIN LATERAL (SELECT * FROM (${COURSE_FACTS}) AS f WHERE s."completedAt" IS NOT NULL) AS facts ON true`;
  if (!row) throw await refusal(userId, input, sessionVersion);
  const completed = Boolean(row.lessonCompletedAt);
  // The facts were read in the statement's snapshot, before its own upsert: a lesson this save completed is
  // not among their completed lessons yet.
  const facts = { ...row, completed: row.completed + (completed && !row.wasCompleted ? 1 : 0) };
  return {
    lessonId: input.lessonId,
    positionSeconds: row.positionSeconds,
    maxWatchedSeconds: row.maxWatchedSeconds,
    completed,
    course: completed ? await settleEnrollment(userId, row.courseId, facts) : null,
  };
}

/** Why a save wrote nothing, in the order the answers always had: account (401), lesson and enrollment (404,
 * 403, from enrolledLesson), video (404). Runs only when a save is refused. */
async function refusal(userId: string, input: PositionInput, sessionVersion: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  if (user?.sessionVersion !== sessionVersion) return unauthorized("Please sign in to continue.");
  await enrolledLesson(userId, input.lessonId);
  return notFound("Video not found");
}

/** Next / Complete Lesson on a lesson that has no video: the student moving on completes it. */
export async function completeLessonWithoutVideo(userId: string, input: CompleteInput): Promise<LessonProgressResult> {
  const lesson = await enrolledLesson(userId, input.lessonId);
  // Only videos students can watch count: an upload not yet published does not hold the lesson back.
  const videos = await db.video.count({ where: { lessonId: lesson.id, ...STUDENT_VIDEO, status: "ready" } });
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
