"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { saveLessonSettingsAction } from "@/lib/studio/lesson-actions";
import { lessonSettingsSchema, type LessonSettingsInput } from "@/lib/studio/lesson-schema";

type Values = { estimatedMinutes: number; isFreePreview: boolean };
type Props = { lessonId: string; initial: Values };

/**
 * Study time and free preview: not part of the text's revisions, so saved on their own (and live at once on a
 * published lesson). The schema is the server's, worded in the author's language.
 */
export function LessonSettingsForm({ lessonId, initial }: Props) {
  const t = useTranslations("StudioLesson.settings");
  const studio = useTranslations("Studio");
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<LessonSettingsInput, unknown, Values>({ resolver: zodResolver(lessonSettingsSchema(studio)), defaultValues: initial });

  async function onSubmit(values: Values) {
    const result = await saveLessonSettingsAction({ lessonId, locale, ...values }).catch(() => null);
    if (!result) return toast({ variant: "destructive", title: t("failed"), description: t("network") });
    if (!result.ok) {
      const minutes = result.fieldErrors?.estimatedMinutes?.[0];
      if (minutes) setError("estimatedMinutes", { message: minutes });
      return toast({ variant: "destructive", title: t("failed"), description: result.message });
    }
    reset(values);
    toast({ title: t("saved") });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={t("heading")}>
      <FormField label={t("minutes")} error={errors.estimatedMinutes?.message} hint={t("minutesHint")}>
        {(a11y) => <Input {...a11y} type="number" inputMode="numeric" min={1} max={600} step={1} className="max-w-32" {...register("estimatedMinutes", { valueAsNumber: true })} />}
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox id={`${lessonId}-free-preview`} className="mt-0.5" aria-describedby={`${lessonId}-free-preview-hint`} {...register("isFreePreview")} />
        <div className="space-y-1">
          <label htmlFor={`${lessonId}-free-preview`} className="text-sm font-medium">
            {t("freePreview")}
          </label>
          <p id={`${lessonId}-free-preview-hint`} className="text-xs text-muted-foreground">
            {t("freePreviewHint")}
          </p>
        </div>
      </div>
      <Button type="submit" variant="secondary" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
