// The Stripe webhook never loses an event: its ledger row and its writes commit together. A delivery that
// dies half way (an error, or its database connection killed as when a server is killed) leaves nothing
// behind, so Stripe's retry is handled in full; deliveries of one event at once (two servers) handle it once.
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { db } from "@/lib/db";
import { withFakeStripe, intentIdOf, counts, paidCourse, signedInStudent } from "@/test/fake-stripe/helpers";
import { faultOnWrite, sleepers } from "@/test/db-faults";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmPayment } from "@/app/api/confirm-payment/route";
import { POST as requestRefund } from "@/app/api/refunds/route";
import type Stripe from "stripe";

const fakeStripe = withFakeStripe();
const { deliver } = fakeStripe;
const intentId = intentIdOf;
const ledger = (event: Stripe.Event) => db.processedWebhookEvent.count({ where: { id: event.id } });


/** A student who has paid for `slug` at Stripe; the school has not heard of the payment's success yet. */
async function paid(slug: string) {
  const { client, user } = await signedInStudent("crash");
  const course = await paidCourse(slug);
  const created = await client.call(createIntent, { method: "POST", body: { courseId: course.slug } });
  expect(created.status).toBe(200);
  const id = intentId(created.body.clientSecret);
  fakeStripe.fake.confirm(id);
  return { client, user, course, id, succeeded: fakeStripe.fake.eventFor("payment_intent.succeeded", id) };
}

/** Runs `work` while the user's writes to `table` meet `fault`, then removes it. */
async function withFault<T>(table: "enrollments" | "payments", userId: string, fault: Parameters<typeof faultOnWrite>[2], work: () => Promise<T>) {
  const remove = await faultOnWrite(table, userId, fault);
  try {
    return await work();
  } finally {
    await remove();
  }
}

/** Starts handling `event` in another process, as another app server would. */
function deliverFromAnotherProcess(event: Stripe.Event) {
  const { payload, signature } = fakeStripe.fake.sign(event);
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(process.cwd(), "test/fake-stripe/deliver-in-child.ts")], {
    env: { ...process.env, WEBHOOK_PAYLOAD: payload, WEBHOOK_SIGNATURE: signature },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit");
  return { child, exited };
}

describe("a webhook delivery that dies after writing its ledger row", () => {
  it("a server killed (SIGKILL) in the middle of the delivery leaves no ledger row; Stripe's retry enrols once", async () => {
    const { user, course, succeeded } = await paid("obadiah");
    // The other server writes the ledger row and the payment, then waits in the enrollment's insert: killed there.
    const remove = await faultOnWrite("enrollments", user.id, { sleepSeconds: 1 });
    try {
      const { child, exited } = deliverFromAnotherProcess(succeeded);
      await sleepers(1);
      child.kill("SIGKILL");
      expect(await exited).toEqual([null, "SIGKILL"]);
    } finally {
      await remove();
    }
    // PostgreSQL rolls the dead server's transaction back; the retry (here, on this server) then claims the event.
    expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true, handled: true } });
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments.map((e) => e.status)).toEqual(["active"]);
    expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
    expect(await ledger(succeeded)).toBe(1);
  }, 30_000);

  describe("simulated in this process", () => {
    let errors: jest.SpyInstance;
    beforeEach(() => {
      errors = jest.spyOn(console, "error").mockImplementation(() => {});
    });
    afterEach(() => errors.mockRestore());

    it("payment_intent.succeeded failing half way leaves no ledger row; the retry enrols once", async () => {
      const { user, course, succeeded } = await paid("ezekiel");
      // The ledger row and the payment's update are written; the enrollment's insert fails.
      const crashed = await withFault("enrollments", user.id, "fail", () => deliver(succeeded));
      expect(crashed.status).toBe(500);
      expect(await ledger(succeeded)).toBe(0);
      let state = await counts(user.id, course.id);
      expect(state.enrollments).toHaveLength(0);
      expect(state.payments.map((p) => p.status)).toEqual(["requires_payment"]);

      expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true, handled: true } });
      state = await counts(user.id, course.id);
      expect(state.enrollments.map((e) => e.status)).toEqual(["active"]);
      expect(state.payments.map((p) => p.status)).toEqual(["succeeded"]);
      expect(await ledger(succeeded)).toBe(1);

      expect((await deliver(succeeded)).body).toEqual({ received: true, duplicate: true });
      expect(await counts(user.id, course.id)).toEqual(state);
    });

    it("a connection killed inside the transaction (the server killed) leaves no ledger row; the retry enrols once", async () => {
      const { user, course, succeeded } = await paid("daniel");
      const killed = await withFault("enrollments", user.id, "kill", () => deliver(succeeded));
      expect(killed.status).toBe(500);
      expect(await ledger(succeeded)).toBe(0);
      expect((await counts(user.id, course.id)).enrollments).toHaveLength(0);

      expect((await deliver(succeeded)).body).toEqual({ received: true, handled: true });
      const { enrollments, payments } = await counts(user.id, course.id);
      expect(enrollments.map((e) => e.status)).toEqual(["active"]);
      expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
      expect(await ledger(succeeded)).toBe(1);
    });

    it("charge.refunded failing half way leaves access and no ledger row; the retry refunds once", async () => {
      const { client, user, course, id } = await paid("hosea");
      expect((await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } })).status).toBe(200);
      expect((await client.call(requestRefund, { method: "POST", body: { courseId: course.slug } })).status).toBe(200);
      const refunded = fakeStripe.fake.eventFor("charge.refunded", id);

      // The payment is marked refunded, then ending the enrollment fails: both are undone.
      const crashed = await withFault("enrollments", user.id, "fail", () => deliver(refunded));
      expect(crashed.status).toBe(500);
      expect(await ledger(refunded)).toBe(0);
      let state = await counts(user.id, course.id);
      expect(state.payments.map((p) => p.status)).toEqual(["refund_pending"]);
      expect(state.enrollments.map((e) => e.status)).toEqual(["active"]);

      expect((await deliver(refunded)).body).toEqual({ received: true, handled: true });
      state = await counts(user.id, course.id);
      expect(state.payments[0]).toMatchObject({ status: "refunded", refundedAt: expect.any(Date), providerRefundId: expect.stringMatching(/^re_/) });
      expect(state.enrollments[0]).toMatchObject({ status: "refunded", refundedAt: expect.any(Date) });

      expect((await deliver(refunded)).body).toEqual({ received: true, duplicate: true });
      expect(await counts(user.id, course.id)).toEqual(state);
    });
  });
});

describe("one event delivered twice at once", () => {
  it("payment_intent.succeeded: the second delivery waits on the ledger row, then does nothing", async () => {
    const { user, course, succeeded } = await paid("joel");
    // The first delivery holds its transaction open a while: the second meets its uncommitted ledger row.
    const results = await withFault("enrollments", user.id, { sleepSeconds: 0.3 }, () => Promise.all([deliver(succeeded), deliver(succeeded)]));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { received: true, duplicate: true },
      { received: true, handled: true },
    ]);
    expect(await ledger(succeeded)).toBe(1);
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments.map((e) => e.status)).toEqual(["active"]);
    expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
  });

  it("charge.refunded: refunded once", async () => {
    const { client, user, course, id } = await paid("amos");
    expect((await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } })).status).toBe(200);
    expect((await client.call(requestRefund, { method: "POST", body: { courseId: course.slug } })).status).toBe(200);
    const refunded = fakeStripe.fake.eventFor("charge.refunded", id);
    const results = await withFault("enrollments", user.id, { sleepSeconds: 0.3 }, () => Promise.all([deliver(refunded), deliver(refunded)]));
    expect(results.map((r) => r.body.handled ?? r.body.duplicate).sort()).toEqual([true, true]);
    expect(results.filter((r) => r.body.handled)).toHaveLength(1);
    expect(await ledger(refunded)).toBe(1);
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments.map((e) => e.status)).toEqual(["refunded"]);
    expect(payments.map((p) => p.status)).toEqual(["refunded"]);
  });
});
