// Several app servers share one PostgreSQL: the browser's confirmation, Stripe's webhook, a second click and
// a refund may reach two servers at the same moment. Each race below runs two calls at once (the pool gives
// them separate connections, as two servers would have); a fault trigger or a held lock makes them overlap.
import Stripe from "stripe";
import { db, pool } from "@/lib/db";
import { fulfilIntent } from "@/lib/purchases/fulfil";
import { toProviderIntent } from "@/lib/payments/stripe-provider";
import { withFakeStripe, intentIdOf, counts, freeCourse, paidCourse, signedInStudent } from "@/test/fake-stripe/helpers";
import { faultOnWrite, lockWaiters, sleepers } from "@/test/db-faults";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmPayment } from "@/app/api/confirm-payment/route";
import { POST as enroll } from "@/app/api/enrollments/route";

const fakeStripe = withFakeStripe();
const { deliver } = fakeStripe;
const intentId = intentIdOf;


async function checkout(slug: string) {
  const { client, user } = await signedInStudent("race");
  const course = await paidCourse(slug);
  const created = await client.call(createIntent, { method: "POST", body: { courseId: course.slug } });
  expect(created.status).toBe(200);
  return { client, user, course, id: intentId(created.body.clientSecret) };
}

/** A refund made outside the school (Stripe's dashboard): Stripe then sends charge.refunded. */
async function refundAtStripe(id: string) {
  const base = new URL(fakeStripe.fake.url);
  const stripe = new Stripe(fakeStripe.fake.secretKey, { host: base.hostname, port: base.port, protocol: "http" });
  await stripe.refunds.create({ payment_intent: id });
  return fakeStripe.fake.eventFor("charge.refunded", id);
}

async function withFault<T>(table: "enrollments" | "payments", userId: string, seconds: number, work: () => Promise<T>) {
  const remove = await faultOnWrite(table, userId, { sleepSeconds: seconds });
  try {
    return await work();
  } finally {
    await remove();
  }
}

describe("paying for a course on two servers at once", () => {
  it("two checkouts started at once make one PaymentIntent and one payment record", async () => {
    const { client, user } = await signedInStudent("race-checkout");
    const course = await paidCourse("micah");
    const before = fakeStripe.fake.intents.size;
    // Both inserts of the payment record are under way together; the second skips the first's row.
    const [a, b] = await withFault("payments", user.id, 0.3, () =>
      Promise.all([
        client.call(createIntent, { method: "POST", body: { courseId: course.slug } }),
        client.call(createIntent, { method: "POST", body: { courseId: course.slug } }),
      ]),
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.clientSecret).toBe(b.body.clientSecret);
    expect(fakeStripe.fake.intents.size).toBe(before + 1);
    const { payments } = await counts(user.id, course.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ providerPaymentId: intentId(a.body.clientSecret), status: "requires_payment" });
  });

  it("the webhook and the browser's confirmation at once: one enrollment, one succeeded payment", async () => {
    const { client, user, course, id } = await checkout("nahum");
    fakeStripe.fake.confirm(id);
    // Whichever locks the payment first holds it while it enrols; the other waits, then finds it paid.
    const [hook, confirmed] = await withFault("enrollments", user.id, 0.3, () =>
      Promise.all([deliver(fakeStripe.fake.eventFor("payment_intent.succeeded", id)), client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } })]),
    );
    expect(hook).toEqual({ status: 200, body: { received: true, handled: true } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ enrolled: true, courseSlug: course.slug });
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments.map((e) => e.status)).toEqual(["active"]);
    expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
  });

  it("exactly one of two fulfilments at once marks the payment paid (the one that may send a receipt)", async () => {
    const { user, course, id } = await checkout("habakkuk");
    fakeStripe.fake.confirm(id);
    const intent = toProviderIntent(fakeStripe.fake.intents.get(id) as unknown as Stripe.PaymentIntent);
    const results = await withFault("payments", user.id, 0.2, () => Promise.all([fulfilIntent(intent, "stripe"), fulfilIntent(intent, "stripe")]));
    expect(results.map((r) => r.newlyPaid).sort()).toEqual([false, true]);
    expect(new Set(results.map((r) => r.enrollment?.id)).size).toBe(1);
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments).toHaveLength(1);
    expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
  });

  it.each([
    ["the success", "the refund"],
    ["the refund", "the success"],
  ])("a success and a refund of one payment at once, %s first, never leave the course open", async (first) => {
    const { user, course, id } = await checkout(first === "the success" ? "zephaniah" : "zechariah");
    fakeStripe.fake.confirm(id);
    const succeeded = fakeStripe.fake.eventFor("payment_intent.succeeded", id);
    const refunded = await refundAtStripe(id);
    const [one, two] = first === "the success" ? [succeeded, refunded] : [refunded, succeeded];
    // The first delivery waits inside its write of the payment, holding the payment's lock; then the second arrives.
    const results = await withFault("payments", user.id, 0.3, async () => {
      const firstDelivery = deliver(one);
      await sleepers(1);
      return Promise.all([firstDelivery, deliver(two)]);
    });
    expect(results.map((r) => r.body)).toEqual([
      { received: true, handled: true },
      { received: true, handled: true },
    ]);
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(payments.map((p) => p.status)).toEqual(["refunded"]);
    expect(enrollments.map((e) => e.status)).toEqual(first === "the success" ? ["refunded"] : []);
  });

  it("a refund completing while the student enrols again does not give the course back", async () => {
    const { client, user, course, id } = await checkout("haggai");
    fakeStripe.fake.confirm(id);
    expect((await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } })).status).toBe(200);
    const refunded = await refundAtStripe(id);

    // Another transaction holds the enrollment's row, so both calls below stop part way, in this order:
    // the refund with the payment marked refunded (uncommitted), then the enrollment.
    const holder = await pool.connect();
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM "enrollments" WHERE "userId" = $1 AND "courseId" = $2 FOR UPDATE`, [user.id, course.id]);
      const refund = deliver(refunded);
      await lockWaiters(1);
      const enrol = client.call(enroll, { method: "POST", body: { courseId: course.slug } });
      await lockWaiters(2);
      await holder.query("COMMIT");
      const [hook, again] = await Promise.all([refund, enrol]);
      expect(hook.body).toEqual({ received: true, handled: true });
      expect(again.status).toBe(402);
      expect(again.body.code).toBe("PAYMENT_REQUIRED");
    } finally {
      holder.release();
    }
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(payments.map((p) => p.status)).toEqual(["refunded"]);
    expect(enrollments.map((e) => e.status)).toEqual(["refunded"]);
  });

  it("two enrollments in a free course at once make one", async () => {
    const { client, user } = await signedInStudent("race-free");
    const course = await freeCourse();
    const [a, b] = await withFault("enrollments", user.id, 0.3, () =>
      Promise.all([
        client.call(enroll, { method: "POST", body: { courseId: course.slug } }),
        client.call(enroll, { method: "POST", body: { courseId: course.slug } }),
      ]),
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await db.enrollment.count({ where: { userId: user.id, courseId: course.id } })).toBe(1);
  });
});
