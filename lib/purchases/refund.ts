import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { revokedByRefund, revokeForRefund } from "@/lib/certificates/revoke";
import type { CourseRow } from "@/lib/courses/lookup";
import { db } from "@/lib/db";
import { lockPayment } from "@/lib/db/payment-locks";
import { inTransaction, type Tx } from "@/lib/db/transaction";
import type { Payment } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/http/errors";
import { getPaymentProvider } from "@/lib/payments/provider";
import { refundClosedError, refundClosedFor } from "./refund-closed";
import { moveEnrollments, movePayment, movePayments } from "./status-writes";

// Refunds: a student within 30 days of purchase and before submitting an attempt at the course's final
// assessment or downloading its certificate (refund-closed.ts); an admin at any time. The provider refunds the card;
// the enrollment ends when the refund is complete (Stripe's charge.refunded webhook, or at once for the
// demo provider, which has no webhooks).

const REFUND_WINDOW_DAYS = 30;
const windowStart = () => new Date(Date.now() - REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000);

export type RefundState =
  | { status: "none" }
  | {
      status: "refundable";
      paymentId: string;
      amountCents: number;
      currency: string;
      deadline: string;
      /** What the refund takes away besides the course, for the confirmation to say: the certificate, the diploma. */
      revokes: { certificate: boolean; diploma: boolean };
    }
  | { status: "pending" | "refunded" }
  /** Within the 30 days, but a final attempt was submitted or the certificate downloaded. */
  | { status: "closed"; reason: "final_attempt" | "certificate" };

/** What the refund button on a course page should show the signed-in student (none for a course the request did not name). */
export async function refundStateFor(userId: string, course: CourseRow | null): Promise<RefundState> {
  if (!course) return { status: "none" };
  const payment = await db.payment.findFirst({
    where: { userId, courseId: course.id, status: { in: ["succeeded", "refund_pending", "refunded"] } },
    orderBy: { createdAt: "desc" },
  });
  if (!payment) return { status: "none" };
  if (payment.status === "refund_pending") return { status: "pending" };
  if (payment.status === "refunded") return { status: "refunded" };
  if (!payment.succeededAt || payment.succeededAt < windowStart()) return { status: "none" };
  const closed = await refundClosedFor(userId, course.id);
  if (closed) return { status: "closed", reason: closed };
  const deadline = new Date(payment.succeededAt.getTime() + REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return {
    status: "refundable",
    paymentId: payment.id,
    amountCents: payment.amountCents,
    currency: payment.currency,
    deadline: deadline.toISOString(),
    revokes: await revokedByRefund(userId, course.id),
  };
}

/**
 * Marks a payment refunded, ends its enrollment (access removed) and revokes the course's certificate (and the
 * diploma when it counted the course), all in the caller's transaction. Safe to call more than once, and at
 * once on two servers: the payment's row is locked first, so the second call finds it refunded. The
 * completion goes to the audit log in the same transaction; `actorId` is null when the provider's webhook
 * completes it.
 */
export async function completeRefund(tx: Tx, providerPaymentId: string, providerRefundId?: string | null, actorId: string | null = null) {
  const payment = await lockPayment(tx, providerPaymentId);
  if (!payment || payment.status === "refunded") return payment;
  const now = new Date();
  const updated = await movePayment(tx, payment, "refunded", { refundedAt: now, providerRefundId: providerRefundId ?? payment.providerRefundId });
  await moveEnrollments(tx, { userId: payment.userId, courseId: payment.courseId }, ["active", "completed"], "refunded", { refundedAt: now });
  await revokeForRefund(tx, payment.userId, payment.courseId, now);
  await recordAudit(tx, { actorId, action: "payment.refunded", targetType: "payment", targetId: payment.id, details: refundDetails(updated) });
  return updated;
}

/** What the audit log keeps about a refund: whose payment, which course, how much. */
function refundDetails(payment: Payment) {
  return { userId: payment.userId, courseId: payment.courseId, amountCents: payment.amountCents, currency: payment.currency };
}

/**
 * Asks the provider to refund a succeeded payment. Claims it first, so two clicks refund once; the claim and
 * its audit entry (who asked) commit together.
 */
async function startRefund(paymentId: string, actorId: string, requestedBy: "student" | "admin") {
  const payment = await db.$transaction(async (tx) => {
    const claimed = await movePayments(tx, { id: paymentId }, ["succeeded"], "refund_pending");
    if (claimed.count === 0) throw conflict("This payment cannot be refunded.", { code: "REFUND_NOT_ALLOWED" });
    const claimedPayment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    const details = { ...refundDetails(claimedPayment), requestedBy };
    await recordAudit(tx, { actorId, action: "payment.refund_requested", targetType: "payment", targetId: paymentId, details });
    return claimedPayment;
  });
  const provider = getPaymentProvider();
  let refund;
  try {
    refund = await provider.refund(payment.providerPaymentId, `refund:${payment.id}`);
  } catch (error) {
    await movePayments(db, { id: paymentId }, ["refund_pending"], "succeeded");
    throw error;
  }
  if (!provider.refundsCompleteViaWebhook && refund.status === "succeeded") {
    return inTransaction((tx) => completeRefund(tx, payment.providerPaymentId, refund.id, actorId));
  }
  // The webhook may already have completed it while we waited for the provider's answer.
  await db.payment.updateMany({
    where: { id: payment.id, providerRefundId: null },
    data: { providerRefundId: refund.id },
  });
  return db.payment.findUniqueOrThrow({ where: { id: payment.id } });
}

/** A student's own refund of the course the request named, within 30 days of the purchase. */
export async function requestStudentRefund(userId: string, course: CourseRow | null) {
  const state = await refundStateFor(userId, course);
  if (state.status === "closed") throw refundClosedError(state.reason);
  if (state.status !== "refundable") {
    throw conflict(`Refunds are available within ${REFUND_WINDOW_DAYS} days of purchase.`, { code: "REFUND_NOT_ALLOWED" });
  }
  return startRefund(state.paymentId, userId, "student");
}

/** An admin's refund of any succeeded payment; `adminId` is recorded in the audit log. */
export async function adminRefund(paymentId: string, adminId: string) {
  const payment = await db.payment.findUnique({ where: { id: paymentId }, select: { id: true } });
  if (!payment) throw notFound("Payment not found");
  return startRefund(paymentId, adminId, "admin");
}
