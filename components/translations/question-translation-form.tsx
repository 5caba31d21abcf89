"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { saveQuestionTranslationAction } from "@/lib/translations/lesson-actions";
import { OPTION_MAX, QUESTION_MAX } from "@/lib/translations/lesson-schema";
import type { QuestionForTranslation } from "@/lib/translations/lesson-queries";
import { EnglishChanges } from "./english-changes";
import { OutdatedBadge } from "./outdated-badge";
import { SaveRow } from "./save-status";
import { useSaveStatus } from "./use-save-status";

type Props = { question: QuestionForTranslation; number: number; language: { code: string; name: string } };

/** One question and all its options in the chosen language (saved together), the English beside each. */
export function QuestionTranslationForm({ question, number, language }: Props) {
  const t = useTranslations("LessonTranslations");
  const [text, setText] = useState(question.translation?.text ?? "");
  const [options, setOptions] = useState(question.original.options.map((o) => ({ id: o.id, text: question.translation?.options[o.id] ?? "" })));
  const status = useSaveStatus();
  const optionError = status.errors.options;

  return (
    <form
      className="space-y-3 rounded-md border p-4"
      aria-label={`${number}. ${question.original.text}`}
      onSubmit={(event) => {
        event.preventDefault();
        status.save(() => saveQuestionTranslationAction({ questionId: question.id, language: language.code, text, options }), t("saveFailed"));
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground" lang="en" dir="ltr">
          {number}. {question.original.text}
        </p>
        {question.outdated ? <OutdatedBadge /> : null}
      </div>
      {question.outdated ? <EnglishChanges outdated={question.outdated} /> : null}
      <FormField label={t("questionLabel", { language: language.name })} error={status.errors.text}>
        {(field) => <Input {...field} lang={language.code} dir="auto" value={text} maxLength={QUESTION_MAX} onChange={(e) => (setText(e.target.value), status.edited())} />}
      </FormField>
      {question.original.options.map((original, i) => (
        <FormField key={original.id} label={t("optionLabel", { number: i + 1, language: language.name })} hint={original.text}>
          {(field) => (
            <Input
              {...field}
              lang={language.code}
              dir="auto"
              value={options[i]!.text}
              maxLength={OPTION_MAX}
              onChange={(e) => {
                const value = e.target.value;
                setOptions((current) => current.map((o, j) => (j === i ? { ...o, text: value } : o)));
                status.edited();
              }}
            />
          )}
        </FormField>
      ))}
      {optionError || status.errors.language ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {optionError || status.errors.language}
        </p>
      ) : null}
      <SaveRow status={status} labels={{ save: t("save"), saving: t("saving"), saved: t("saved") }} size="sm" />
    </form>
  );
}
