// POST /api/webhooks/stripe – Stripe's signed events: payment succeeded or failed, charge refunded (exempt from the
// Origin check: server to server, proven by its signature)
import { readLimitedText } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { processStripeWebhook } from "@/lib/purchases/webhook";

export const POST = route(async (request) => {
  // The signature covers the exact bytes Stripe sent, so read the raw body, never re-serialised JSON.
  // Read with the same 1 MB cap as every other body (Stripe's events are a few kilobytes).
  const rawBody = await readLimitedText(request);
  return processStripeWebhook(rawBody, request.headers.get("stripe-signature"));
}, { signedWebhook: true });
