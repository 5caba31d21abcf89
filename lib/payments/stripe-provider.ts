import "server-only";
import Stripe from "stripe";
import type { CreateIntentInput, IntentStatus, PaidCard, PaymentProvider, ProviderIntent } from "./types";

type StripeSettings = { secretKey: string; apiBase?: string };

const clients = new Map<string, Stripe>();

/** One SDK client per key and API base; STRIPE_API_BASE points it at a local fake in tests. */
export function stripeClient({ secretKey, apiBase }: StripeSettings): Stripe {
  const cacheKey = `${secretKey}|${apiBase ?? ""}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const base = apiBase ? new URL(apiBase) : null;
    client = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === "https:" ? 443 : 80),
        protocol: base.protocol.replace(":", "") as "http" | "https",
      }),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** The card of the intent's latest charge, when the charge is expanded (a webhook's intent names it by id only). */
function paidCard(pi: Stripe.PaymentIntent): PaidCard | null {
  const charge = pi.latest_charge;
  const card = typeof charge === "object" && charge ? charge.payment_method_details?.card : null;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

export function toProviderIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: pi.id,
    status: pi.status as IntentStatus,
    amountCents: pi.amount,
    currency: pi.currency,
    userId: pi.metadata?.userId ?? null,
    courseId: pi.metadata?.courseId ?? null,
    clientSecret: pi.client_secret ?? null,
    lastError: pi.last_payment_error?.message ?? null,
    card: paidCard(pi),
  };
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: "stripe",
    refundsCompleteViaWebhook: true,
    async createIntent(input: CreateIntentInput) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          allowed_payment_method_types: ["card"],
          description: input.description,
          metadata: { userId: input.userId, courseId: input.courseId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderIntent(pi);
    },
    async retrieveIntent(id: string) {
      try {
        // The latest charge expanded: its card goes on the receipt.
        return toProviderIntent(await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async refund(paymentIntentId: string, idempotencyKey: string) {
      const refund = await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
      return { id: refund.id, status: refund.status ?? "pending" };
    },
  };
}
