"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { defaultLocale } from "@/lib/i18n/locales";
import { useRouter } from "@/lib/i18n/navigation";
import { saveCourseTranslationAction } from "@/lib/translations/actions";
import { courseTranslationSchema } from "@/lib/translations/schema";
import type { LocalizedCourse } from "@/lib/translations/types";

export type Draft = { title: string; description: string };
export type DraftErrors = Partial<Record<"title" | "description" | "language", string>>;

const EMPTY: Draft = { title: "", description: "" };

function firstErrors(fieldErrors: Record<string, string[] | undefined> | undefined): DraftErrors {
  const errors: DraftErrors = {};
  for (const key of ["title", "description", "language"] as const) {
    const message = fieldErrors?.[key]?.[0];
    if (message) errors[key] = message;
  }
  return errors;
}

/**
 * One course edited at a time (SPEC section 4). Save validates in the visitor's language, then the server
 * action validates and authorises again; on failure the draft stays in the form with its field errors.
 */
export function useTranslationEditor(language: string) {
  const t = useTranslations("Translations");
  const router = useRouter();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [pending, startTransition] = useTransition();

  function start(course: LocalizedCourse) {
    setEditingId(course.id);
    setDraft({
      title: course.translation?.title ?? course.original.title,
      description: course.translation?.description ?? course.original.description,
    });
    setErrors({});
  }

  function cancel() {
    setEditingId(null);
    setDraft(EMPTY);
    setErrors({});
  }

  function save(course: LocalizedCourse) {
    if (language === course.defaultLanguage || language === defaultLocale) {
      toast({ variant: "destructive", title: t("cannotTranslateTitle"), description: t("cannotTranslateText") });
      return;
    }
    const input = { courseId: course.id, language, title: draft.title, description: draft.description };
    const checked = courseTranslationSchema((key) => t(key)).safeParse(input);
    if (!checked.success) {
      setErrors(firstErrors(z.flattenError(checked.error).fieldErrors));
      return;
    }
    startTransition(async () => {
      const result = await saveCourseTranslationAction(input);
      if (result.ok) {
        const created = result.data.created;
        toast({ title: t(created ? "createdTitle" : "updatedTitle"), description: t(created ? "createdText" : "updatedText") });
        cancel();
        router.refresh();
        return;
      }
      setErrors(firstErrors(result.fieldErrors));
      const description =
        result.status === 401 ? t("signInText") : result.status === 403 ? t("forbiddenText") : result.fieldErrors ? t("fixFieldsText") : t("saveFailedText");
      toast({ variant: "destructive", title: t("saveFailedTitle"), description });
    });
  }

  return {
    editingId,
    draft,
    errors,
    pending,
    start,
    cancel,
    save,
    change: (field: keyof Draft, value: string) => setDraft((current) => ({ ...current, [field]: value })),
  };
}
