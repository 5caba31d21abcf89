import "server-only";
import { db } from "@/lib/db";
import { enqueueEmails } from "./email-queue";

// The outbox's safety net, run every 10 minutes across the servers. A row stays "sending" when its server died
// between claiming it and marking it sent: almost always during the SMTP conversation (seconds), rarely in the
// one statement after the server accepted it, so it is sent again (a rare duplicate rather than a lost e-mail).
// A "pending" row whose job is gone (retries used up while the SMTP server was down for hours) is queued again;
// the job's singleton key keeps a row with a live job from getting a second one.

/** Far longer than a send (a job expires after 5 minutes). */
export const STALLED_AFTER_MS = 15 * 60_000;
/** Two rounds of the queue's retries; then the row stays pending with its last error, for an operator. */
export const MAX_SEND_ATTEMPTS = 12;
const BATCH = 500;

export async function sweepEmailOutbox(now = new Date()): Promise<{ stalled: number; requeued: number }> {
  const before = new Date(now.getTime() - STALLED_AFTER_MS);
  const stalled = await db.emailDelivery.findMany({ where: { status: "sending", updatedAt: { lt: before } }, take: BATCH, select: { id: true } });
  const released = await db.emailDelivery.updateMany({
    where: { id: { in: stalled.map((row) => row.id) }, status: "sending" },
    data: { status: "pending", detail: "The server sending it stopped before it was marked sent; sent again." },
  });
  const waiting = await db.emailDelivery.findMany({
    where: { status: "pending", updatedAt: { lt: before }, attempts: { lt: MAX_SEND_ATTEMPTS } },
    orderBy: { updatedAt: "asc" },
    take: BATCH,
    select: { id: true },
  });
  const ids = [...stalled, ...waiting].map((row) => row.id);
  await enqueueEmails(ids);
  return { stalled: released.count, requeued: ids.length };
}
