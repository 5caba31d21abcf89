import "server-only";
import { db } from "@/lib/db";
import { HttpError, notFound } from "@/lib/http/errors";
import { findCourseByIdOrSlug } from "@/lib/courses/lookup";
import { priceToCents } from "@/lib/payments/money";
import { inTransaction, type Tx } from "./transaction";

// Every enrolment write. A paid enrolment is written in the same transaction as its payment record,
// by whichever of /api/confirm-payment and the Stripe webhook arrives first; the other finds both rows
// and changes nothing.

export type PaidIntent = {
  provider: string;
  providerPaymentId: string;
  userId: string;
  courseId: string;
  amountCents: number;
  currency: string;
};

/** Creates the enrolment, or brings back one that was refunded; an active or completed one is left alone. */
async function upsertEnrollment(tx: Tx, userId: string, courseId: string) {
  const enrollment = await tx.enrollment.upsert({
    where: { userId_courseId: { userId, courseId } },
    create: { userId, courseId },
    update: {},
  });
  if (enrollment.status !== "refunded") return enrollment;
  return tx.enrollment.update({
    where: { id: enrollment.id },
    data: { status: "active", refundedAt: null, startedAt: new Date() },
  });
}

/** Records a succeeded payment and enrols its payer, idempotently. */
export async function recordPaidEnrollment(intent: PaidIntent) {
  return inTransaction(async (tx) => {
    const payment = await tx.payment.upsert({
      where: { providerPaymentId: intent.providerPaymentId },
      create: { ...intent, status: "succeeded", succeededAt: new Date() },
      update: {},
    });
    // A late or replayed success for a payment that was refunded must not give the course back.
    if (payment.status === "refund_pending" || payment.status === "refunded") return { payment, enrollment: null };
    if (payment.status !== "succeeded") {
      await tx.payment.update({ where: { id: payment.id }, data: { status: "succeeded", succeededAt: new Date() } });
    }
    const enrollment = await upsertEnrollment(tx, intent.userId, intent.courseId);
    return { payment, enrollment };
  });
}

/** POST /api/enrollments: free courses enrol at once; a paid course needs a succeeded payment (402). */
export async function enrollInCourse(userId: string, courseIdOrSlug: string) {
  const course = await findCourseByIdOrSlug(courseIdOrSlug);
  if (!course) throw notFound("Course not found");
  if (priceToCents(course.price) > 0) {
    const paid = await db.payment.findFirst({
      where: { userId, courseId: course.id, status: "succeeded" },
      select: { id: true },
    });
    if (!paid) {
      throw new HttpError(402, "This course must be purchased before you can enroll.", {
        code: "PAYMENT_REQUIRED",
        details: { checkoutPath: `/checkout/${course.slug}` },
      });
    }
  }
  const enrollment = await inTransaction((tx) => upsertEnrollment(tx, userId, course.id));
  return { enrollment, course };
}
