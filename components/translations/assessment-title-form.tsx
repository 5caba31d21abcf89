"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { saveAssessmentTitleTranslationAction } from "@/lib/translations/lesson-actions";
import { LESSON_TITLE_MAX } from "@/lib/translations/lesson-schema";
import { SaveRow } from "./save-status";
import { useSaveStatus } from "./use-save-status";

type Props = { assessment: { id: string; title: string; translatedTitle: string | null }; language: { code: string; name: string } };

/**
 * An assessment's title in the chosen language. Students see it on the course page, the assessment page and
 * their grades; the course says the assessment is in a language only once its title and every question are.
 */
export function AssessmentTitleForm({ assessment, language }: Props) {
  const t = useTranslations("LessonTranslations");
  const [title, setTitle] = useState(assessment.translatedTitle ?? "");
  const status = useSaveStatus();
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-md border p-4"
      aria-label={t("assessmentTitleLabel", { language: language.name })}
      onSubmit={(event) => {
        event.preventDefault();
        status.save(() => saveAssessmentTitleTranslationAction({ assessmentId: assessment.id, language: language.code, title }), t("saveFailed"));
      }}
    >
      <div className="min-w-0 flex-1">
        <FormField label={t("assessmentTitleLabel", { language: language.name })} hint={assessment.title} error={status.errors.title || status.errors.language}>
          {(field) => <Input {...field} lang={language.code} dir="auto" value={title} maxLength={LESSON_TITLE_MAX} onChange={(e) => (setTitle(e.target.value), status.edited())} />}
        </FormField>
      </div>
      <SaveRow status={status} labels={{ save: t("save"), saving: t("saving"), saved: t("saved") }} size="sm" />
    </form>
  );
}
