/** @jest-environment node */
import { newIdempotencyKey, postJsonRetryingOnce } from "./retrying-post";

// The browser's half of replay-safe POSTs: one key per action, the same key on the one retry.
type Call = { url: string; init: RequestInit };

function fetchAnswering(...answers: (number | "network")[]) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[calls.length - 1] ?? 200;
    if (answer === "network") throw new TypeError("Failed to fetch");
    return new Response("{}", { status: answer });
  }) as unknown as typeof fetch;
  return calls;
}
const keyOf = (call: Call) => (call.init.headers as Record<string, string>)["Idempotency-Key"];

describe("postJsonRetryingOnce", () => {
  it("sends the body as JSON with a UUID key, once when answered", async () => {
    const calls = fetchAnswering(200);
    const res = await postJsonRetryingOnce("/api/progress", { positionSeconds: 3 }, { keepalive: true });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init).toMatchObject({ method: "POST", body: '{"positionSeconds":3}', keepalive: true });
    expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it.each([502, 503, "network"] as const)("tries once more with the same key after %s", async (first) => {
    const calls = fetchAnswering(first, 200);
    expect((await postJsonRetryingOnce("/api/confirm-payment", { paymentIntentId: "pi_1" })).status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
  });

  it("does not retry an answer from the app (4xx, 500), nor more than once", async () => {
    for (const status of [400, 409, 500]) {
      const calls = fetchAnswering(status);
      expect((await postJsonRetryingOnce("/api/progress", {})).status).toBe(status);
      expect(calls).toHaveLength(1);
    }
    const calls = fetchAnswering(502, 502);
    expect((await postJsonRetryingOnce("/api/progress", {})).status).toBe(502);
    expect(calls).toHaveLength(2);
  });

  it("makes a new key per action, also where crypto.randomUUID is missing (plain http)", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
  });
});
