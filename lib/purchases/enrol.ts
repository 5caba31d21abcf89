import "server-only";
import type { CourseRow } from "@/lib/courses/lookup";
import { lockSucceededPayment } from "@/lib/db/payment-locks";
import { inTransaction } from "@/lib/db/transaction";
import { HttpError, notFound } from "@/lib/http/errors";
import { priceToCents } from "@/lib/payments/money";
import { openEnrollment } from "./status-writes";

/**
 * POST /api/enrollments, for the course the request named (null: none): a free course enrols at once; a paid
 * course needs a succeeded payment (402). The payment is locked while the enrollment opens, so a refund
 * completing at the same moment waits, then ends it.
 */
export async function enrollInCourse(userId: string, course: CourseRow | null) {
  if (!course) throw notFound("Course not found");
  const paid = priceToCents(course.price) > 0;
  const enrollment = await inTransaction(async (tx) => {
    if (paid && !(await lockSucceededPayment(tx, userId, course.id))) {
      throw new HttpError(402, "This course must be purchased before you can enroll.", {
        code: "PAYMENT_REQUIRED",
        details: { checkoutPath: `/checkout/${course.slug}` },
      });
    }
    return openEnrollment(tx, userId, course.id);
  });
  return { enrollment, course };
}
