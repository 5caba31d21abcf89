import "server-only";
import { confirmCurrentPassword, WRONG_PASSWORD } from "@/lib/account/current-password";
import { pdfKeysFor } from "@/lib/certificates/pdf-store";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/db/transaction";
import { conflict, notFound } from "@/lib/http/errors";
import { eraseUnpaidEnrollments } from "@/lib/purchases/erase";
import { storage } from "@/lib/storage";
import { DELETED_FIRST_NAME, DELETED_LAST_NAME, deletedEmail, unusablePasswordHash } from "./anonymise";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("privacy");

export const STAFF_ACCOUNT = "STAFF_ACCOUNT";
export { WRONG_PASSWORD };

/**
 * Only a student deletes their own account here. An instructor's or admin's account carries the school's
 * records (courses taught, translations, videos, the audit trail of their actions) and an admin holds the
 * school's keys: another admin first changes their role to student, which also keeps the last admin from
 * ever deleting themself (changeRole refuses to demote the last admin or oneself).
 */
function assertStudent(role: string) {
  if (role !== "student") {
    throw conflict("Staff accounts cannot be deleted here. Ask an admin to change your role to student first.", { code: STAFF_ACCOUNT });
  }
}

/** Locks the user's row for the transaction, so a role change or a second deletion waits for this one. */
async function lockStudent(tx: Tx, userId: string) {
  const [user] = await tx.$queryRaw<{ role: string; deletedAt: Date | null; email: string }[]>`
    SELECT role, "deletedAt", email FROM users WHERE id = ${userId} FOR UPDATE`;
  if (!user || user.deletedAt) throw notFound("User not found");
  assertStudent(user.role);
  return user;
}

/**
 * Erases the person and keeps the accounts, in one transaction: progress, attempts, reset tokens,
 * certificates, teaching links and unpaid enrollments are deleted; payments (and the enrollments they paid
 * for) stay, linked to the anonymised row; the raised session version ends every session at once. Returns
 * the deleted certificates' serials, whose stored PDFs (which print the name) are removed after commit.
 */
async function eraseInTransaction(tx: Tx, userId: string): Promise<string[]> {
  const { email } = await lockStudent(tx, userId);
  const certificates = await tx.certificate.findMany({ where: { userId }, select: { serial: true } });
  const removed = {
    enrollments: await eraseUnpaidEnrollments(tx, userId),
    lessonProgress: (await tx.lessonProgress.deleteMany({ where: { userId } })).count,
    attempts: (await tx.assessmentAttempt.deleteMany({ where: { userId } })).count,
    certificates: (await tx.certificate.deleteMany({ where: { userId } })).count,
  };
  await tx.passwordResetToken.deleteMany({ where: { userId } });
  await tx.emailChangeToken.deleteMany({ where: { userId } });
  await tx.courseInstructor.deleteMany({ where: { userId } });
  // The limit counters are keyed by the old e-mail address.
  await tx.rateLimitBucket.deleteMany({ where: { key: { in: [`signin:account:${email}`, `reset:email:${email}`] } } });
  await tx.user.update({
    where: { id: userId },
    data: {
      firstName: DELETED_FIRST_NAME,
      lastName: DELETED_LAST_NAME,
      preferredLocale: null,
      email: deletedEmail(userId),
      passwordHash: unusablePasswordHash(),
      deletedAt: new Date(),
      sessionVersion: { increment: 1 },
    },
  });
  const keptPayments = await tx.payment.count({ where: { userId } });
  await recordAudit(tx, { actorId: userId, action: "user.deleted", targetType: "user", targetId: userId, details: { removed, keptPayments } });
  return certificates.map((c) => c.serial);
}

/** Removes stored certificate PDFs; a storage failure is logged, not the student's problem (the rows are gone). */
async function deleteCertificatePdfs(serials: string[]) {
  const keys = serials.flatMap(pdfKeysFor);
  const results = await Promise.allSettled(keys.map((key) => storage().delete(key)));
  const failed = results.filter((r) => r.status === "rejected").length;
  if (failed) log.error({ failed }, "account deletion: certificate PDFs could not be removed from storage");
}

/**
 * The signed-in student deletes their account, confirming with their password (confirmCurrentPassword: sign-in's
 * backoff and limits apply).
 */
export async function deleteOwnAccount(user: { id: string; email: string; role: string }, password: string, ip: string): Promise<void> {
  assertStudent(user.role);
  await confirmCurrentPassword(user, password, ip);
  const serials = await db.$transaction((tx) => eraseInTransaction(tx, user.id));
  await deleteCertificatePdfs(serials);
}
