import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import type { CreateIntentInput, IntentStatus, PaymentProvider, ProviderIntent } from "./types";

// The demo provider (the local default without Stripe keys) charges nothing. Its "payment intents" are
// the rows of the payments table with provider "demo"; the demo card form confirms them through
// /api/payments/demo-confirm, which plays the part of Stripe.js and of Stripe's webhook at once.

const sign = (id: string) =>
  createHmac("sha256", env().NEXTAUTH_SECRET).update(`demo-intent:${id}`).digest("hex").slice(0, 32);

const demoClientSecret = (id: string) => `${id}_secret_${sign(id)}`;

/** The intent id of a demo client secret, or null when the secret was not issued by this server. */
export function verifyDemoClientSecret(clientSecret: string): string | null {
  const index = clientSecret.indexOf("_secret_");
  if (index <= 0) return null;
  const id = clientSecret.slice(0, index);
  const given = Buffer.from(clientSecret.slice(index + "_secret_".length));
  const expected = Buffer.from(sign(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

const intentStatus = (status: PaymentStatus): IntentStatus =>
  status === "succeeded" || status === "refund_pending" || status === "refunded"
    ? "succeeded"
    : status === "processing"
      ? "processing"
      : status === "canceled"
      ? "canceled"
      : "requires_payment_method";

export const demoProvider: PaymentProvider = {
  name: "demo",
  refundsCompleteViaWebhook: false,
  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    // Same key, same intent: a double click or a retry reuses it, as Stripe's idempotency keys do.
    const id = `pi_demo_${createHash("sha256").update(input.idempotencyKey).digest("hex").slice(0, 24)}`;
    const existing = await this.retrieveIntent(id);
    return (
      existing ?? {
        id,
        status: "requires_payment_method",
        amountCents: input.amountCents,
        currency: input.currency,
        userId: input.userId,
        courseId: input.courseId,
        clientSecret: demoClientSecret(id),
        lastError: null,
        card: null,
      }
    );
  },
  async retrieveIntent(id: string) {
    const row = await db.payment.findUnique({ where: { providerPaymentId: id } });
    if (!row || row.provider !== "demo") return null;
    return {
      id,
      status: intentStatus(row.status),
      amountCents: row.amountCents,
      currency: row.currency,
      userId: row.userId,
      courseId: row.courseId,
      clientSecret: demoClientSecret(id),
      lastError: row.status === "failed" ? "Your card was declined." : null,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    };
  },
  async refund(paymentIntentId: string, idempotencyKey: string) {
    const id = `re_demo_${createHash("sha256").update(`${idempotencyKey}:${paymentIntentId}`).digest("hex").slice(0, 24)}`;
    return { id, status: "succeeded" };
  },
};
