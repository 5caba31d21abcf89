"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/use-toast";
import type { AttemptInProgress } from "@/lib/assessments/types";
import { postAttempt } from "./attempt-api";

/** Start (or retake): the server opens an attempt and sets its deadline. */
export function useStartAttempt(assessmentId: string, onStarted: (attempt: AttemptInProgress) => void) {
  const t = useTranslations("Assessment");
  const { toast } = useToast();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      const view = await postAttempt({ assessmentId, status: "in_progress" });
      if (view.status === "in_progress") onStarted(view);
    } catch {
      toast({ variant: "destructive", title: t("errorTitle"), description: t("startError") });
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}
