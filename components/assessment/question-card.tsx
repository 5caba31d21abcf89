"use client";
import { useTranslations } from "next-intl";
import type { QuestionDto } from "@/lib/assessments/types";
import { cn } from "@/lib/utils";

type Props = { question: QuestionDto; number: number; chosen: string | undefined; onChoose: (optionId: string) => void; disabled: boolean };

// One question as a native radio group: the legend labels it, arrow keys move between options.
export function QuestionCard({ question, number, chosen, onChoose, disabled }: Props) {
  const t = useTranslations("Assessment");
  return (
    <fieldset className="space-y-4" disabled={disabled} data-testid="assessment-question">
      <legend className="mb-4 text-xl font-semibold leading-snug">
        <span className="sr-only">{t("questionNumber", { number })} </span>
        {/* Course content may be in another language than the page: its own direction. */}
        <span dir="auto">{question.question}</span>
      </legend>
      {question.options.map((option) => {
        const id = `option-${option.id}`;
        const selected = chosen === option.id;
        return (
          <label
            key={option.id}
            htmlFor={id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-muted/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
              selected && "border-primary bg-primary/5",
            )}
          >
            <input
              id={id}
              type="radio"
              name={`question-${question.id}`}
              value={option.id}
              checked={selected}
              onChange={() => onChoose(option.id)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            {/* The label's flex item keeps the page's direction (its text starts at the page's side); the option's text is isolated inside it. */}
            <span>
              <span dir="auto">{option.text}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
