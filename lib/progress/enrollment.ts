import "server-only";
import { awardCourseCompletion } from "@/lib/certificates/issue";
import { db } from "@/lib/db";
import { coursePercent } from "./rules";

export type CourseProgress = { progress: number; status: "active" | "completed" | "refunded"; completedAt: Date | null };

/**
 * Recomputes Enrollment.progress from the completed lessons and, when every lesson is complete and every
 * assessment of the course is passed, marks the enrolment completed (once: a completed enrolment is never
 * set back to active, even if lessons are added).
 */
export async function recomputeEnrollment(userId: string, courseId: string): Promise<CourseProgress | null> {
  const [total, completed, unpassed] = await Promise.all([
    db.lesson.count({ where: { courseId } }),
    db.lessonProgress.count({ where: { userId, completedAt: { not: null }, lesson: { courseId } } }),
    // Assessments that can be sat (they have questions) without a passed attempt by this student.
    db.assessment.count({ where: { courseId, questions: { some: {} }, attempts: { none: { userId, status: "submitted", passed: true } } } }),
  ]);
  const progress = coursePercent(completed, total);
  await db.enrollment.updateMany({ where: { userId, courseId, status: { not: "refunded" } }, data: { progress } });
  if (total > 0 && completed >= total && unpassed === 0) {
    // The status filter makes the completion happen once even when two saves race.
    await db.enrollment.updateMany({
      where: { userId, courseId, status: "active" },
      data: { status: "completed", completedAt: new Date() },
    });
  }
  const row = await db.enrollment.findUnique({
    where: { userId_courseId: { userId, courseId } },
    select: { progress: true, status: true, completedAt: true },
  });
  // Idempotent: issues the course certificate (and the diploma after the 66th book) once, and repairs a
  // certificate an earlier failure left unissued.
  if (row?.status === "completed") await awardCourseCompletion(userId, courseId);
  return row;
}
