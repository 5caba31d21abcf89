import "server-only";
import { db } from "./index";
import { retryingOnLostConnection } from "./retry";
import type { Prisma } from "@/lib/generated/prisma/client";

export type Tx = Prisma.TransactionClient;

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";

/**
 * Runs `work` in one transaction. The payment and enrollment writes insert with ON CONFLICT DO NOTHING and
 * lock the payment row (lockPayment in ./payment-locks.ts), so the browser's confirmation and Stripe's
 * webhook, on two servers, take turns instead of colliding; should a unique index still refuse a write, the
 * whole transaction is run again and finds the winner's rows.
 */
export async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onceMoreIfDropped(work);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * The transaction, run once more on a fresh connection when PostgreSQL dropped its connection before COMMIT
 * was sent (PostgreSQL then rolled it all back: nothing is done twice). A drop during COMMIT may have
 * committed, so that one is not retried.
 */
async function onceMoreIfDropped<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  let committing = false;
  const run = () => {
    committing = false;
    return db.$transaction(async (tx) => {
      const result = await work(tx);
      committing = true;
      return result;
    });
  };
  return retryingOnLostConnection(run, () => !committing);
}
