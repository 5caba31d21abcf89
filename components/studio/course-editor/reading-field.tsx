"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { EMPTY_READING, type CourseFormValues, type ReadingValues } from "./course-form-values";
import { ERROR_CLASS } from "./field-styles";
import { ListFieldset } from "./list-fieldset";
import { ListItemButtons } from "./list-item-buttons";

/** The server keeps at most this many (lib/studio/course-schema.ts READINGS_MAX). */
export const READINGS_LIMIT = 30;

const PARTS = ["author", "title", "year", "publisher"] as const satisfies readonly (keyof ReadingValues)[];

/** Further reading as structured entries (author, title, year, publisher), cited on the course page in this order. */
export function ReadingField({ form, announce }: { form: UseFormReturn<CourseFormValues>; announce: (message: string) => void }) {
  const t = useTranslations("CourseEditor");
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "furtherReading" });
  const errors = form.formState.errors.furtherReading;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <ListFieldset
      id="reading"
      legend={t("reading")}
      hint={t("readingHint", { max: READINGS_LIMIT })}
      empty={fields.length === 0 ? t("readingEmpty") : null}
      error={listError}
      addLabel={t("addReading")}
      canAdd={fields.length < READINGS_LIMIT}
      onAdd={() => append({ ...EMPTY_READING })}
    >
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.id} className="rounded-md border p-3">
              <div role="group" aria-labelledby={`reading-${field.id}-label`}>
                <div className="flex items-center justify-between gap-2">
                  <p id={`reading-${field.id}-label`} className="text-sm font-semibold">
                    {t("readingEntry", { n })}
                  </p>
                  <ListItemButtons
                    index={index}
                    count={fields.length}
                    labels={{ up: t("moveReadingUp", { n }), down: t("moveReadingDown", { n }), remove: t("removeReading", { n }) }}
                    onMove={(from, to) => {
                      move(from, to);
                      announce(t("readingMoved", { from: from + 1, to: to + 1 }));
                    }}
                    onRemove={(at) => {
                      remove(at);
                      announce(t("readingRemoved", { n: at + 1 }));
                    }}
                  />
                </div>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  {PARTS.map((part) => {
                    const id = `reading-${field.id}-${part}`;
                    const error = errors?.[index]?.[part]?.message;
                    return (
                      <div key={part} className="space-y-1">
                        <label htmlFor={id} className="text-sm font-medium">
                          {t(`reading_${part}`)}
                          {part === "year" || part === "publisher" ? <span className="font-normal text-muted-foreground"> {t("optional")}</span> : null}
                        </label>
                        <Input
                          id={id}
                          dir={part === "year" ? undefined : "auto"}
                          inputMode={part === "year" ? "numeric" : undefined}
                          aria-invalid={Boolean(error)}
                          aria-describedby={error ? `${id}-error` : undefined}
                          {...form.register(`furtherReading.${index}.${part}`)}
                        />
                        {error ? (
                          <p id={`${id}-error`} role="alert" className={ERROR_CLASS}>
                            {error}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </ListFieldset>
  );
}
