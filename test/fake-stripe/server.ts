// A local fake of the parts of Stripe's HTTP API the school uses, so integration tests run the real
// `stripe` SDK (pointed here with its host, port and protocol options) without the network. It keeps
// payment intents, charges and refunds in memory, honours idempotency keys as Stripe does, and builds
// webhook events signed with Stripe's real scheme (stripe.webhooks.generateTestHeaderString).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { parseStripeForm } from "./form";

type Json = Record<string, unknown>;
type Intent = Json & { id: string; amount: number; currency: string; status: string; metadata: Record<string, string>; latest_charge: string | null };
type Charge = Json & { id: string; amount: number; amount_refunded: number; refunded: boolean; payment_intent: string; refunds: { object: "list"; data: Json[] } };

// The cards behind Stripe's test payment methods, as a charge's payment_method_details reports them.
const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_amex: { brand: "amex", last4: "0005" },
};

const rand = (n = 14) => randomBytes(n).toString("hex").slice(0, n * 2 - 4);
const now = () => Math.floor(Date.now() / 1000);

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const secretKey = `sk_test_fake_${rand(8)}`;
  const webhookSecret = `whsec_fake_${rand(12)}`;
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const idempotent = new Map<string, { body: string; status: number; response: Json }>();
  const events: Stripe.Event[] = [];
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];

  const stripeError = (status: number, type: string, message: string, extra: Json = {}) => ({
    status,
    response: { error: { type, message, ...extra } },
  });

  function emit(type: string, object: Json) {
    const event = {
      id: `evt_${rand()}`,
      object: "event",
      api_version: "2025-01-01",
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event;
    events.push(event);
    return event;
  }

  function confirm(intent: Intent, paymentMethod: string) {
    if (intent.status === "succeeded") return { status: 200, response: intent };
    if (paymentMethod === "pm_card_chargeDeclined") {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { type: "card_error", code: "card_declined", message: "Your card was declined." };
      emit("payment_intent.payment_failed", intent);
      return stripeError(402, "card_error", "Your card was declined.", { code: "card_declined", payment_intent: intent });
    }
    const charge: Charge = {
      id: `ch_${rand()}`,
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      refunded: false,
      paid: true,
      status: "succeeded",
      payment_intent: intent.id,
      payment_method: paymentMethod,
      payment_method_details: { type: "card", card: { ...(TEST_CARDS[paymentMethod] ?? TEST_CARDS.pm_card_visa), exp_month: 12, exp_year: 2034, funding: "credit", country: "US" } },
      refunds: { object: "list", data: [] },
    };
    charges.set(charge.id, charge);
    Object.assign(intent, { status: "succeeded", latest_charge: charge.id, last_payment_error: null, payment_method: paymentMethod });
    emit("payment_intent.succeeded", intent);
    return { status: 200, response: intent };
  }

  /** The intent as Stripe answers it: `latest_charge` is the charge's id, or the charge itself when the request expands it. */
  function withExpansions(intent: Intent, expand: string[]) {
    if (!expand.includes("latest_charge") || !intent.latest_charge) return intent;
    return { ...intent, latest_charge: charges.get(intent.latest_charge) ?? intent.latest_charge };
  }

  function route(method: string, path: string, form: Json, expand: string[] = []): { status: number; response: Json } {
    let match: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/payment_intents") {
      const id = `pi_${rand()}`;
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(form.amount),
        currency: String(form.currency),
        status: "requires_payment_method",
        client_secret: `${id}_secret_${rand()}`,
        metadata: (form.metadata as Record<string, string>) ?? {},
        allowed_payment_method_types: form.allowed_payment_method_types ?? null,
        payment_method_types: form.allowed_payment_method_types ?? ["card", "link"],
        description: form.description ?? null,
        created: now(),
        livemode: false,
        latest_charge: null,
        last_payment_error: null,
      };
      intents.set(id, intent);
      return { status: 200, response: intent };
    }
    if ((match = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/))) {
      const intent = intents.get(decodeURIComponent(match[1]!));
      if (!intent) return stripeError(404, "invalid_request_error", `No such payment_intent: '${match[1]}'`, { code: "resource_missing" });
      if (method === "GET") return { status: 200, response: withExpansions(intent, expand) };
      if (method === "POST" && match[2]) return confirm(intent, String(form.payment_method ?? "pm_card_visa"));
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(String(form.payment_intent));
      const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!intent || !charge) return stripeError(404, "invalid_request_error", "No such payment_intent", { code: "resource_missing" });
      if (charge.refunded) return stripeError(400, "invalid_request_error", `Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
      const refund = { id: `re_${rand()}`, object: "refund", amount: charge.amount, charge: charge.id, payment_intent: intent.id, status: "succeeded", created: now() };
      Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
      charge.refunds.data.unshift(refund);
      emit("charge.refunded", charge);
      return { status: 200, response: refund };
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake-stripe");
      const path = url.pathname;
      // The SDK sends a GET's expand[0]=… in the query string.
      const expand = [...url.searchParams].filter(([key]) => key.startsWith("expand")).map(([, value]) => value);
      const method = req.method ?? "GET";
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method, path, idempotencyKey });
      let result: { status: number; response: Json };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        result = stripeError(401, "invalid_request_error", "Invalid API Key provided.");
      } else if (method === "POST" && idempotencyKey && idempotent.has(idempotencyKey)) {
        // Stripe replays the first answer for a key, and refuses the key with different parameters.
        const first = idempotent.get(idempotencyKey)!;
        result = first.body === body ? first : stripeError(400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters they were first used with.");
      } else {
        result = route(method, path, parseStripeForm(body), expand);
        if (method === "POST" && idempotencyKey) idempotent.set(idempotencyKey, { body, ...result });
      }
      res.writeHead(result.status, { "content-type": "application/json", "request-id": `req_${rand(6)}` });
      res.end(JSON.stringify(result.response));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(secretKey);

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    publishableKey: "pk_test_fake",
    intents,
    events,
    requests,
    /** What Stripe.js does in the browser when the student submits the card form. */
    confirm: (id: string, paymentMethod = "pm_card_visa") => confirm(intents.get(id)!, paymentMethod),
    /** The latest event of a type about an object. */
    eventFor(type: string, objectId: string) {
      const event = [...events].reverse().find((e) => e.type === type && (e.data.object as { id?: string; payment_intent?: string }).id === objectId) ??
        [...events].reverse().find((e) => e.type === type && (e.data.object as { payment_intent?: string }).payment_intent === objectId);
      if (!event) throw new Error(`no ${type} event for ${objectId}`);
      return event;
    },
    /** An event as Stripe delivers it: the JSON body and its Stripe-Signature header. */
    sign(event: Stripe.Event | Json, secret = webhookSecret) {
      const payload = JSON.stringify(event, null, 2);
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    /** Sends a signed event to a webhook URL, as Stripe does. */
    async deliver(url: string, event: Stripe.Event) {
      const { payload, signature } = this.sign(event);
      return fetch(url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
