"use client";
import { Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { formatCountdown } from "./format-countdown";

// The timer: mm:ss, red in the last minute. Screen readers hear it on demand (role=timer) and are told
// once at five minutes and at one minute left.
export function Countdown({ seconds }: { seconds: number | null }) {
  const t = useTranslations("Assessment");
  const low = seconds != null && seconds <= 60;
  const warning = seconds != null && seconds <= 300 ? (seconds <= 60 ? t("oneMinuteLeft") : t("fiveMinutesLeft")) : "";
  return (
    <div className={cn("flex items-center gap-2 rounded-md border px-3 py-1.5 font-mono text-lg tabular-nums", low && "border-destructive text-destructive")}>
      <Clock aria-hidden className="size-5" />
      <span className="sr-only">{t("timeRemaining")}</span>
      <span role="timer" data-testid="assessment-timer" aria-busy={seconds == null}>
        {formatCountdown(seconds)}
      </span>
      <span aria-live="polite" className="sr-only">
        {warning}
      </span>
    </div>
  );
}
