"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { saveLessonTranslationAction } from "@/lib/translations/lesson-actions";
import { LESSON_CONTENT_MAX, LESSON_TITLE_MAX } from "@/lib/translations/lesson-schema";
import type { LessonForTranslation } from "@/lib/translations/lesson-queries";
import { SaveRow, TEXTAREA } from "./save-status";
import { useSaveStatus } from "./use-save-status";

type Props = { lesson: LessonForTranslation; language: { code: string; name: string } };

/** One lesson's title and content in the chosen language, beside the English original. */
export function LessonTranslationForm({ lesson, language }: Props) {
  const t = useTranslations("LessonTranslations");
  const [title, setTitle] = useState(lesson.translation?.title ?? "");
  const [content, setContent] = useState(lesson.translation?.content ?? "");
  const status = useSaveStatus();
  const submit = () => status.save(() => saveLessonTranslationAction({ lessonId: lesson.id, language: language.code, title, content }), t("saveFailed"));

  return (
    <form
      className="space-y-4"
      aria-label={t("lessonHeading", { order: lesson.order, title: lesson.original.title })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label={t("titleLabel", { language: language.name })} error={status.errors.title}>
        {(field) => (
          <Input {...field} name="title" lang={language.code} dir="auto" value={title} maxLength={LESSON_TITLE_MAX} onChange={(e) => (setTitle(e.target.value), status.edited())} />
        )}
      </FormField>
      <FormField label={t("contentLabel", { language: language.name })} error={status.errors.content} hint={t("contentHint")}>
        {(field) => (
          <textarea
            {...field}
            name="content"
            lang={language.code}
            dir="auto"
            rows={10}
            className={TEXTAREA}
            value={content}
            maxLength={LESSON_CONTENT_MAX}
            onChange={(e) => (setContent(e.target.value), status.edited())}
          />
        )}
      </FormField>
      {status.errors.language ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {status.errors.language}
        </p>
      ) : null}
      <details className="rounded-md border-s-4 border-muted bg-muted/40 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-muted-foreground">{t("originalLabel")}</summary>
        {/* The original is English: its own language and direction, under a label in the page's. */}
        <p className="mt-2 font-semibold" lang="en" dir="ltr">
          {lesson.original.title}
        </p>
        <pre lang="en" dir="ltr" className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap font-sans text-muted-foreground">{lesson.original.content}</pre>
      </details>
      <SaveRow status={status} labels={{ save: t("save"), saving: t("saving"), saved: t("saved") }} />
    </form>
  );
}
