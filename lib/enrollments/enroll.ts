import "server-only";
import { HttpError, notFound } from "@/lib/http/errors";
import { findCourseByIdOrSlug } from "@/lib/courses/lookup";
import { priceToCents } from "@/lib/payments/money";
import { inTransaction, lockPayment, type Tx } from "./transaction";

// Every enrollment write. A paid enrollment is written in the same transaction as its payment record,
// by whichever of /api/confirm-payment and the Stripe webhook gets the payment row's lock first (they may
// run on two servers); the other then finds both rows and changes nothing.

export type PaidIntent = {
  provider: string;
  providerPaymentId: string;
  userId: string;
  courseId: string;
  amountCents: number;
  currency: string;
};

/**
 * Creates the enrollment, or brings back one that was refunded; an active or completed one is left alone.
 * INSERT … ON CONFLICT DO NOTHING: two of these at once (two servers) leave one row and raise no error.
 */
async function upsertEnrollment(tx: Tx, userId: string, courseId: string) {
  await tx.enrollment.createMany({ data: [{ userId, courseId }], skipDuplicates: true });
  await tx.enrollment.updateMany({
    where: { userId, courseId, status: "refunded" },
    data: { status: "active", refundedAt: null, startedAt: new Date() },
  });
  return tx.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId, courseId } } });
}

/**
 * Records a succeeded payment and enrols its payer, idempotently, in `tx` when given (the webhook's
 * transaction, which also holds its ledger row) or in a transaction of its own. `newlyPaid` is true for
 * exactly one call per payment, the one that marked it succeeded: the one that may send a receipt.
 */
export function recordPaidEnrollment(intent: PaidIntent, tx?: Tx) {
  return tx ? recordPaid(tx, intent) : inTransaction((own) => recordPaid(own, intent));
}

async function recordPaid(tx: Tx, intent: PaidIntent) {
  let payment = await lockPayment(tx, intent.providerPaymentId);
  if (!payment) {
    // Checkout normally records the payment; one it did not record is recorded now, once, however many try.
    await tx.payment.createMany({ data: [{ ...intent, status: "requires_payment" }], skipDuplicates: true });
    payment = await lockPayment(tx, intent.providerPaymentId);
    if (!payment) throw new Error(`Payment ${intent.providerPaymentId} vanished while it was being recorded`);
  }
  // A late or replayed success for a payment that was refunded must not give the course back.
  if (payment.status === "refund_pending" || payment.status === "refunded") return { payment, enrollment: null, newlyPaid: false };
  const newlyPaid = payment.status !== "succeeded";
  const paid = newlyPaid
    ? await tx.payment.update({ where: { id: payment.id }, data: { status: "succeeded", succeededAt: new Date() } })
    : payment;
  const enrollment = await upsertEnrollment(tx, payment.userId, payment.courseId);
  return { payment: paid, enrollment, newlyPaid };
}

/**
 * A succeeded payment of `userId` for the course, locked (FOR SHARE) until the transaction ends, so a
 * refund completing at the same moment waits for the enrollment, then ends it; a payment already refunded
 * is not found.
 */
async function lockSucceededPayment(tx: Tx, userId: string, courseId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "payments"
    WHERE "userId" = ${userId} AND "courseId" = ${courseId} AND "status" = 'succeeded'
    LIMIT 1 FOR SHARE`;
  return rows[0] ?? null;
}

/** POST /api/enrollments: free courses enrol at once; a paid course needs a succeeded payment (402). */
export async function enrollInCourse(userId: string, courseIdOrSlug: string) {
  const course = await findCourseByIdOrSlug(courseIdOrSlug);
  if (!course) throw notFound("Course not found");
  const paid = priceToCents(course.price) > 0;
  const enrollment = await inTransaction(async (tx) => {
    if (paid && !(await lockSucceededPayment(tx, userId, course.id))) {
      throw new HttpError(402, "This course must be purchased before you can enroll.", {
        code: "PAYMENT_REQUIRED",
        details: { checkoutPath: `/checkout/${course.slug}` },
      });
    }
    return upsertEnrollment(tx, userId, course.id);
  });
  return { enrollment, course };
}
