"use client";

import { Plus, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useController, useFieldArray, useForm, type FieldError } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { EditorLesson, EditorQuestion, SavedQuestion } from "@/lib/studio/assessment-editor-types";
import { saveQuestion } from "@/lib/studio/assessment-actions";
import { OPTIONS_MAX, OPTIONS_MIN, questionSchema } from "@/lib/studio/question-schema";
import { actionMessage } from "./action-message";
import { SELECT, TEXTAREA } from "./field-classes";
import { correctAfterRemoving, initialValues, questionFieldOf, toQuestionInput, type QuestionFormValues } from "./question-form-values";
import { schemaResolver } from "./schema-resolver";

type Props = {
  assessmentId: string;
  /** The question to edit; null for a new one. */
  question: EditorQuestion | null;
  /** Its number in the list (the next one for a new question). */
  number: number;
  lessons: EditorLesson[];
  /** The course's language: the question is written in it. */
  contentLanguage: string;
  onSaved: (saved: SavedQuestion) => void;
  onCancel: () => void;
};

/**
 * Writes one question: its text, two to six options with the one correct answer, an explanation and the lesson it
 * tests. The browser checks with the server's schema (lib/studio/question-schema.ts) in the page's language; the
 * server checks again and its messages land on the same fields.
 */
export function QuestionForm({ assessmentId, question, number, lessons, contentLanguage, onSaved, onCancel }: Props) {
  const t = useTranslations("StudioAssessment");
  const tStudio = useTranslations("Studio");
  const locale = useLocale();
  const headingId = useId();
  const optionsHintId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<QuestionFormValues>({
    defaultValues: initialValues(question),
    resolver: schemaResolver(() => questionSchema(tStudio), toQuestionInput, questionFieldOf),
  });
  const { fields, append, remove } = useFieldArray({ control, name: "options" });
  // The key is held as the option's index, so the radios are drawn from it (a removed option shifts the others).
  const { field: key } = useController({ control, name: "correct" });
  const { errors, isSubmitting } = formState;
  const optionsError = (errors.options as { root?: FieldError } | undefined)?.root?.message ?? errors.options?.message;
  const correctError = errors.correct?.message;

  const removeOption = (index: number) => {
    key.onChange(correctAfterRemoving(key.value, index));
    remove(index);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await saveQuestion(assessmentId, question?.id ?? null, toQuestionInput(values), locale).catch(() => null);
    if (!result?.ok) {
      for (const [field, messages] of Object.entries(result?.fieldErrors ?? {})) {
        if (messages[0]) setError(questionFieldOf([field]) as "text", { type: "server", message: messages[0] });
      }
      return setFormError(actionMessage(t, result));
    }
    onSaved(result.data);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-5" data-testid="question-form">
      <h3 id={headingId} className="text-lg font-semibold">
        {question ? t("editQuestionTitle", { number }) : t("newQuestionTitle")}
      </h3>

      <FormField label={t("questionTextLabel")} error={errors.text?.message}>
        {(field) => <textarea {...field} {...register("text")} rows={3} lang={contentLanguage} dir="auto" className={TEXTAREA} autoFocus />}
      </FormField>

      <fieldset className="space-y-3" aria-describedby={optionsHintId}>
        <legend className="text-sm font-medium">{t("optionsLegend")}</legend>
        <p id={optionsHintId} className="text-xs text-muted-foreground">
          {t("optionsHint")}
        </p>
        <ol className="space-y-3">
          {fields.map((option, index) => {
            const inputId = `${headingId}-option-${index}`;
            const error = errors.options?.[index]?.text?.message;
            return (
              <li key={option.id} className="flex items-start gap-2" data-testid="option-row">
                <label className="flex min-h-10 shrink-0 items-center gap-1.5 rounded-md px-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                  <input
                    type="radio"
                    name={`${headingId}-correct`}
                    value={String(index)}
                    checked={key.value === String(index)}
                    onChange={() => key.onChange(String(index))}
                    onBlur={key.onBlur}
                    // A missing key is pointed at from the first option's button.
                    ref={index === 0 ? key.ref : undefined}
                    aria-describedby={correctError ? `${headingId}-correct-error` : undefined}
                    className="size-4 accent-primary"
                  />
                  <span aria-hidden="true">{t("correctShort")}</span>
                  <span className="sr-only">{t("markCorrect", { number: index + 1 })}</span>
                </label>
                <div className="min-w-0 flex-1 space-y-1">
                  <label htmlFor={inputId} className="sr-only">
                    {t("optionLabel", { number: index + 1 })}
                  </label>
                  <Input
                    id={inputId}
                    {...register(`options.${index}.text`)}
                    lang={contentLanguage}
                    dir="auto"
                    placeholder={t("optionLabel", { number: index + 1 })}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                  />
                  {error ? (
                    <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
                      {error}
                    </p>
                  ) : null}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => removeOption(index)}
                  disabled={fields.length <= OPTIONS_MIN}
                  aria-label={t("removeOption", { number: index + 1 })}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
        {correctError ? (
          <p id={`${headingId}-correct-error`} role="alert" className="text-sm font-medium text-destructive">
            {correctError}
          </p>
        ) : null}
        {optionsError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {optionsError}
          </p>
        ) : null}
        <Button type="button" variant="outline" size="sm" onClick={() => append({ text: "" })} disabled={fields.length >= OPTIONS_MAX}>
          <Plus aria-hidden className="size-4" />
          {t("addOption")}
        </Button>
      </fieldset>

      <FormField label={t("explanationLabel")} hint={t("explanationHint")} error={errors.explanation?.message}>
        {(field) => <textarea {...field} {...register("explanation")} rows={3} lang={contentLanguage} dir="auto" className={TEXTAREA} />}
      </FormField>

      <FormField label={t("lessonLabel")} error={errors.lessonId?.message}>
        {(field) => (
          <select {...field} {...register("lessonId")} className={SELECT}>
            <option value="">{t("lessonNone")}</option>
            {lessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id} lang={contentLanguage}>
                {t("lessonOption", { number: lesson.order, title: lesson.title })}
              </option>
            ))}
          </select>
        )}
      </FormField>

      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("saveQuestion")}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
