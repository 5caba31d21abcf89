// Shared by the payment integration tests: a signed-in student, a paid course, and calling a route
// handler with a raw body and headers (webhooks).
import { db } from "@/lib/db";
import { TestClient, uniqueEmail } from "@/test/http";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as demoConfirm } from "@/app/api/payments/demo-confirm/route";
import { POST as signup } from "@/app/api/signup/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { startFakeStripe, type FakeStripe } from "./server";

const createdUsers: string[] = [];
const createdCourses: string[] = [];

/**
 * Removes the students and courses a test file made (payments first: they keep users from deletion),
 * so the shared test database looks to later suites, e.g. the admin users list, as seeded.
 */
export async function cleanUpPaymentTests() {
  await db.payment.deleteMany({ where: { OR: [{ userId: { in: createdUsers } }, { courseId: { in: createdCourses } }] } });
  await db.user.deleteMany({ where: { id: { in: createdUsers } } });
  await db.course.deleteMany({ where: { id: { in: createdCourses } } });
}

export async function signedInStudent(label = "buyer") {
  const client = new TestClient();
  const email = uniqueEmail(label);
  const { status, body } = await client.call(signup, {
    method: "POST",
    body: { firstName: "Lydia", lastName: "Thyatira", email, password: "purple-cloth-8" },
  });
  if (status !== 201) throw new Error(`signup failed: ${status} ${JSON.stringify(body)}`);
  createdUsers.push(body.user.id);
  return { client, user: body.user as { id: string; email: string } };
}

export async function paidCourse(slug = "exodus") {
  return db.course.findUniqueOrThrow({ where: { slug } });
}

/** Buys the course with the demo provider's test card through the routes a browser calls (PAYMENTS_PROVIDER=demo). */
export async function buyWithDemoCard(client: TestClient, slug: string) {
  const course = await paidCourse(slug);
  const { body } = await client.call(createIntent, { method: "POST", body: { courseId: course.slug } });
  const paid = await client.call(demoConfirm, { method: "POST", body: { clientSecret: body.clientSecret, cardNumber: "4242424242424242" } });
  if (paid.status !== 200) throw new Error(`demo payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return course;
}

/** A free course of our own, so free enrollment can be tested without changing the seeded catalogue. */
export async function freeCourse() {
  const slug = `free-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const course = await db.course.create({
    data: { slug, title: "A Free Primer", description: "Free.", price: "0.00", difficulty: "beginner", estimatedHours: "1.0", state: "published" },
  });
  createdCourses.push(course.id);
  return course;
}

type RawHandler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

export async function callRaw(handler: RawHandler, { body, headers }: { body: string; headers: Record<string, string> }) {
  const request = new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers, body });
  const response = await handler(request, { params: Promise.resolve({} as never) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export async function counts(userId: string, courseId: string) {
  const [enrollments, payments] = await Promise.all([
    db.enrollment.findMany({ where: { userId, courseId } }),
    db.payment.findMany({ where: { userId, courseId } }),
  ]);
  return { enrollments, payments };
}

export const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf("_secret_"));

/**
 * Points the app at a local fake Stripe for one test file: started before its tests, stopped (and the file's
 * students and courses removed) after them. `deliver` posts an event to the webhook route, signed as Stripe does.
 */
export function withFakeStripe() {
  const saved = { ...process.env };
  const handle = {
    fake: undefined as unknown as FakeStripe,
    deliver(event: Parameters<FakeStripe["sign"]>[0], secret?: string) {
      const { payload, signature } = handle.fake.sign(event, secret);
      return callRaw(webhook, { body: payload, headers: { "content-type": "application/json", "stripe-signature": signature } });
    },
  };
  beforeAll(async () => {
    handle.fake = await startFakeStripe();
    Object.assign(process.env, {
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: handle.fake.secretKey,
      STRIPE_WEBHOOK_SECRET: handle.fake.webhookSecret,
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: handle.fake.publishableKey,
      STRIPE_API_BASE: handle.fake.url,
    });
  });
  afterAll(async () => {
    process.env = saved;
    await cleanUpPaymentTests();
    await handle.fake.close();
  });
  return handle;
}
