import "server-only";
import { parseEnv } from "@/lib/env";

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
 * The payment settings, read from the environment on every call (a cheap zod parse) rather than once,
 * so a test can point the school at its own fake Stripe before the first request.
 */
export function paymentConfig(): PaymentConfig {
  const env = parseEnv(process.env);
  if (env.PAYMENTS_PROVIDER !== "stripe") return { provider: "demo" };
  return {
    provider: "stripe",
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    publishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!,
    apiBase: env.STRIPE_API_BASE,
  };
}
