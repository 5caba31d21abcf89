import "server-only";
import { db } from "@/lib/db";

export type CheckoutView = { lessons: number; alreadyEnrolled: boolean };

/** What the checkout page needs beyond the course: its lesson count, and whether the buyer holds it already. */
export async function checkoutView(courseId: string, userId: string | null): Promise<CheckoutView> {
  const [lessons, enrollment] = await Promise.all([
    db.lesson.count({ where: { courseId } }),
    userId ? db.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } }, select: { status: true } }) : null,
  ]);
  // A refunded course may be bought again.
  return { lessons, alreadyEnrolled: !!enrollment && enrollment.status !== "refunded" };
}
