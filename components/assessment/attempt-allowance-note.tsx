"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { AttemptAllowance } from "@/lib/assessments/types";

// How many attempts are left in the assessment's window, or when the next one frees up.
export function AttemptAllowanceNote({ attempts }: { attempts: AttemptAllowance }) {
  const t = useTranslations("Assessment");
  const format = useFormatter();
  if (attempts.windowHours === 0) return null;
  if (attempts.left === 0 && attempts.retryAt) {
    const date = format.dateTime(new Date(attempts.retryAt), { dateStyle: "medium", timeStyle: "short" });
    return <p className="text-sm font-medium" role="status" data-testid="assessment-attempts">{t("attemptLimit", { date })}</p>;
  }
  return (
    <p className="text-sm text-muted-foreground" data-testid="assessment-attempts">
      {t("attemptsLeft", { left: attempts.left, max: attempts.maxAttempts, hours: attempts.windowHours })}
    </p>
  );
}
