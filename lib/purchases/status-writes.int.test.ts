// The status table guards the rows themselves: a move it lacks is refused with IllegalTransitionError and
// nothing is written, whichever write asks for it.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { inTransaction } from "@/lib/db/transaction";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import { cleanUpPaymentTests, counts, paidCourse, signedInStudent } from "@/test/fake-stripe/helpers";
import { saveEnrollmentProgress } from "./progress";
import { completeRefund } from "./refund";
import { IllegalTransitionError } from "./status";
import { movePayment, movePayments } from "./status-writes";

afterAll(() => cleanUpPaymentTests());

/** A student holding `slug` (active enrollment) through a payment in `status`. */
async function purchase(slug: string, status: PaymentStatus) {
  const { user } = await signedInStudent("status");
  const course = await paidCourse(slug);
  const payment = await db.payment.create({
    data: { provider: "stripe", providerPaymentId: `pi_status_${randomBytes(8).toString("hex")}`, userId: user.id, courseId: course.id, amountCents: 1900, currency: "usd", status },
  });
  await db.enrollment.create({ data: { userId: user.id, courseId: course.id } });
  return { user, course, payment };
}

describe("status writes", () => {
  it("refuses to give a refunded payment back, and writes nothing", async () => {
    const { user, course, payment } = await purchase("ruth", "refunded");
    await expect(inTransaction((tx) => movePayment(tx, payment, "succeeded", { succeededAt: new Date() }))).rejects.toThrow(IllegalTransitionError);
    await expect(movePayments(db, { id: payment.id }, ["refunded", "succeeded"], "refund_pending")).rejects.toMatchObject({
      status: 409,
      code: "ILLEGAL_STATUS_TRANSITION",
      from: "refunded",
    });
    const { payments } = await counts(user.id, course.id);
    expect(payments).toEqual([expect.objectContaining({ status: "refunded", succeededAt: null })]);
  });

  it("refuses a refund of a canceled payment: the payment, the enrollment and the audit log stay as they were", async () => {
    const { user, course, payment } = await purchase("esther", "canceled");
    await expect(inTransaction((tx) => completeRefund(tx, payment.providerPaymentId, "re_status"))).rejects.toMatchObject({
      name: "IllegalTransitionError",
      from: "canceled",
      to: "refunded",
    });
    const { payments, enrollments } = await counts(user.id, course.id);
    expect(payments.map((p) => [p.status, p.refundedAt])).toEqual([["canceled", null]]);
    expect(enrollments.map((e) => [e.status, e.refundedAt])).toEqual([["active", null]]);
    expect(await db.auditLog.count({ where: { targetId: payment.id } })).toBe(0);
  });

  it("completes an active enrollment once, keeps its first completion time, and never touches a refunded one", async () => {
    const { user, course } = await purchase("jonah", "succeeded");
    const completed = await saveEnrollmentProgress(user.id, course.id, 100, true);
    expect(completed).toMatchObject({ progress: 100, status: "completed", completedAt: expect.any(Date) });
    expect(await saveEnrollmentProgress(user.id, course.id, 100, true)).toEqual(completed);

    await db.enrollment.update({ where: { userId_courseId: { userId: user.id, courseId: course.id } }, data: { status: "refunded" } });
    expect(await saveEnrollmentProgress(user.id, course.id, 50, true)).toBeNull();
    const { enrollments } = await counts(user.id, course.id);
    expect(enrollments.map((e) => [e.status, e.progress])).toEqual([["refunded", 100]]);
  });
});
