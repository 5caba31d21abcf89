"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import type { CourseFormValues } from "./course-form-values";
import { ERROR_CLASS } from "./field-styles";
import { ListFieldset } from "./list-fieldset";
import { ListItemButtons } from "./list-item-buttons";

/** The server keeps at most this many (lib/studio/course-schema.ts OUTCOMES_MAX). */
export const OUTCOMES_LIMIT = 10;

/** "What you'll learn": one sentence per entry, added, edited, moved and removed in place. */
export function OutcomesField({ form, announce }: { form: UseFormReturn<CourseFormValues>; announce: (message: string) => void }) {
  const t = useTranslations("CourseEditor");
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "outcomes" });
  const errors = form.formState.errors.outcomes;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <ListFieldset
      id="outcomes"
      legend={t("outcomes")}
      hint={t("outcomesHint", { max: OUTCOMES_LIMIT })}
      empty={fields.length === 0 ? t("outcomesEmpty") : null}
      error={listError}
      addLabel={t("addOutcome")}
      canAdd={fields.length < OUTCOMES_LIMIT}
      onAdd={() => append({ text: "" })}
    >
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const error = errors?.[index]?.text?.message;
          const id = `outcome-${field.id}`;
          const n = index + 1;
          return (
            <li key={field.id} className="space-y-1">
              <label htmlFor={id} className="text-sm font-medium">
                {t("outcomeLabel", { n })}
              </label>
              <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
                <Input id={id} dir="auto" aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...form.register(`outcomes.${index}.text`)} />
                <ListItemButtons
                  index={index}
                  count={fields.length}
                  labels={{ up: t("moveOutcomeUp", { n }), down: t("moveOutcomeDown", { n }), remove: t("removeOutcome", { n }) }}
                  onMove={(from, to) => {
                    move(from, to);
                    announce(t("outcomeMoved", { from: from + 1, to: to + 1 }));
                  }}
                  onRemove={(at) => {
                    remove(at);
                    announce(t("outcomeRemoved", { n: at + 1 }));
                  }}
                />
              </div>
              {error ? (
                <p id={`${id}-error`} role="alert" className={ERROR_CLASS}>
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </ListFieldset>
  );
}
