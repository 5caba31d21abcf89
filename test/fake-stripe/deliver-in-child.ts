// Run in a child process by tests that kill it part way (lib/purchases/webhook-crash.int.test.ts): handles
// one signed Stripe webhook, WEBHOOK_PAYLOAD with WEBHOOK_SIGNATURE, the way the route would, and prints
// the result. Started with `node --conditions=react-server --import tsx` (server-only, the @/ paths).
import { processStripeWebhook } from "@/lib/purchases/webhook";

processStripeWebhook(process.env.WEBHOOK_PAYLOAD ?? "", process.env.WEBHOOK_SIGNATURE ?? null).then(
  (result) => {
    console.log(JSON.stringify(result));
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
