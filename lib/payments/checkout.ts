import "server-only";
import { db } from "@/lib/db";
import { findCourseByIdOrSlug } from "@/lib/courses/lookup";
import { badRequest, conflict, forbidden, HttpError, notFound, tooManyRequests } from "@/lib/http/errors";
import { hit } from "@/lib/rate-limit/limit";
import { recordPaidEnrollment } from "@/lib/enrollments/enroll";
import type { Tx } from "@/lib/enrollments/transaction";
import { CURRENCY, priceToCents } from "./money";
import { getPaymentProvider } from "./provider";
import type { ProviderIntent } from "./types";

const PAYMENT_RATE_LIMIT = { limit: 5, windowSeconds: 60 };
const TOO_MANY_PAYMENT_REQUESTS = "Too many payment requests. Please wait a moment and try again.";

async function assertNotEnrolled(userId: string, courseId: string) {
  const enrollment = await db.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } } });
  if (enrollment && enrollment.status !== "refunded") {
    throw conflict("You are already enrolled in this course.", { code: "ALREADY_ENROLLED" });
  }
}

/**
 * POST /api/create-payment-intent. The amount is the course's price from the database. The idempotency
 * key names the user, the course, the price and the purchase (after a refund the student may buy again),
 * so a double click or a retry gets the same intent back instead of a second charge.
 */
export async function createPaymentIntent(userId: string, courseIdOrSlug: string) {
  const rate = await hit(`payment-intent:${userId}`, PAYMENT_RATE_LIMIT.limit, PAYMENT_RATE_LIMIT.windowSeconds);
  if (!rate.allowed) throw tooManyRequests(TOO_MANY_PAYMENT_REQUESTS, { code: "RATE_LIMITED", retryAfter: rate.retryAfterSeconds });

  const course = await findCourseByIdOrSlug(courseIdOrSlug);
  if (!course) throw notFound("Course not found");
  const amountCents = priceToCents(course.price);
  if (amountCents === 0) throw badRequest("This course is free: enroll from the course page.", { code: "FREE_COURSE" });
  await assertNotEnrolled(userId, course.id);

  const purchase = await db.payment.count({ where: { userId, courseId: course.id, status: "refunded" } });
  const provider = getPaymentProvider();
  const intent = await provider.createIntent({
    amountCents,
    currency: CURRENCY,
    userId,
    courseId: course.id,
    description: course.title,
    idempotencyKey: `payment-intent:${userId}:${course.id}:${amountCents}:${CURRENCY}:${purchase}`,
  });
  // A double click, or two servers, send two requests that get the same intent back: INSERT … ON CONFLICT
  // DO NOTHING records it once, and the loser neither waits for a retry nor fails.
  await db.payment.createMany({
    data: [{ provider: provider.name, providerPaymentId: intent.id, userId, courseId: course.id, amountCents, currency: CURRENCY }],
    skipDuplicates: true,
  });
  if (!intent.clientSecret) throw new HttpError(502, "The payment provider did not answer as expected.");
  return { clientSecret: intent.clientSecret, amountCents, currency: CURRENCY };
}

/**
 * Checks that a provider's intent is a payment for the course it names, of the amount we asked for, then
 * enrols. Used by the browser's confirmation, the webhook and the demo card form alike; the webhook passes
 * its transaction, so the enrollment commits together with the event's ledger row, or neither does.
 */
export async function fulfilIntent(intent: ProviderIntent, provider: string, tx?: Tx) {
  if (intent.status !== "succeeded") {
    throw new HttpError(402, "The payment has not succeeded.", { code: "PAYMENT_NOT_SUCCEEDED" });
  }
  if (!intent.userId || !intent.courseId) throw badRequest("The payment is not for a course.", { code: "NOT_A_COURSE_PAYMENT" });
  const client = tx ?? db;
  const recorded = await client.payment.findUnique({ where: { providerPaymentId: intent.id } });
  const course = await client.course.findUnique({ where: { id: intent.courseId } });
  if (!course) throw notFound("Course not found");
  const expected = recorded ?? { amountCents: priceToCents(course.price), currency: CURRENCY, userId: intent.userId, courseId: course.id };
  if (
    intent.amountCents !== expected.amountCents ||
    intent.currency.toLowerCase() !== expected.currency ||
    intent.userId !== expected.userId ||
    intent.courseId !== expected.courseId
  ) {
    throw badRequest("The payment does not match the course's price.", { code: "AMOUNT_MISMATCH" });
  }
  const result = await recordPaidEnrollment(
    {
      provider,
      providerPaymentId: intent.id,
      userId: intent.userId,
      courseId: intent.courseId,
      amountCents: intent.amountCents,
      currency: expected.currency,
    },
    tx,
  );
  return { ...result, course };
}

/** POST /api/confirm-payment: the browser says it paid; the provider is asked whether that is true. */
export async function confirmPayment(userId: string, paymentIntentId: string) {
  const provider = getPaymentProvider();
  const intent = await provider.retrieveIntent(paymentIntentId);
  if (!intent) throw notFound("Payment not found");
  if (intent.userId !== userId) throw forbidden("This payment does not belong to you.");
  const { enrollment, course } = await fulfilIntent(intent, provider.name);
  if (!enrollment) throw conflict("This payment was refunded.", { code: "PAYMENT_REFUNDED" });
  // Where the new student starts: the course's first lesson by order (null for a course without lessons).
  const firstLesson = await db.lesson.findFirst({ where: { courseId: course.id }, orderBy: { order: "asc" }, select: { id: true } });
  return {
    enrolled: true,
    courseId: course.id,
    courseSlug: course.slug,
    enrollmentId: enrollment.id,
    firstLessonId: firstLesson?.id ?? null,
  };
}
