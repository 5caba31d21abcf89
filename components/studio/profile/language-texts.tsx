"use client";

import { useTranslations } from "next-intl";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { TEXTAREA } from "@/components/translations/save-status";
import { BIO_MAX, CREDENTIALS_MAX } from "@/lib/studio/profile-schema";

export type ProfileValues = { displayName: string; credentials: Record<string, string>; bio: Record<string, string> };
export type ProfileLanguage = { code: string; name: string; dir: "ltr" | "rtl" };

type Props = { language: ProfileLanguage; register: UseFormRegister<ProfileValues>; errors: FieldErrors<ProfileValues> };

/** One language's credentials and biography, written in that language and its direction. */
export function LanguageTexts({ language, register, errors }: Props) {
  const t = useTranslations("StudioProfile");
  const { code, name, dir } = language;
  return (
    <div className="space-y-4">
      <FormField label={t("credentialsLabel", { language: name })} hint={t("credentialsHint")} error={errors.credentials?.[code]?.message}>
        {(field) => <Input {...field} {...register(`credentials.${code}`)} lang={code} dir={dir} maxLength={CREDENTIALS_MAX} />}
      </FormField>
      <FormField label={t("bioLabel", { language: name })} hint={t("bioHint")} error={errors.bio?.[code]?.message}>
        {(field) => <textarea {...field} {...register(`bio.${code}`)} lang={code} dir={dir} rows={5} maxLength={BIO_MAX} className={TEXTAREA} />}
      </FormField>
    </div>
  );
}
