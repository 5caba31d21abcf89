"use client";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "@/components/ui/use-toast";
import type { AttemptInProgress, AttemptResult } from "@/lib/assessments/types";
import { fetchState, postAttempt } from "./attempt-api";

type Options = { assessmentId: string; attempt: AttemptInProgress; timeKnown: boolean; onFinished: (result: AttemptResult) => void };

/**
 * An attempt under way: answers and the current question, saved to the server as the student moves on
 * (saves run one after another, so an older one never lands last), the server's deadline, and submission.
 */
export function useAttempt({ assessmentId, attempt, timeKnown, onFinished }: Options) {
  const t = useTranslations("Assessment");
  const locale = useLocale();
  const { toast } = useToast();
  const [answers, setAnswers] = useState<Record<string, string>>(attempt.answers);
  const [current, setCurrent] = useState(attempt.currentQuestion);
  // SPEC: 30:00 shows until the time is loaded; a resumed attempt asks the server how much is left.
  const [endsAt, setEndsAt] = useState<number | null>(() => (timeKnown ? Date.now() + attempt.remainingSeconds * 1000 : null));
  const [submitting, setSubmitting] = useState(false);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const finished = useRef(false);

  const finish = useCallback(
    (result: AttemptResult) => {
      if (finished.current) return;
      finished.current = true;
      onFinished(result);
    },
    [onFinished],
  );

  useEffect(() => {
    if (timeKnown) return;
    let live = true;
    fetchState(assessmentId, locale)
      .then((state) => {
        if (!live) return;
        if (state.attempt?.id === attempt.id) setEndsAt(Date.now() + state.attempt.remainingSeconds * 1000);
        else if (state.lastResult) finish(state.lastResult);
      })
      .catch(() => live && setEndsAt(Date.now() + attempt.remainingSeconds * 1000));
    return () => {
      live = false;
    };
  }, [assessmentId, attempt.id, attempt.remainingSeconds, timeKnown, finish, locale]);

  const save = useCallback(
    (nextAnswers: Record<string, string>, question: number) => {
      const run = chain.current.then(async () => {
        if (finished.current) return true;
        const view = await postAttempt({ assessmentId, attemptId: attempt.id, answers: nextAnswers, currentQuestion: question, status: "in_progress" }, locale);
        if (view.status === "submitted") finish(view);
        return true;
      });
      chain.current = run.catch(() => false);
      return run;
    },
    [assessmentId, attempt.id, finish, locale],
  );

  const go = (index: number) => {
    setCurrent(index);
    save(answers, index).catch(() => toast({ variant: "destructive", title: t("errorTitle"), description: t("saveError") }));
  };

  // Each choice is saved at once too, so closing the tab loses nothing.
  const choose = (questionId: string, optionId: string) => {
    const next = { ...answers, [questionId]: optionId };
    setAnswers(next);
    save(next, current).catch(() => toast({ variant: "destructive", title: t("errorTitle"), description: t("saveError") }));
  };

  const submit = useCallback(
    async (auto = false) => {
      if (finished.current || submitting) return;
      setSubmitting(true);
      try {
        await chain.current;
        const view = await postAttempt({ assessmentId, attemptId: attempt.id, answers, currentQuestion: current, status: "completed" }, locale);
        if (view.status === "submitted") {
          toast(auto ? { title: t("timeUpTitle"), description: t("timeUpText") } : { title: t("submittedTitle"), description: t("submittedText") });
          finish(view);
        }
      } catch {
        toast({ variant: "destructive", title: t("errorTitle"), description: t("submitError") });
      } finally {
        setSubmitting(false);
      }
    },
    [assessmentId, attempt.id, answers, current, finish, submitting, t, toast, locale],
  );

  return { answers, current, endsAt, submitting, choose, go, save, submit };
}
