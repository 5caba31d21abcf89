// Runs the fake Stripe (./server.ts) as a process of its own, for the cluster tests (scripts/run-tests.mjs
// starts it with tsx before the servers, which run with PAYMENTS_PROVIDER=stripe pointed at it). Prints
// one line of JSON on stdout: { url, secretKey, webhookSecret, publishableKey, controlUrl }.
// Its control server (127.0.0.1, tests only) does what Stripe.js and Stripe's webhook sender would:
//   POST /confirm {"intentId":"pi_…","paymentMethod"?:"pm_card_visa"}
//        confirms the intent as the student's browser would, and answers
//        { status, intent, event, payload, signature }: its payment_intent.succeeded event (or the failure
//        event of a declined card), signed, ready to POST to /api/webhooks/stripe on any server.
//   POST /sign {"eventId":"evt_…"}   a signed delivery of an event again ({ event, payload, signature }).
//   GET /intents/pi_…                the intent as the fake keeps it.
// Ends on SIGTERM or SIGINT, or when stdin closes (the harness went away).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startFakeStripe } from "./server";

async function main() {
  const fake = await startFakeStripe();

  const control = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      try {
        const input = body ? (JSON.parse(body) as Record<string, string>) : {};
        const path = (req.url ?? "/").split("?")[0]!;
        if (req.method === "POST" && path === "/confirm") {
          const intent = fake.intents.get(input.intentId ?? "");
          if (!intent) return reply(404, { error: `no intent ${input.intentId}` });
          const result = fake.confirm(intent.id, input.paymentMethod ?? "pm_card_visa");
          const type = intent.status === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed";
          const event = fake.eventFor(type, intent.id);
          return reply(200, { status: result.status, intent, event, ...fake.sign(event) });
        }
        if (req.method === "POST" && path === "/sign") {
          const event = fake.events.find((e) => e.id === input.eventId);
          if (!event) return reply(404, { error: `no event ${input.eventId}` });
          return reply(200, { event, ...fake.sign(event) });
        }
        const match = path.match(/^\/intents\/([^/]+)$/);
        if (req.method === "GET" && match) {
          const intent = fake.intents.get(decodeURIComponent(match[1]!));
          return intent ? reply(200, intent) : reply(404, { error: "no such intent" });
        }
        reply(404, { error: `no route ${req.method} ${path}` });
      } catch (error) {
        reply(500, { error: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
  const { port } = control.address() as AddressInfo;

  // The SDK's keep-alive connections would hold a graceful close: nothing here needs one.
  const stop = () => process.exit(0);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.stdin.on("end", stop);
  process.stdin.resume();

  const { url, secretKey, webhookSecret, publishableKey } = fake;
  process.stdout.write(`${JSON.stringify({ url, secretKey, webhookSecret, publishableKey, controlUrl: `http://127.0.0.1:${port}` })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
