import "server-only";
import { PUBLISHED_LESSON } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { getPaymentProvider } from "@/lib/payments/provider";
import type { Locale } from "@/lib/i18n/locales";
import { fulfilIntent } from "./fulfil";
import { sendReceiptOnce } from "./receipt-mail";
import { findReceipt } from "./receipts";

/**
 * POST /api/confirm-payment: the browser says it paid; the provider is asked whether that is true. Answers with
 * the receipt (course titles in `locale`), which is e-mailed once whoever enrolled the student.
 */
export async function confirmPayment(userId: string, paymentIntentId: string, locale?: Locale) {
  const provider = getPaymentProvider();
  const intent = await provider.retrieveIntent(paymentIntentId);
  if (!intent) throw notFound("Payment not found");
  if (intent.userId !== userId) throw forbidden("This payment does not belong to you.");
  const { enrollment, course, payment } = await fulfilIntent(intent, provider.name);
  if (!enrollment) throw conflict("This payment was refunded.", { code: "PAYMENT_REFUNDED" });
  await sendReceiptOnce(payment.id);
  // Where the new student starts: the course's first published lesson by order (null for a course without any).
  const firstLesson = await db.lesson.findFirst({ where: { courseId: course.id, ...PUBLISHED_LESSON }, orderBy: { order: "asc" }, select: { id: true } });
  return {
    enrolled: true,
    courseId: course.id,
    courseSlug: course.slug,
    enrollmentId: enrollment.id,
    firstLessonId: firstLesson?.id ?? null,
    receipt: await findReceipt(userId, payment.id, locale),
  };
}
