"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { updateAssessmentSettings } from "@/lib/studio/assessment-actions";
import type { AssessmentSettings } from "@/lib/studio/assessment-editor-types";
import { assessmentSchema } from "@/lib/studio/question-schema";
import { actionMessage } from "./action-message";
import { SELECT } from "./field-classes";
import { schemaResolver } from "./schema-resolver";

type Values = Record<Exclude<keyof AssessmentSettings, "type">, string> & { type: AssessmentSettings["type"] };

const NUMBERS = ["timeLimit", "passingScore", "maxAttempts", "attemptWindowHours"] as const;
const TYPES = ["quiz", "midterm", "final"] as const;

const toValues = (s: AssessmentSettings): Values => ({
  title: s.title,
  type: s.type,
  timeLimit: String(s.timeLimit),
  passingScore: String(s.passingScore),
  maxAttempts: String(s.maxAttempts),
  attemptWindowHours: String(s.attemptWindowHours),
  questionsPerAttempt: s.questionsPerAttempt === null ? "" : String(s.questionsPerAttempt),
});

/** A number field's text as the schema takes it: digits as a number, anything else left for the schema to refuse. */
const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));

export function toSettingsInput(values: Values) {
  return {
    ...values,
    ...Object.fromEntries(NUMBERS.map((key) => [key, number(values[key])])),
    questionsPerAttempt: values.questionsPerAttempt.trim() === "" ? null : number(values.questionsPerAttempt),
  };
}

type Props = {
  assessmentId: string;
  settings: AssessmentSettings;
  /** Questions in the pool (not retired) and retired ones, said beside the draw. */
  pool: number;
  retired: number;
  contentLanguage: string;
};

/** The assessment's settings: what students see before they start, how each attempt is drawn, timed and marked. */
export function SettingsForm({ assessmentId, settings, pool, retired, contentLanguage }: Props) {
  const t = useTranslations("StudioAssessment");
  const tStudio = useTranslations("Studio");
  const locale = useLocale();
  const router = useRouter();
  const headingId = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // The saved values also go into the server's HTML (defaultValue), not only once the script has run.
  const [initial] = useState(() => toValues(settings));
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: initial,
    resolver: schemaResolver(() => assessmentSchema(tStudio), toSettingsInput),
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await updateAssessmentSettings(assessmentId, toSettingsInput(values), locale).catch(() => null);
    if (!result?.ok) {
      for (const [field, messages] of Object.entries(result?.fieldErrors ?? {})) {
        if (messages[0]) setError(field as keyof Values, { type: "server", message: messages[0] });
      }
      return setMessage({ text: actionMessage(t, result), error: true });
    }
    reset(values);
    setMessage({ text: result.data.changed ? t("settingsSaved") : t("noChanges"), error: false });
    router.refresh();
  });

  const numberField = (name: (typeof NUMBERS)[number] | "questionsPerAttempt", label: string, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[name]?.message}>
      {(field) => <Input {...field} {...register(name)} defaultValue={initial[name]} inputMode="numeric" autoComplete="off" className="max-w-40" />}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-5" data-testid="settings-form">
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {t("settingsTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("settingsDescription")}</p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label={t("titleLabel")} error={errors.title?.message}>
          {(field) => <Input {...field} {...register("title")} defaultValue={initial.title} lang={contentLanguage} dir="auto" />}
        </FormField>
        <FormField label={t("typeLabel")} error={errors.type?.message}>
          {(field) => (
            <select {...field} {...register("type")} defaultValue={initial.type} className={SELECT}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {numberField("timeLimit", t("timeLimitLabel"))}
        {numberField("passingScore", t("passingScoreLabel"))}
        {numberField("maxAttempts", t("maxAttemptsLabel"))}
        {numberField("attemptWindowHours", t("attemptWindowLabel"), t("attemptWindowHint"))}
        <div className="space-y-1.5 md:col-span-2">
          {numberField("questionsPerAttempt", t("questionsPerAttemptLabel"), t("questionsPerAttemptHint"))}
          <p className="text-sm" data-testid="pool-size">
            {t("poolSize", { pool, retired })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("saveSettings")}
        </Button>
        <p role={message?.error ? "alert" : "status"} className={`text-sm empty:hidden ${message?.error ? "font-medium text-destructive" : ""}`.trimEnd()}>
          {message?.text}
        </p>
      </div>
    </form>
  );
}
