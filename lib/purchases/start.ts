import "server-only";
import { db } from "@/lib/db";
import type { CourseRow } from "@/lib/courses/lookup";
import { holdsCourse } from "@/lib/enrollments/queries";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from "@/lib/http/errors";
import { CURRENCY, priceToCents } from "@/lib/payments/money";
import { getPaymentProvider } from "@/lib/payments/provider";
import { hit } from "@/lib/rate-limit/limit";
import { recordPayment } from "./status-writes";

const PAYMENT_RATE_LIMIT = { limit: 5, windowSeconds: 60 };
const TOO_MANY_PAYMENT_REQUESTS = "Too many payment requests. Please wait a moment and try again.";

/**
 * POST /api/create-payment-intent, for the course the request named (null: none). The amount is the course's
 * price from the database. The idempotency key names the user, the course, the price and the purchase (after
 * a refund the student may buy again), so a double click or a retry gets the same intent back instead of a
 * second charge.
 */
export async function createPaymentIntent(userId: string, course: CourseRow | null, locale: Locale = defaultLocale) {
  const rate = await hit(`payment-intent:${userId}`, PAYMENT_RATE_LIMIT.limit, PAYMENT_RATE_LIMIT.windowSeconds);
  if (!rate.allowed) throw tooManyRequests(TOO_MANY_PAYMENT_REQUESTS, { code: "RATE_LIMITED", retryAfter: rate.retryAfterSeconds });

  if (!course) throw notFound("Course not found");
  const amountCents = priceToCents(course.price);
  if (amountCents === 0) throw badRequest("This course is free: enroll from the course page.", { code: "FREE_COURSE" });
  if (await holdsCourse(userId, course.id)) throw conflict("You are already enrolled in this course.", { code: "ALREADY_ENROLLED" });

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
  // Two requests at once (a double click, two servers) get the same intent back: it is recorded once.
  await recordPayment(db, { provider: provider.name, providerPaymentId: intent.id, userId, courseId: course.id, amountCents, currency: CURRENCY, locale });
  if (!intent.clientSecret) throw new HttpError(502, "The payment provider did not answer as expected.");
  return { clientSecret: intent.clientSecret, amountCents, currency: CURRENCY };
}
