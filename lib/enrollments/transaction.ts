import "server-only";
import { db } from "@/lib/db";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";

export type Tx = Prisma.TransactionClient;

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";

/**
 * Runs `work` in one transaction. The payment and enrollment writes insert with ON CONFLICT DO NOTHING and
 * lock the payment row (lockPayment), so the browser's confirmation and Stripe's webhook, on two servers,
 * take turns instead of colliding; should a unique index still refuse a write, the whole transaction is
 * run again and finds the winner's rows.
 */
export async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(work);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Reads a payment and locks its row until the transaction ends (SELECT … FOR UPDATE). Every change of a
 * payment's status (paid, refunded) goes through this lock, so two servers handling the same payment at
 * once run one after the other, and the second sees what the first committed. Null when there is none.
 */
export async function lockPayment(tx: Tx, providerPaymentId: string): Promise<Payment | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "payments" WHERE "providerPaymentId" = ${providerPaymentId} FOR UPDATE`;
  const id = rows[0]?.id;
  return id ? tx.payment.findUnique({ where: { id } }) : null;
}
