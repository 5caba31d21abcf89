"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useApiErrorMessage } from "@/components/i18n/api-error-message";
import { toast } from "@/components/ui/use-toast";
import { postJsonRetryingOnce } from "@/lib/http/retrying-post";
import type { Receipt } from "@/lib/purchases/receipts";
import { useCheckoutStage } from "./checkout-stage";

export type CheckoutStage = "loading" | "form" | "processing" | "success" | "error";

// The checkout's state machine (SPEC section 4): get a client secret, show the card form, process,
// then tell the server and show success with the receipt (CheckoutStage), which stays: the student chooses
// where to go next (issue 18).
export function useCheckout(courseId: string) {
  const t = useTranslations("Checkout");
  const errorMessage = useApiErrorMessage();
  const [stage, setStage] = useState<CheckoutStage>("loading");
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const { enrolled } = useCheckoutStage();
  const started = useRef(false);

  const start = useCallback(async () => {
    setStage("loading");
    try {
      const response = await fetch("/api/create-payment-intent", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ courseId }),
      });
      const body = await response.json().catch(() => null);
      if (!response.ok || !body?.clientSecret) {
        // The server's `error` is English: the toast says what its code means in the reader's language.
        const description = response.status === 429 ? t("tooMany") : errorMessage(body, t("createFailed"));
        toast({ variant: "destructive", title: t("checkoutError"), description });
        setStage("error");
        return;
      }
      setClientSecret(body.clientSecret);
      setStage("form");
    } catch {
      toast({ variant: "destructive", title: t("checkoutError"), description: t("initFailed") });
      setStage("error");
    }
  }, [courseId, errorMessage, t]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  /** After the provider took the money: the server checks with the provider and enrols. */
  const paid = useCallback(
    async (paymentIntentId: string) => {
      setStage("processing");
      // Replay-safe: a retry after a dropped connection or a 502 gets the first try's answer (one payment, one enrolment).
      const response = await postJsonRetryingOnce("/api/confirm-payment", { paymentIntentId }).catch(() => null);
      const body = await response?.json().catch(() => null);
      if (!response?.ok || typeof body?.courseSlug !== "string") {
        toast({ variant: "destructive", title: t("enrollmentErrorTitle"), description: t("enrollmentError") });
        setStage("form");
        return;
      }
      setStage("success");
      enrolled({
        courseSlug: body.courseSlug,
        firstLessonId: typeof body.firstLessonId === "string" ? body.firstLessonId : null,
        receipt: (body.receipt as Receipt | null) ?? null,
      });
    },
    [t, enrolled],
  );

  return {
    stage,
    clientSecret,
    retry: start,
    processing: () => setStage("processing"),
    failed: () => setStage("form"),
    paid,
  };
}
