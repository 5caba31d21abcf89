"use client";

import { useTranslations } from "next-intl";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import type { CourseFormValues } from "./course-form-values";
import { ERROR_CLASS, HINT_CLASS } from "./field-styles";

export type InstructorChoice = { id: string; name: string; email: string };

/** Admins choose who teaches the course: one or more instructor accounts (the server checks each is one). */
export function InstructorsField({ form, instructors }: { form: UseFormReturn<CourseFormValues>; instructors: InstructorChoice[] }) {
  const t = useTranslations("CourseEditor");
  const error = form.formState.errors.instructorIds?.message ?? form.formState.errors.instructorIds?.root?.message;
  return (
    <fieldset className="space-y-3" aria-describedby={error ? "instructors-hint instructors-error" : "instructors-hint"} aria-invalid={Boolean(error)}>
      <legend className="text-base font-semibold">{t("instructors")}</legend>
      <p id="instructors-hint" className={HINT_CLASS}>
        {t("instructorsHint")}
      </p>
      {instructors.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("instructorsNone")}</p>
      ) : (
        <Controller
          control={form.control}
          name="instructorIds"
          render={({ field }) => (
            <ul className="max-h-72 space-y-1 overflow-y-auto rounded-md border p-2">
              {instructors.map((instructor) => {
                const id = `instructor-${instructor.id}`;
                const checked = field.value.includes(instructor.id);
                return (
                  <li key={instructor.id} className="flex items-center gap-3 rounded px-2 py-2 hover:bg-muted">
                    <Checkbox
                      id={id}
                      name={field.name}
                      value={instructor.id}
                      checked={checked}
                      onBlur={field.onBlur}
                      onChange={() => field.onChange(checked ? field.value.filter((v) => v !== instructor.id) : [...field.value, instructor.id])}
                    />
                    <label htmlFor={id} className="min-w-0 flex-1 text-sm">
                      <span className="font-medium">{instructor.name}</span> <span className="break-all text-muted-foreground" dir="ltr">{instructor.email}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        />
      )}
      {error ? (
        <p id="instructors-error" role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
