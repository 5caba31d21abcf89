"use client";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

type Props = { questionIds: string[]; answers: Record<string, string>; current: number; onGo: (index: number) => void; disabled: boolean };

// Grid of question numbers: current, answered or unanswered, by colour and by the accessible name.
export function QuestionNavigator({ questionIds, answers, current, onGo, disabled }: Props) {
  const t = useTranslations("Assessment");
  return (
    <nav aria-labelledby="question-navigator-heading" className="rounded-lg border p-4">
      <h2 id="question-navigator-heading" className="mb-3 font-semibold">
        {t("navigator")}
      </h2>
      <ol className="grid grid-cols-5 gap-2">
        {questionIds.map((id, index) => {
          const state = index === current ? "current" : answers[id] ? "answered" : "unanswered";
          return (
            <li key={id}>
              <button
                type="button"
                onClick={() => onGo(index)}
                disabled={disabled}
                aria-current={index === current ? "step" : undefined}
                aria-label={t("navigatorItem", { number: index + 1, state: t(`state.${answers[id] ? "answered" : "unanswered"}`) })}
                data-state={state}
                className={cn(
                  "flex aspect-square w-full items-center justify-center rounded-md border text-sm font-medium tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                  state === "current" && "border-primary bg-primary text-primary-foreground",
                  state === "answered" && "border-success bg-success/15 text-foreground",
                  state === "unanswered" && "bg-background text-muted-foreground hover:bg-muted",
                )}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="mt-4 space-y-1 text-xs text-muted-foreground">
        <li className="flex items-center gap-2"><span aria-hidden className="size-3 rounded-sm bg-primary" />{t("state.current")}</li>
        <li className="flex items-center gap-2"><span aria-hidden className="size-3 rounded-sm border border-success bg-success/15" />{t("state.answered")}</li>
        <li className="flex items-center gap-2"><span aria-hidden className="size-3 rounded-sm border bg-background" />{t("state.unanswered")}</li>
      </ul>
    </nav>
  );
}
