import "server-only";
import type Stripe from "stripe";
import { badRequest } from "@/lib/http/errors";
import { paymentConfig } from "./config";
import { stripeClient } from "./stripe-provider";

/** A Stripe webhook's event, its signature checked on the raw body; 400 when it is missing or wrong. */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const config = paymentConfig();
  if (config.provider !== "stripe") throw badRequest("Stripe webhooks are not configured.");
  if (!signature) throw badRequest("Missing Stripe signature.");
  try {
    return stripeClient(config).webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  } catch {
    throw badRequest("Invalid Stripe signature.");
  }
}
