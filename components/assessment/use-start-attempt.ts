"use client";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/use-toast";
import type { OpenAttempt } from "@/lib/assessments/types";
import { AttemptApiError, startAttempt } from "./attempt-api";

/** Start (or retake): the server opens an attempt, sets its deadline and sends its questions; or says when the next attempt frees up. */
export function useStartAttempt(assessmentId: string, onStarted: (attempt: OpenAttempt) => void) {
  const t = useTranslations("Assessment");
  const format = useFormatter();
  const locale = useLocale();
  const { toast } = useToast();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      const view = await startAttempt(assessmentId, locale);
      if (view.status === "in_progress") onStarted(view);
    } catch (error) {
      const limited = error instanceof AttemptApiError && error.code === "ATTEMPT_LIMIT" && error.retryAt;
      const usedUp = error instanceof AttemptApiError && error.code === "ATTEMPTS_USED_UP";
      const description = limited
        ? t("attemptLimit", { date: format.dateTime(new Date(error.retryAt!), { dateStyle: "medium", timeStyle: "short" }) })
        : usedUp
          ? t("attemptsUsedUp")
          : t("startError");
      toast({ variant: "destructive", title: t("errorTitle"), description });
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}
