"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { ConfirmDialog } from "../confirm-dialog";
import { STATES, type CourseFormValues } from "./course-form-values";
import { ERROR_CLASS } from "./field-styles";

/**
 * Draft (its staff only), published (everyone) or archived (out of the catalogue; enrolled students keep it).
 * Choosing Archived asks first: the course leaves the catalogue and stops selling when the form is saved.
 */
export function StateField({ form, savedState }: { form: UseFormReturn<CourseFormValues>; savedState: CourseFormValues["state"] }) {
  const t = useTranslations("CourseEditor");
  const [confirming, setConfirming] = useState(false);
  const error = form.formState.errors.state?.message;
  return (
    <Controller
      control={form.control}
      name="state"
      render={({ field }) => (
        <fieldset className="space-y-3" aria-describedby={error ? "state-error" : undefined} aria-invalid={Boolean(error)}>
          <legend className="text-base font-semibold">{t("state")}</legend>
          <div className="grid gap-2 md:grid-cols-3">
            {STATES.map((state) => {
              const id = `state-${state}`;
              return (
                <label key={state} htmlFor={id} className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                  <input
                    id={id}
                    type="radio"
                    name={field.name}
                    value={state}
                    checked={field.value === state}
                    onBlur={field.onBlur}
                    onChange={() => (state === "archived" && savedState !== "archived" ? setConfirming(true) : field.onChange(state))}
                    aria-describedby={`${id}-hint`}
                    className="mt-1 size-4 accent-primary"
                  />
                  <span>
                    <span className="block text-sm font-medium">{t(`state_${state}`)}</span>
                    <span id={`${id}-hint`} className="block text-xs text-muted-foreground">
                      {t(`state_${state}Hint`)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {field.value !== savedState ? <p className="text-sm text-muted-foreground">{t("stateOnSave")}</p> : null}
          {error ? (
            <p id="state-error" role="alert" className={ERROR_CLASS}>
              {error}
            </p>
          ) : null}
          <ConfirmDialog
            open={confirming}
            title={t("archiveTitle")}
            description={t("archiveText")}
            confirmLabel={t("archiveConfirm")}
            cancelLabel={t("cancel")}
            onConfirm={() => {
              setConfirming(false);
              field.onChange("archived");
            }}
            onCancel={() => setConfirming(false)}
          />
        </fieldset>
      )}
    />
  );
}
