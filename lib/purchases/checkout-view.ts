import "server-only";
import { db } from "@/lib/db";
import { holdsCourse } from "@/lib/enrollments/queries";

export type CheckoutView = { lessons: number; alreadyEnrolled: boolean };

/** What the checkout page needs beyond the course: its lesson count, and whether the buyer holds it already. */
export async function checkoutView(courseId: string, userId: string | null): Promise<CheckoutView> {
  const [lessons, alreadyEnrolled] = await Promise.all([
    db.lesson.count({ where: { courseId } }),
    // A refunded course may be bought again.
    userId ? holdsCourse(userId, courseId) : false,
  ]);
  return { lessons, alreadyEnrolled };
}
