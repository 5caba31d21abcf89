import "server-only";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { requireUser, type SessionUser } from "@/lib/auth/session";
import { badRequest, forbidden, notFound } from "@/lib/http/errors";
import { lessonIdOfKey } from "./keys";

const ONLY_INSTRUCTORS = "Only the course's instructors can upload videos.";

/** Who manages a course's videos: admins, and the instructors linked to it by CourseInstructor. */
export async function canManageCourseVideos(user: { id: string; role: Role } | null, courseId: string): Promise<boolean> {
  if (!user) return false;
  if (user.role === "admin") return true;
  if (user.role !== "instructor") return false;
  const link = await db.courseInstructor.findUnique({ where: { courseId_userId: { courseId, userId: user.id } }, select: { userId: true } });
  return Boolean(link);
}

/**
 * First step of every upload API: a signed-in instructor or admin (401, 403 otherwise), checked before the
 * request's body or query is read, so a visitor learns nothing about what a valid request looks like.
 */
export async function requireVideoUploader(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin" && user.role !== "instructor") throw forbidden(ONLY_INSTRUCTORS);
  return user;
}

/** `user` may manage this lesson's videos (404 or 403 otherwise). */
export async function requireLessonAccess(user: SessionUser, lessonId: string): Promise<{ lessonId: string; courseId: string }> {
  const lesson = await db.lesson.findUnique({ where: { id: lessonId }, select: { id: true, courseId: true } });
  if (!lesson) throw notFound("Lesson not found");
  if (!(await canManageCourseVideos(user, lesson.courseId))) throw forbidden(ONLY_INSTRUCTORS);
  return { lessonId: lesson.id, courseId: lesson.courseId };
}

/** For the upload APIs: the signed-in user may manage this lesson's videos (401, 403 or 404 otherwise). */
export async function requireLessonVideoManager(request: Request, lessonId: string): Promise<{ user: SessionUser; lessonId: string; courseId: string }> {
  const user = await requireVideoUploader(request);
  return { user, ...(await requireLessonAccess(user, lessonId)) };
}

/** The same check for calls that carry only a storage key (sign, list, complete, abort). */
export async function requireKeyVideoManager(request: Request, key: string | null) {
  const user = await requireVideoUploader(request);
  const lessonId = key ? lessonIdOfKey(key) : null;
  if (!key || !lessonId) throw badRequest("Unknown upload key");
  return { user, ...(await requireLessonAccess(user, lessonId)), key };
}
