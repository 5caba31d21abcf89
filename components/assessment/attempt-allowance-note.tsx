"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { AttemptAllowance } from "@/lib/assessments/types";

// How many attempts are left: ever (the lifetime cap) and in the assessment's window, or when the next one frees
// up, or that none is left at all.
export function AttemptAllowanceNote({ attempts }: { attempts: AttemptAllowance }) {
  const t = useTranslations("Assessment");
  const format = useFormatter();
  if (attempts.lifetimeLeft === 0) {
    return <p className="text-sm font-medium" role="status" data-testid="assessment-attempts">{t("attemptsUsedUp")}</p>;
  }
  const lifetime = <p className="text-sm text-muted-foreground" data-testid="assessment-lifetime-attempts">{t("lifetimeAttemptsLeft", { left: attempts.lifetimeLeft, max: attempts.lifetimeMax })}</p>;
  if (attempts.windowHours === 0) return lifetime;
  if (attempts.left === 0 && attempts.retryAt) {
    const date = format.dateTime(new Date(attempts.retryAt), { dateStyle: "medium", timeStyle: "short" });
    return (
      <>
        <p className="text-sm font-medium" role="status" data-testid="assessment-attempts">{t("attemptLimit", { date })}</p>
        {lifetime}
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground" data-testid="assessment-attempts">
        {t("attemptsLeft", { left: attempts.left, max: attempts.maxAttempts, hours: attempts.windowHours })}
      </p>
      {lifetime}
    </>
  );
}
