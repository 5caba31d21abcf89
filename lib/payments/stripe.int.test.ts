// The Stripe path end to end on the server: the real `stripe` SDK against a local fake of Stripe's API,
// webhooks signed with Stripe's real scheme.
import { db } from "@/lib/db";
import { withFakeStripe, intentIdOf, callRaw, counts, paidCourse, signedInStudent } from "@/test/fake-stripe/helpers";
import { TestClient } from "@/test/http";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmPayment } from "@/app/api/confirm-payment/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { GET as refundState, POST as requestRefund } from "@/app/api/refunds/route";
import { GET as listEnrollments } from "@/app/api/users/[userId]/enrollments/route";

const fakeStripe = withFakeStripe();
const { deliver } = fakeStripe;
const intentId = intentIdOf;


async function startPurchase(slug = "exodus") {
  const { client, user } = await signedInStudent();
  const course = await paidCourse(slug);
  const created = await client.call(createIntent, { method: "POST", body: { courseId: course.slug } });
  expect(created.status).toBe(200);
  return { client, user, course, id: intentId(created.body.clientSecret) };
}

describe("POST /api/create-payment-intent", () => {
  it("charges the course's price from the database, whatever amount or user the browser sends", async () => {
    const { client, user } = await signedInStudent();
    const course = await paidCourse("leviticus");
    const { status, body } = await client.call(createIntent, {
      method: "POST",
      body: { courseId: course.id, amount: 1, userId: "someone-else", currency: "jpy" },
    });
    expect(status).toBe(200);
    expect(body.clientSecret).toMatch(/^pi_.+_secret_.+$/);
    const intent = fakeStripe.fake.intents.get(intentId(body.clientSecret))!;
    expect(intent.amount).toBe(Math.round(Number(course.price) * 100));
    expect(intent.amount).toBeGreaterThan(1);
    expect(intent.currency).toBe("usd");
    expect(intent.metadata).toEqual({ userId: user.id, courseId: course.id });
    expect(intent.payment_method_types).toEqual(["card"]);
  });

  it("refuses a visitor who is not signed in", async () => {
    const { status } = await new TestClient().call(createIntent, { method: "POST", body: { courseId: "exodus" } });
    expect(status).toBe(401);
  });

  it("answers 404 for an unknown course", async () => {
    const { client } = await signedInStudent();
    const { status } = await client.call(createIntent, { method: "POST", body: { courseId: "no-such-course" } });
    expect(status).toBe(404);
  });

  it("limits each user to 5 payment requests a minute with HTTP 429", async () => {
    const { client } = await signedInStudent();
    for (let i = 0; i < 5; i++) {
      expect((await client.call(createIntent, { method: "POST", body: { courseId: "numbers" } })).status).toBe(200);
    }
    const refused = await client.call(createIntent, { method: "POST", body: { courseId: "numbers" } });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("Too many payment requests. Please wait a moment and try again.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("paying and enrolling", () => {
  it("a double submit makes one PaymentIntent and one enrollment", async () => {
    const { client, user } = await signedInStudent();
    const course = await paidCourse("deuteronomy");
    const before = fakeStripe.fake.intents.size;
    const [a, b] = await Promise.all([
      client.call(createIntent, { method: "POST", body: { courseId: course.slug } }),
      client.call(createIntent, { method: "POST", body: { courseId: course.slug } }),
    ]);
    expect(a.body.clientSecret).toBe(b.body.clientSecret);
    expect(fakeStripe.fake.intents.size).toBe(before + 1);

    const id = intentId(a.body.clientSecret);
    fakeStripe.fake.confirm(id);
    const [c, d] = await Promise.all([
      client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } }),
      client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } }),
    ]);
    expect([c.status, d.status]).toEqual([200, 200]);
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments).toHaveLength(1);
    expect(enrollments[0]!.status).toBe("active");
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: "succeeded", amountCents: intentAmount(id), providerPaymentId: id });

    // Once enrolled, checkout does not start another payment.
    const again = await client.call(createIntent, { method: "POST", body: { courseId: course.slug } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_ENROLLED");
  });

  it("refuses to confirm another user's PaymentIntent and enrols nobody", async () => {
    const owner = await startPurchase("joshua");
    fakeStripe.fake.confirm(owner.id);
    const { client: thief, user: thiefUser } = await signedInStudent("thief");
    const { status } = await thief.call(confirmPayment, { method: "POST", body: { paymentIntentId: owner.id } });
    expect(status).toBe(403);
    expect((await counts(thiefUser.id, owner.course.id)).enrollments).toHaveLength(0);
    expect((await counts(owner.user.id, owner.course.id)).enrollments).toHaveLength(0);
  });

  it("does not enrol for a PaymentIntent that has not succeeded", async () => {
    const { client, user, course, id } = await startPurchase("judges");
    const { status, body } = await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } });
    expect(status).toBe(402);
    expect(body.code).toBe("PAYMENT_NOT_SUCCEEDED");
    expect((await counts(user.id, course.id)).enrollments).toHaveLength(0);
  });

  it("does not enrol when the paid amount is not the course's price", async () => {
    const { client, user } = await signedInStudent();
    const course = await paidCourse("ruth");
    // An intent made outside the school (e.g. with a leaked key) for 1 cent, naming the course.
    const stripe = new (await import("stripe")).default(fakeStripe.fake.secretKey, { host: "127.0.0.1", port: new URL(fakeStripe.fake.url).port, protocol: "http" });
    const cheap = await stripe.paymentIntents.create({ amount: 1, currency: "usd", metadata: { userId: user.id, courseId: course.id } });
    fakeStripe.fake.confirm(cheap.id);
    const { status, body } = await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: cheap.id } });
    expect(status).toBe(400);
    expect(body.code).toBe("AMOUNT_MISMATCH");
    expect(await deliver(fakeStripe.fake.eventFor("payment_intent.succeeded", cheap.id))).toMatchObject({ status: 200 });
    expect((await counts(user.id, course.id)).enrollments).toHaveLength(0);
  });

  it("webhook before confirm: exactly one enrollment and one payment", async () => {
    const { client, user, course, id } = await startPurchase("1-samuel");
    fakeStripe.fake.confirm(id);
    const hook = await deliver(fakeStripe.fake.eventFor("payment_intent.succeeded", id));
    expect(hook).toEqual({ status: 200, body: { received: true, handled: true } });
    expect((await counts(user.id, course.id)).enrollments).toHaveLength(1);
    const confirmed = await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ enrolled: true, courseSlug: course.slug });
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments).toHaveLength(1);
    expect(payments).toHaveLength(1);
  });

  it("confirm before webhook: exactly one enrollment and one payment", async () => {
    const { client, user, course, id } = await startPurchase("2-samuel");
    fakeStripe.fake.confirm(id);
    expect((await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } })).status).toBe(200);
    const first = await counts(user.id, course.id);
    expect(first.enrollments).toHaveLength(1);
    expect((await deliver(fakeStripe.fake.eventFor("payment_intent.succeeded", id))).status).toBe(200);
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments).toEqual(first.enrollments);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe("succeeded");
  });

  it("enrols from the webhook alone when the browser closed before confirming", async () => {
    const { user, course, id } = await startPurchase("1-kings");
    fakeStripe.fake.confirm(id);
    await deliver(fakeStripe.fake.eventFor("payment_intent.succeeded", id));
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments.map((e) => e.status)).toEqual(["active"]);
    expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
  });

  it("records a failed payment and enrols nobody", async () => {
    const { user, course, id } = await startPurchase("2-kings");
    expect(fakeStripe.fake.confirm(id, "pm_card_chargeDeclined").status).toBe(402);
    await deliver(fakeStripe.fake.eventFor("payment_intent.payment_failed", id));
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments).toHaveLength(0);
    expect(payments.map((p) => p.status)).toEqual(["failed"]);
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("a replayed webhook changes nothing, even after a refund", async () => {
    const { client, user, course, id } = await startPurchase("ezra");
    fakeStripe.fake.confirm(id);
    const event = fakeStripe.fake.eventFor("payment_intent.succeeded", id);
    expect((await deliver(event)).body).toEqual({ received: true, handled: true });
    expect(await db.processedWebhookEvent.count({ where: { id: event.id } })).toBe(1);

    expect((await client.call(requestRefund, { method: "POST", body: { courseId: course.slug } })).status).toBe(200);
    await deliver(fakeStripe.fake.eventFor("charge.refunded", id));
    const refunded = await counts(user.id, course.id);
    expect(refunded.enrollments[0]!.status).toBe("refunded");

    const replay = await deliver(event);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await counts(user.id, course.id)).toEqual(refunded);
    expect(await db.processedWebhookEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("a bad signature gets 400 and writes nothing", async () => {
    const { user, course, id } = await startPurchase("nehemiah");
    fakeStripe.fake.confirm(id);
    const event = fakeStripe.fake.eventFor("payment_intent.succeeded", id);
    const wrongSecret = await deliver(event, "whsec_not_the_right_secret");
    expect(wrongSecret.status).toBe(400);

    const { signature } = fakeStripe.fake.sign(event);
    const tampered = JSON.stringify({ ...event, id: `${event.id}_x` });
    expect((await callRaw(webhook, { body: tampered, headers: { "stripe-signature": signature } })).status).toBe(400);
    expect((await callRaw(webhook, { body: JSON.stringify(event), headers: {} })).status).toBe(400);

    expect(await db.processedWebhookEvent.count({ where: { id: { startsWith: event.id } } })).toBe(0);
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments).toHaveLength(0);
    expect(payments.map((p) => p.status)).toEqual(["requires_payment"]);
  });
});

describe("refunds", () => {
  it("a refund within 30 days removes access once Stripe confirms it", async () => {
    const { client, user, course, id } = await startPurchase("esther");
    fakeStripe.fake.confirm(id);
    await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } });

    const state = await client.call(refundState, { path: `/api/refunds?courseId=${course.slug}` });
    expect(state.body).toMatchObject({ status: "refundable", amountCents: intentAmount(id) });

    const refundCalls = () => fakeStripe.fake.requests.filter((r) => r.path === "/v1/refunds").length;
    const before = refundCalls();
    const asked = await client.call(requestRefund, { method: "POST", body: { courseId: course.slug } });
    expect(asked).toMatchObject({ status: 200, body: { status: "pending" } });
    expect(refundCalls()).toBe(before + 1);
    expect((await counts(user.id, course.id)).enrollments[0]!.status).toBe("active");
    const twice = await client.call(requestRefund, { method: "POST", body: { courseId: course.slug } });
    expect(twice.status).toBe(409);
    expect(refundCalls()).toBe(before + 1);

    await deliver(fakeStripe.fake.eventFor("charge.refunded", id));
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments[0]).toMatchObject({ status: "refunded", refundedAt: expect.any(Date) });
    expect(payments[0]).toMatchObject({ status: "refunded", providerRefundId: expect.stringMatching(/^re_/) });
    const listed = await client.call(listEnrollments, { params: { userId: user.id } });
    expect(listed.body.find((e: { courseId: string }) => e.courseId === course.id).status).toBe("refunded");
    expect((await client.call(refundState, { path: `/api/refunds?courseId=${course.slug}` })).body).toEqual({ status: "refunded" });
  });

  it("refuses a student's refund after 30 days", async () => {
    const { client, user, course, id } = await startPurchase("job");
    fakeStripe.fake.confirm(id);
    await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } });
    await db.payment.updateMany({
      where: { providerPaymentId: id },
      data: { succeededAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) },
    });
    expect((await client.call(refundState, { path: `/api/refunds?courseId=${course.slug}` })).body).toEqual({ status: "none" });
    const { status } = await client.call(requestRefund, { method: "POST", body: { courseId: course.slug } });
    expect(status).toBe(409);
    expect((await counts(user.id, course.id)).enrollments[0]!.status).toBe("active");
  });
});

function intentAmount(id: string) {
  return fakeStripe.fake.intents.get(id)!.amount;
}
