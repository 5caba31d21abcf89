import "server-only";
import { db } from "@/lib/db";
import { lockPayment } from "@/lib/db/payment-locks";
import { inTransaction, type Tx } from "@/lib/db/transaction";
import { badRequest, HttpError, notFound } from "@/lib/http/errors";
import { CURRENCY, priceToCents } from "@/lib/payments/money";
import type { PaidCard, ProviderIntent } from "@/lib/payments/types";
import { movePayment, openEnrollment, recordPayment, type NewPayment } from "./status-writes";

// A paid enrollment is written in the same transaction as its payment's success, by whichever of
// /api/confirm-payment, the demo card form and the Stripe webhook gets the payment row's lock first (they may
// run on two servers); the others then find both rows and change nothing.

/**
 * Checks that a provider's intent is a payment for the course it names, of the amount we asked for, then
 * enrols. Used by the browser's confirmation, the webhook and the demo card form alike; the webhook passes
 * its transaction, so the enrollment commits together with the event's ledger row, or neither does.
 */
export async function fulfilIntent(intent: ProviderIntent, provider: string, tx?: Tx) {
  if (intent.status !== "succeeded") {
    throw new HttpError(402, "The payment has not succeeded.", { code: "PAYMENT_NOT_SUCCEEDED" });
  }
  if (!intent.userId || !intent.courseId) throw badRequest("The payment is not for a course.", { code: "NOT_A_COURSE_PAYMENT" });
  const client = tx ?? db;
  const recorded = await client.payment.findUnique({ where: { providerPaymentId: intent.id } });
  const course = await client.course.findUnique({ where: { id: intent.courseId } });
  if (!course) throw notFound("Course not found");
  const expected = recorded ?? { amountCents: priceToCents(course.price), currency: CURRENCY, userId: intent.userId, courseId: course.id };
  if (
    intent.amountCents !== expected.amountCents ||
    intent.currency.toLowerCase() !== expected.currency ||
    intent.userId !== expected.userId ||
    intent.courseId !== expected.courseId
  ) {
    throw badRequest("The payment does not match the course's price.", { code: "AMOUNT_MISMATCH" });
  }
  const result = await recordPaidEnrollment(
    {
      provider,
      providerPaymentId: intent.id,
      userId: intent.userId,
      courseId: intent.courseId,
      amountCents: intent.amountCents,
      currency: expected.currency,
    },
    intent.card,
    tx,
  );
  return { ...result, course };
}

/**
 * Records a succeeded payment and enrols its payer, idempotently, in `tx` when given (the webhook's
 * transaction, which also holds its ledger row) or in a transaction of its own. `newlyPaid` is true for
 * exactly one call per payment, the one that marked it succeeded: the one that may send a receipt.
 */
function recordPaidEnrollment(intent: NewPayment, card: PaidCard | null, tx?: Tx) {
  return tx ? recordPaid(tx, intent, card) : inTransaction((own) => recordPaid(own, intent, card));
}

/** The card for the receipt, written with the success, or later by a confirmation that knows it when the first did not. */
const cardFields = (card: PaidCard | null) => (card ? { cardBrand: card.brand, cardLast4: card.last4 } : {});

async function recordPaid(tx: Tx, intent: NewPayment, card: PaidCard | null) {
  let payment = await lockPayment(tx, intent.providerPaymentId);
  if (!payment) {
    // Checkout normally records the payment; one it did not record is recorded now, once, however many try.
    await recordPayment(tx, intent);
    payment = await lockPayment(tx, intent.providerPaymentId);
    if (!payment) throw new Error(`Payment ${intent.providerPaymentId} vanished while it was being recorded`);
  }
  // A late or replayed success for a payment that was refunded must not give the course back.
  if (payment.status === "refund_pending" || payment.status === "refunded") return { payment, enrollment: null, newlyPaid: false };
  const newlyPaid = payment.status !== "succeeded";
  const paid = newlyPaid
    ? await movePayment(tx, payment, "succeeded", { succeededAt: new Date(), ...cardFields(card) })
    : card && !payment.cardLast4
      ? await tx.payment.update({ where: { id: payment.id }, data: cardFields(card) })
      : payment;
  const enrollment = await openEnrollment(tx, payment.userId, payment.courseId);
  return { payment: paid, enrollment, newlyPaid };
}
