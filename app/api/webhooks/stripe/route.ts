// POST /api/webhooks/stripe – Stripe's signed events: payment succeeded or failed, charge refunded
import { route } from "@/lib/http/route";
import { processStripeWebhook } from "@/lib/payments/webhook";

export const POST = route(async (request) => {
  // The signature covers the exact bytes Stripe sent, so read the raw body, never re-serialised JSON.
  const rawBody = await request.text();
  return processStripeWebhook(rawBody, request.headers.get("stripe-signature"));
});
