"use client";

import { createContext, useContext, useState } from "react";
import type { Receipt } from "@/lib/purchases/receipts";

/** What the server answered once it enrolled the student: where the course starts, and the receipt. */
export type Enrollment = { courseSlug: string; firstLessonId: string | null; receipt: Receipt | null };

type Stage = { enrollment: Enrollment | null; enrolled: (enrollment: Enrollment) => void };

const CheckoutStageContext = createContext<Stage>({ enrollment: null, enrolled: () => {} });

/**
 * Whether the checkout page is still taking the payment or shows what was bought. Once paid, the page's
 * "Complete your enrolment" heading, the summary and the payment form give way to the enrolment and its
 * receipt (PaymentSuccess), on the same address.
 */
export function CheckoutStage({ children }: { children: React.ReactNode }) {
  const [enrollment, enrolled] = useState<Enrollment | null>(null);
  return <CheckoutStageContext value={{ enrollment, enrolled }}>{children}</CheckoutStageContext>;
}

export const useCheckoutStage = () => useContext(CheckoutStageContext);

/** Its children until the student has paid. */
export function UntilPaid({ children }: { children: React.ReactNode }) {
  return useCheckoutStage().enrollment ? null : children;
}
