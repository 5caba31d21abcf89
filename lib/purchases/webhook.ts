import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { inTransaction, type Tx } from "@/lib/db/transaction";
import { HttpError } from "@/lib/http/errors";
import { getPaymentProvider } from "@/lib/payments/provider";
import { toProviderIntent } from "@/lib/payments/stripe-provider";
import type { ProviderIntent } from "@/lib/payments/types";
import { verifyStripeEvent } from "@/lib/payments/stripe-webhook";
import { fulfilIntent } from "./fulfil";
import { sendReceiptOnce } from "./receipt-mail";
import { completeRefund } from "./refund";
import { movePayments } from "./status-writes";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("stripe-webhook");

// POST /api/webhooks/stripe. The signature is checked on the raw body (verifyStripeEvent). Each handled event
// id goes into a ledger in the same transaction as the event's own writes: both commit or neither does, so a
// replay (Stripe retries, or an attacker resending a captured request) does nothing, and a delivery whose
// server died half way leaves no trace and is handled in full when Stripe sends it again.

const HANDLED = new Set(["payment_intent.succeeded", "payment_intent.payment_failed", "charge.refunded"]);

type WebhookResult = { received: true; handled?: boolean; duplicate?: true };

/**
 * Writes the event's ledger row; false when the event was already processed. A delivery of the same event
 * running at the same time (another server) holds the row's primary key uncommitted: this insert waits
 * for that transaction, then inserts nothing if it committed, or claims the event if it rolled back.
 */
async function claimEvent(client: Pick<Tx, "$executeRaw">, event: Stripe.Event): Promise<boolean> {
  const inserted = await client.$executeRaw`
    INSERT INTO "processed_webhook_events" ("id", "provider", "type") VALUES (${event.id}, 'stripe', ${event.type})
    ON CONFLICT ("id") DO NOTHING`;
  return inserted === 1;
}

/**
 * The succeeded intent with its card: an event names the latest charge by id only, so the intent is asked for
 * with the charge expanded, before the transaction (no network call holds its locks). Without an answer the
 * payment is still fulfilled; the receipt then lacks the card until the browser's confirmation adds it.
 */
async function succeededIntent(event: Stripe.Event): Promise<ProviderIntent | null> {
  if (event.type !== "payment_intent.succeeded") return null;
  const intent = toProviderIntent(event.data.object);
  if (intent.card) return intent;
  const fetched = await getPaymentProvider().retrieveIntent(intent.id).catch(() => null);
  return { ...intent, card: fetched?.card ?? null };
}

async function handle(tx: Tx, event: Stripe.Event, succeeded: ProviderIntent | null) {
  switch (event.type) {
    case "payment_intent.succeeded": {
      // Enrols even when the browser closed before it could confirm.
      await fulfilIntent(succeeded ?? toProviderIntent(event.data.object), "stripe", tx);
      return;
    }
    case "payment_intent.payment_failed": {
      await movePayments(tx, { providerPaymentId: event.data.object.id }, ["requires_payment", "processing"], "failed");
      return;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentIntentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentIntentId || charge.amount_refunded < charge.amount) return; // partial refunds keep access
      const refundId = charge.refunds?.data?.[0]?.id ?? null;
      await completeRefund(tx, paymentIntentId, refundId);
      return;
    }
  }
}

async function sendPaidReceipt(providerPaymentId: string) {
  const payment = await db.payment.findUnique({ where: { providerPaymentId }, select: { id: true } });
  if (payment) await sendReceiptOnce(payment.id);
}

export async function processStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResult> {
  const event = verifyStripeEvent(rawBody, signature);
  if (!HANDLED.has(event.type)) return { received: true, handled: false };
  const succeeded = await succeededIntent(event);
  try {
    const handled = await inTransaction(async (tx) => {
      if (!(await claimEvent(tx, event))) return false;
      await handle(tx, event, succeeded);
      return true;
    });
    // After the commit: the receipt goes out once, by whichever of this and the browser's confirmation comes first.
    if (succeeded) await sendPaidReceipt(succeeded.id);
    return handled ? { received: true, handled: true } : { received: true, duplicate: true };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      // A payment we will never accept (wrong amount, unknown course, a status move the table refuses):
      // retrying cannot help. Its writes were rolled back; the ledger row alone makes a replay a no-op.
      log.warn({ eventType: event.type, eventId: event.id, reason: error.message }, "event ignored");
      await claimEvent(db, event);
      return { received: true, handled: false };
    }
    // Nothing was recorded: Stripe's next delivery of the event handles it.
    throw error;
  }
}
