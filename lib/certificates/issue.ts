import "server-only";
import { PUBLISHED } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import type { CertificateType } from "@/lib/generated/prisma/enums";
import { BIBLE_BOOK_COUNT, courseCertificateTitle, courseScopeKey, DIPLOMA_TITLE, diplomaScopeKey } from "./scope";
import { newCertificateSerial } from "./serial";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("certificates");

export type IssuedCertificate = { id: string; serial: string; type: CertificateType; title: string; issuedAt: Date };

const issuedSelect = { id: true, serial: true, type: true, title: true, issuedAt: true } as const;

/**
 * Inserts the certificate unless one with the same scopeKey exists, and returns whichever is stored.
 * INSERT … ON CONFLICT DO NOTHING makes two racing calls end with one row and no error; a (vanishingly
 * unlikely) serial collision also inserts nothing, so it is retried with a fresh serial.
 */
async function issueOnce(data: { userId: string; courseId: string | null; type: CertificateType; title: string; scopeKey: string }) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await db.certificate.createMany({ data: [{ ...data, serial: newCertificateSerial() }], skipDuplicates: true });
    const stored = await db.certificate.findUnique({ where: { scopeKey: data.scopeKey }, select: issuedSelect });
    if (stored) return stored;
  }
  throw new Error(`Could not issue certificate ${data.scopeKey}`);
}

/** The course certificate, issued once the student's enrollment is completed; null while it is not. */
export async function issueCourseCertificate(userId: string, courseId: string): Promise<IssuedCertificate | null> {
  const scopeKey = courseScopeKey(userId, courseId);
  const existing = await db.certificate.findUnique({ where: { scopeKey }, select: issuedSelect });
  if (existing) return existing;
  const enrollment = await db.enrollment.findUnique({
    where: { userId_courseId: { userId, courseId } },
    select: { status: true, course: { select: { title: true } } },
  });
  if (enrollment?.status !== "completed") return null;
  return issueOnce({ userId, courseId, type: "course_completion", title: courseCertificateTitle(enrollment.course.title), scopeKey });
}

/** How far the student is towards the diploma: completed Bible-book courses (Old and New Testament). */
export async function diplomaProgress(userId: string): Promise<{ completed: number; required: number }> {
  const [completed, bibleCourses] = await Promise.all([
    db.enrollment.count({ where: { userId, status: "completed", course: { testament: { not: null } } } }),
    db.course.count({ where: { ...PUBLISHED, testament: { not: null } } }),
  ]);
  // The curriculum has one course per book; should a book's course be missing, 66 is still required. A draft
  // is no requirement yet, and an archived course no longer one (its completions still count).
  return { completed, required: Math.max(bibleCourses, BIBLE_BOOK_COUNT) };
}

/** The diploma, issued once every Bible-book course is completed; null until then. */
export async function issueDiplomaIfEligible(userId: string): Promise<IssuedCertificate | null> {
  const scopeKey = diplomaScopeKey(userId);
  const existing = await db.certificate.findUnique({ where: { scopeKey }, select: issuedSelect });
  if (existing) return existing;
  const { completed, required } = await diplomaProgress(userId);
  if (completed < required) return null;
  return issueOnce({ userId, courseId: null, type: "diploma", title: DIPLOMA_TITLE, scopeKey });
}

/**
 * Called when an enrollment is (or already was) completed: its certificate, then the diploma check. A failure
 * here must not undo the student's saved progress; it is logged, and the next progress save issues it.
 */
export async function awardCourseCompletion(userId: string, courseId: string): Promise<void> {
  try {
    const certificate = await issueCourseCertificate(userId, courseId);
    if (certificate) await issueDiplomaIfEligible(userId);
  } catch (error) {
    log.error({ err: error, courseId, userId }, "could not award the course");
  }
}
