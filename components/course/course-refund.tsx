"use client";

import { lazy, Suspense } from "react";

// Only enrolled students see the refund request (the server draws this for them alone): its code loads with it,
// not with the page. It asks the server whether a refund is open, and refreshes the page once one is made.
const RefundRequest = lazy(() => import("@/components/payments/refund-request").then((m) => ({ default: m.RefundRequest })));

/** The 30-day refund offer, as small print below the lesson list (not beside 'Continue Learning'). */
export function CourseRefund({ courseId }: { courseId: string }) {
  return (
    <Suspense fallback={null}>
      <RefundRequest courseId={courseId} />
    </Suspense>
  );
}
