import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { query } from "../support";
import { confirmIntent, expectAllServersRunning, intentIdOf, killServer, onServer, pinToServer, servedBy, startServer, webhookHeaders } from "./cluster";

// Real Stripe payments across the two servers: the servers run PAYMENTS_PROVIDER=stripe against the fake
// Stripe (test/fake-stripe/launch.ts), which confirms intents as Stripe.js would and signs the webhooks.

/** Signs a new student up through server `n`; the session cookie lands in `request`'s context. */
async function signUpOn(request: APIRequestContext, n: number, label: string) {
  const email = `cluster-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await request.post("/api/signup", {
    headers: onServer(n),
    data: { firstName: "Lydia", lastName: "Thyatira", email, password: "purple-cloth-8" },
  });
  expect(response.status()).toBe(201);
  expect(await servedBy(response)).toBe(n);
  return (await response.json()).user.id as string;
}

/** Starts the checkout of `slug` on server `n`; returns the intent's id. */
async function checkoutOn(request: APIRequestContext, n: number, slug: string) {
  const response = await request.post("/api/create-payment-intent", { headers: onServer(n), data: { courseId: slug } });
  expect(response.status(), await response.text()).toBe(200);
  expect(await servedBy(response)).toBe(n);
  return intentIdOf((await response.json()).clientSecret);
}

async function enrollments(userId: string, slug: string) {
  return query<{ status: string }>(
    `SELECT e.status FROM enrollments e JOIN courses c ON c.id = e."courseId" WHERE e."userId" = $1 AND c.slug = $2`,
    [userId, slug],
  );
}

test("signed up on A, bought on B, the webhook reaches A, and B's dashboard shows the course", async ({ page }) => {
  const userId = await signUpOn(page.request, 0, "buyer");
  const intentId = await checkoutOn(page.request, 1, "exodus");

  // The student pays (Stripe.js, in the browser); Stripe tells server A.
  const delivery = await confirmIntent(intentId);
  expect(delivery.event.type).toBe("payment_intent.succeeded");
  const webhook = await page.request.post("/api/webhooks/stripe", { headers: webhookHeaders(delivery, 0), data: delivery.payload });
  expect(webhook.status(), await webhook.text()).toBe(200);
  expect(await servedBy(webhook)).toBe(0);
  expect(await webhook.json()).toEqual({ received: true, handled: true });
  expect(await enrollments(userId, "exodus")).toEqual([{ status: "active" }]);

  // Server B, which took the checkout, shows the course on the student's dashboard.
  await pinToServer(page, 1);
  const response = await page.goto("/dashboard");
  expect(await servedBy(response!)).toBe(1);
  const current = page.getByRole("region", { name: "Current Courses" });
  await expect(current.getByTestId("current-course").getByRole("heading", { name: "Exodus" })).toBeVisible();
});

test("server A killed while it handles a webhook: the delivery to B is handled, with one enrollment", async ({ request }) => {
  const userId = await signUpOn(request, 1, "crash");
  const intentId = await checkoutOn(request, 1, "leviticus");
  const delivery = await confirmIntent(intentId);

  // This test holds the payment's row lock: A writes the event's ledger row, then waits for the lock inside
  // its transaction, and is killed there.
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  let holding = false;
  try {
    await holder.query("BEGIN");
    holding = true;
    const locked = await holder.query(`SELECT id FROM payments WHERE "providerPaymentId" = $1 FOR UPDATE`, [intentId]);
    expect(locked.rowCount).toBe(1);

    const onA = request
      .post("/api/webhooks/stripe", { headers: webhookHeaders(delivery, 0), data: delivery.payload, timeout: 60_000 })
      .then((r) => r.status(), () => "failed" as const);
    await expect
      .poll(async () => (await query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`))[0]!.n, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const ledger = () => query(`SELECT id FROM processed_webhook_events WHERE id = $1`, [delivery.event.id]);

    await killServer(0);
    expect(await onA).not.toBe(200);

    // Stripe retries the event; this time it reaches B. B waits for the dead delivery's transaction (its
    // ledger row), which ends when the lock is released: A's backend finds its client gone and rolls back.
    const onB = request.post("/api/webhooks/stripe", { headers: webhookHeaders(delivery, 1), data: delivery.payload, timeout: 60_000 });
    await holder.query("ROLLBACK");
    holding = false;
    const retried = await onB;
    expect(retried.status(), await retried.text()).toBe(200);
    expect(await servedBy(retried)).toBe(1);
    expect(await retried.json()).toEqual({ received: true, handled: true });

    expect(await enrollments(userId, "leviticus")).toEqual([{ status: "active" }]);
    expect(await ledger()).toHaveLength(1);
    const payments = await query<{ status: string }>(`SELECT status FROM payments WHERE "providerPaymentId" = $1`, [intentId]);
    expect(payments).toEqual([{ status: "succeeded" }]);

    // A replay on either server changes nothing.
    const replay = await request.post("/api/webhooks/stripe", { headers: webhookHeaders(delivery, 1), data: delivery.payload });
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
  } finally {
    if (holding) await holder.query("ROLLBACK").catch(() => {});
    await holder.end();
    await startServer(0);
  }
  await expectAllServersRunning();
  expect((await request.get("/api/health", { headers: onServer(0) })).status()).toBe(200);
});
