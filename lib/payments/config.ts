import "server-only";
import { env } from "@/lib/env";

export type PaymentConfig =
  | { provider: "demo" }
  | {
      provider: "stripe";
      secretKey: string;
      webhookSecret: string;
      publishableKey: string;
      /** Only set to point the SDK at a local fake of Stripe's API (tests). */
      apiBase?: string;
    };

/**
 * The payment settings, from the memoised environment. A test that points the school at its own fake
 * Stripe sets the variables before its first request (nothing reads env() when a module is imported).
 */
export function paymentConfig(): PaymentConfig {
  const e = env();
  if (e.PAYMENTS_PROVIDER !== "stripe") return { provider: "demo" };
  return {
    provider: "stripe",
    secretKey: e.STRIPE_SECRET_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    publishableKey: e.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!,
    apiBase: e.STRIPE_API_BASE,
  };
}
