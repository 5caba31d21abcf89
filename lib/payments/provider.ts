import "server-only";
import { paymentConfig } from "./config";
import { demoProvider } from "./demo-provider";
import { stripeProvider } from "./stripe-provider";
import type { PaymentProvider } from "./types";

/** Stripe when PAYMENTS_PROVIDER=stripe (the production default), otherwise the demo provider. */
export function getPaymentProvider(): PaymentProvider {
  const config = paymentConfig();
  return config.provider === "stripe" ? stripeProvider(config) : demoProvider;
}
