import "server-only";
import type { Tx } from "@/lib/db/transaction";

// A payment in these states is a sale the accounts must show, so the enrollment it paid for stays with it.
const SOLD = ["succeeded", "refund_pending", "refunded"] as const;

/**
 * Account erasure (lib/privacy), in its transaction: deletes the student's enrollments that no sale paid for
 * (free courses, abandoned checkouts). Payments, and the enrollments they paid for, are the school's accounts
 * and stay, linked to the anonymised user. Returns how many enrollments were deleted.
 */
export async function eraseUnpaidEnrollments(tx: Tx, userId: string): Promise<number> {
  const sold = await tx.payment.findMany({ where: { userId, status: { in: [...SOLD] } }, select: { courseId: true } });
  const { count } = await tx.enrollment.deleteMany({ where: { userId, courseId: { notIn: sold.map((p) => p.courseId) } } });
  return count;
}
