"use client";

import { lazy, Suspense } from "react";
import { findEnrollment, useMyEnrollments } from "./use-my-enrollments";

// Only enrolled students see the refund request: its code loads with their enrollment, not with the page.
const RefundRequest = lazy(() => import("@/components/payments/refund-request").then((m) => ({ default: m.RefundRequest })));

/** The 30-day refund offer, as small print below the lesson list (not beside 'Continue Learning'). */
export function CourseRefund({ courseId, slug }: { courseId: string; slug: string }) {
  const { enrollments, refetch } = useMyEnrollments();
  if (!findEnrollment(enrollments, courseId, slug)) return null;
  return (
    <Suspense fallback={null}>
      <RefundRequest courseId={courseId} onRefunded={() => void refetch()} />
    </Suspense>
  );
}
