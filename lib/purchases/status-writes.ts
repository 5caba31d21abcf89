import "server-only";
import type { Tx } from "@/lib/db/transaction";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import type { EnrollmentStatus, PaymentStatus } from "@/lib/generated/prisma/enums";
import { assertTransition, ENROLLMENT_INITIAL_STATUS, PAYMENT_INITIAL_STATUS } from "./status";

// Every write of a payment's or an enrollment's status, bar the progress save's completion (./progress.ts):
// each checks its move against the status table (./status.ts) before it writes.

/** The Prisma client or a transaction: what these writes need of either. */
type Rows = Pick<Tx, "payment" | "enrollment">;

type PaymentFields = Omit<Prisma.PaymentUpdateManyMutationInput, "status">;
type EnrollmentFields = Omit<Prisma.EnrollmentUpdateManyMutationInput, "status">;

export type NewPayment = {
  provider: string;
  providerPaymentId: string;
  userId: string;
  courseId: string;
  amountCents: number;
  currency: string;
  /** The language of the page the purchase started from (the receipt e-mail's). */
  locale?: string | null;
};

/**
 * Records a payment intent, once, in its first status. INSERT … ON CONFLICT DO NOTHING: a double click, or
 * two servers, record it together and end with one row, and the loser neither waits for a retry nor fails.
 */
export async function recordPayment(client: Rows, payment: NewPayment) {
  return client.payment.createMany({ data: [{ ...payment, status: PAYMENT_INITIAL_STATUS }], skipDuplicates: true });
}

/** Moves one payment, read under its row lock (lockPayment), to `to`; IllegalTransitionError unless the table allows it. */
export async function movePayment(tx: Tx, payment: Payment, to: PaymentStatus, data: PaymentFields = {}) {
  assertTransition("payment", payment.status, to);
  return tx.payment.update({ where: { id: payment.id }, data: { ...data, status: to } });
}

/**
 * Moves the payments `where` names whose status is one of `from` to `to`; a row in any other status is left
 * alone, so of two writers racing on one row only one moves it (the count says which). The table must allow
 * every `from` → `to`.
 */
export async function movePayments(client: Rows, where: Prisma.PaymentWhereInput, from: readonly PaymentStatus[], to: PaymentStatus, data: PaymentFields = {}) {
  assertTransition("payment", from, to);
  return client.payment.updateMany({ where: { ...where, status: { in: [...from] } }, data: { ...data, status: to } });
}

/** movePayments for enrollments. */
export async function moveEnrollments(
  client: Rows,
  where: Prisma.EnrollmentWhereInput,
  from: readonly EnrollmentStatus[],
  to: EnrollmentStatus,
  data: EnrollmentFields = {},
) {
  assertTransition("enrollment", from, to);
  return client.enrollment.updateMany({ where: { ...where, status: { in: [...from] } }, data: { ...data, status: to } });
}

/**
 * Opens the student's enrollment in the course: creates it, or brings back one that was refunded; an active or
 * completed one is left alone. INSERT … ON CONFLICT DO NOTHING: two of these at once (two servers) leave one
 * row and raise no error.
 */
export async function openEnrollment(tx: Tx, userId: string, courseId: string) {
  await tx.enrollment.createMany({ data: [{ userId, courseId, status: ENROLLMENT_INITIAL_STATUS }], skipDuplicates: true });
  await moveEnrollments(tx, { userId, courseId }, ["refunded"], "active", { refundedAt: null, startedAt: new Date() });
  return tx.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId, courseId } } });
}
