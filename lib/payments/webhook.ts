import "server-only";
import Stripe from "stripe";
import { db } from "@/lib/db";
import { badRequest, HttpError } from "@/lib/http/errors";
import { completeRefund } from "@/lib/enrollments/refund";
import { inTransaction } from "@/lib/enrollments/transaction";
import { fulfilIntent } from "./checkout";
import { paymentConfig } from "./config";
import { stripeClient, toProviderIntent } from "./stripe-provider";

// POST /api/webhooks/stripe. The signature is checked on the raw body; each handled event id goes into
// a ledger first, so a replay (Stripe retries, or an attacker resending a captured request) does nothing.

const HANDLED = new Set(["payment_intent.succeeded", "payment_intent.payment_failed", "charge.refunded"]);

function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const config = paymentConfig();
  if (config.provider !== "stripe") throw badRequest("Stripe webhooks are not configured.");
  if (!signature) throw badRequest("Missing Stripe signature.");
  try {
    return stripeClient(config).webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  } catch {
    throw badRequest("Invalid Stripe signature.");
  }
}

/** Claims an event id in the ledger; false when it was already processed (or is being processed). */
async function claimEvent(event: Stripe.Event): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO "processed_webhook_events" ("id", "provider", "type") VALUES (${event.id}, 'stripe', ${event.type})
    ON CONFLICT ("id") DO NOTHING`;
  return inserted === 1;
}

async function releaseEvent(event: Stripe.Event) {
  await db.processedWebhookEvent.deleteMany({ where: { id: event.id } });
}

async function handle(event: Stripe.Event) {
  switch (event.type) {
    case "payment_intent.succeeded": {
      // Enrols even when the browser closed before it could confirm.
      await fulfilIntent(toProviderIntent(event.data.object), "stripe");
      return;
    }
    case "payment_intent.payment_failed": {
      await db.payment.updateMany({
        where: { providerPaymentId: event.data.object.id, status: { in: ["requires_payment", "processing"] } },
        data: { status: "failed" },
      });
      return;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentIntentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentIntentId || charge.amount_refunded < charge.amount) return; // partial refunds keep access
      const refundId = charge.refunds?.data?.[0]?.id ?? null;
      await inTransaction((tx) => completeRefund(tx, paymentIntentId, refundId));
      return;
    }
  }
}

export async function processStripeWebhook(rawBody: string, signature: string | null) {
  const event = verifyStripeEvent(rawBody, signature);
  if (!HANDLED.has(event.type)) return { received: true, handled: false };
  if (!(await claimEvent(event))) return { received: true, duplicate: true };
  try {
    await handle(event);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      // A payment we will never accept (wrong amount, unknown course): retrying cannot help.
      console.warn(`[stripe webhook] ${event.type} ${event.id} ignored: ${error.message}`);
      return { received: true, handled: false };
    }
    // Let Stripe retry: forget the event so its next delivery is processed.
    await releaseEvent(event);
    throw error;
  }
  return { received: true, handled: true };
}
