// The demo provider (the local default without Stripe keys) and free enrollment, through the route handlers.
import { db } from "@/lib/db";
import { cleanUpPaymentTests, counts, freeCourse, paidCourse, signedInStudent } from "@/test/fake-stripe/helpers";
import { TestClient } from "@/test/http";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmPayment } from "@/app/api/confirm-payment/route";
import { POST as demoConfirm } from "@/app/api/payments/demo-confirm/route";
import { POST as enroll } from "@/app/api/enrollments/route";
import { POST as requestRefund } from "@/app/api/refunds/route";
import { POST as adminRefund } from "@/app/api/admin/payments/[paymentId]/refund/route";
import { POST as login } from "@/app/api/login/route";

beforeAll(() => {
  process.env.PAYMENTS_PROVIDER = "demo";
});

afterAll(() => cleanUpPaymentTests());

async function demoPurchase(slug: string) {
  const { client, user } = await signedInStudent("demo");
  const course = await paidCourse(slug);
  const { body } = await client.call(createIntent, { method: "POST", body: { courseId: course.slug } });
  return { client, user, course, clientSecret: body.clientSecret as string, id: body.clientSecret.split("_secret_")[0] as string };
}

describe("POST /api/enrollments", () => {
  it("enrols the signed-in user in a free course, once", async () => {
    const { client, user } = await signedInStudent();
    const course = await freeCourse();
    const first = await client.call(enroll, { method: "POST", body: { courseId: course.slug, userId: "someone-else" } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: user.id, courseId: course.id, status: "active" });
    expect((await client.call(enroll, { method: "POST", body: { courseId: course.id } })).status).toBe(201);
    expect((await counts(user.id, course.id)).enrollments).toHaveLength(1);
  });

  it("answers 402 for a paid course without a succeeded payment, 401 signed out", async () => {
    const { client, user } = await signedInStudent();
    const course = await paidCourse("genesis");
    const { status, body } = await client.call(enroll, { method: "POST", body: { courseId: course.slug } });
    expect(status).toBe(402);
    expect(body.checkoutPath).toBe("/checkout/genesis");
    expect((await counts(user.id, course.id)).enrollments).toHaveLength(0);
    expect((await new TestClient().call(enroll, { method: "POST", body: { courseId: course.slug } })).status).toBe(401);
  });
});

describe("demo payments", () => {
  it("declines 4000 0000 0000 0002 with the decline message and enrols nothing", async () => {
    const { client, user, course, clientSecret } = await demoPurchase("psalms");
    const { status, body } = await client.call(demoConfirm, { method: "POST", body: { clientSecret, cardNumber: "4000 0000 0000 0002" } });
    expect(status).toBe(402);
    expect(body).toMatchObject({ error: "Your card was declined.", code: "card_declined" });
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments).toHaveLength(0);
    expect(payments.map((p) => p.status)).toEqual(["failed"]);
  });

  it("accepts 4242 4242 4242 4242, enrols once, and a confirm afterwards changes nothing", async () => {
    const { client, user, course, clientSecret, id } = await demoPurchase("proverbs");
    await client.call(demoConfirm, { method: "POST", body: { clientSecret, cardNumber: "4000000000000002" } });
    const paid = await client.call(demoConfirm, { method: "POST", body: { clientSecret, cardNumber: "4242 4242 4242 4242" } });
    expect(paid).toMatchObject({ status: 200, body: { status: "succeeded" } });
    const confirmed = await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } });
    // The server names the lesson the new student starts with: the first by order, never the browser's guess.
    const firstLesson = await db.lesson.findFirstOrThrow({ where: { courseId: course.id }, orderBy: { order: "asc" } });
    expect(confirmed).toMatchObject({ status: 200, body: { enrolled: true, courseSlug: course.slug, firstLessonId: firstLesson.id } });
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments.map((e) => e.status)).toEqual(["active"]);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: "demo", status: "succeeded", amountCents: Math.round(Number(course.price) * 100) });
    // With the payment made, the free-enrollment route accepts the course too (no second enrollment).
    expect((await client.call(enroll, { method: "POST", body: { courseId: course.slug } })).status).toBe(201);
    expect((await counts(user.id, course.id)).enrollments).toHaveLength(1);
  });

  it("refuses a forged client secret or another user's", async () => {
    const { clientSecret, id } = await demoPurchase("isaiah");
    const { client: other } = await signedInStudent("other");
    expect((await other.call(demoConfirm, { method: "POST", body: { clientSecret, cardNumber: "4242424242424242" } })).status).toBe(403);
    expect((await other.call(demoConfirm, { method: "POST", body: { clientSecret: `${id}_secret_forged`, cardNumber: "4242424242424242" } })).status).toBe(403);
    expect(await db.payment.findUniqueOrThrow({ where: { providerPaymentId: id } })).toMatchObject({ status: "requires_payment" });
  });

  it("a student's demo refund removes access at once", async () => {
    const { client, user, course, clientSecret } = await demoPurchase("jeremiah");
    await client.call(demoConfirm, { method: "POST", body: { clientSecret, cardNumber: "4242424242424242" } });
    const { status, body } = await client.call(requestRefund, { method: "POST", body: { courseId: course.slug } });
    expect({ status, body }).toEqual({ status: 200, body: { status: "refunded" } });
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments[0]!.status).toBe("refunded");
    expect(payments[0]!.status).toBe("refunded");
  });

  it("only an admin refunds through the admin route", async () => {
    const { client, user, course, clientSecret, id } = await demoPurchase("lamentations");
    await client.call(demoConfirm, { method: "POST", body: { clientSecret, cardNumber: "4242424242424242" } });
    const payment = await db.payment.findUniqueOrThrow({ where: { providerPaymentId: id } });
    expect((await client.call(adminRefund, { method: "POST", params: { paymentId: payment.id } })).status).toBe(403);
    const admin = new TestClient();
    await admin.call(login, { method: "POST", body: { email: "admin@example.com", password: "AdminTheWord1" } });
    expect((await admin.call(adminRefund, { method: "POST", params: { paymentId: payment.id } })).body.status).toBe("refunded");
    expect((await admin.call(adminRefund, { method: "POST", params: { paymentId: payment.id } })).status).toBe(409);
    expect((await counts(user.id, course.id)).enrollments[0]!.status).toBe("refunded");
  });
});
