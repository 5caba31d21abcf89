import "server-only";
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { refundClosedReason, type RefundClosedReason } from "./refund-closed-rule";

// A course stops being refundable once the student has taken what a refund cannot give back: a submitted attempt
// at its final assessment (its questions, its result) or its downloaded certificate. Stated on the course page and
// the checkout before paying (CourseDetail.refundRule, Checkout.refundLimit).

export const REFUND_COURSE_USED = "REFUND_COURSE_USED";

/** Why the student's purchase of the course may no longer be refunded, or null while it may. */
export async function refundClosedFor(userId: string, courseId: string): Promise<RefundClosedReason | null> {
  const [finalAttempts, downloaded] = await Promise.all([
    db.assessmentAttempt.count({ where: { userId, status: "submitted", assessment: { courseId, type: "final" } } }),
    db.certificate.count({ where: { userId, courseId, downloadedAt: { not: null } } }),
  ]);
  return refundClosedReason({ finalAttemptSubmitted: finalAttempts > 0, certificateDownloaded: downloaded > 0 });
}

/** 409 with the code the browser shows in the reader's language (ApiErrors.REFUND_COURSE_USED). */
export function refundClosedError(reason: RefundClosedReason) {
  const why = reason === "final_attempt" ? "you have submitted an attempt at its final assessment" : "you have downloaded its certificate";
  return conflict(`This course can no longer be refunded: ${why}.`, { code: REFUND_COURSE_USED, details: { reason } });
}
