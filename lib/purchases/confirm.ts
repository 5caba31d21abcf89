import "server-only";
import { PUBLISHED_LESSON } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { getPaymentProvider } from "@/lib/payments/provider";
import { fulfilIntent } from "./fulfil";

/** POST /api/confirm-payment: the browser says it paid; the provider is asked whether that is true. */
export async function confirmPayment(userId: string, paymentIntentId: string) {
  const provider = getPaymentProvider();
  const intent = await provider.retrieveIntent(paymentIntentId);
  if (!intent) throw notFound("Payment not found");
  if (intent.userId !== userId) throw forbidden("This payment does not belong to you.");
  const { enrollment, course } = await fulfilIntent(intent, provider.name);
  if (!enrollment) throw conflict("This payment was refunded.", { code: "PAYMENT_REFUNDED" });
  // Where the new student starts: the course's first published lesson by order (null for a course without any).
  const firstLesson = await db.lesson.findFirst({ where: { courseId: course.id, ...PUBLISHED_LESSON }, orderBy: { order: "asc" }, select: { id: true } });
  return {
    enrolled: true,
    courseId: course.id,
    courseSlug: course.slug,
    enrollmentId: enrollment.id,
    firstLessonId: firstLesson?.id ?? null,
  };
}
