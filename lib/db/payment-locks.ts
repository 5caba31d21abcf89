import "server-only";
import type { Payment } from "@/lib/generated/prisma/client";
import type { Tx } from "./transaction";

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

/**
 * A succeeded payment of `userId` for the course, locked (FOR SHARE) until the transaction ends, so a
 * refund completing at the same moment waits for the enrollment, then ends it; a payment already refunded
 * is not found.
 */
export async function lockSucceededPayment(tx: Tx, userId: string, courseId: string): Promise<{ id: string } | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "payments"
    WHERE "userId" = ${userId} AND "courseId" = ${courseId} AND "status" = 'succeeded'
    LIMIT 1 FOR SHARE`;
  return rows[0] ?? null;
}
