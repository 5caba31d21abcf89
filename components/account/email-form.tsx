"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { lazyZodResolver } from "@/components/auth/lazy-zod-resolver";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requestEmailChangeAction } from "@/lib/account/actions";
import type { ChangeEmailInput } from "@/lib/account/schema";
import { failureMessage } from "./failure-message";

/** A new address, confirmed with the password; it takes effect when the link sent to it is opened. */
export function EmailForm() {
  const t = useTranslations("Account");
  const tv = useTranslations("Validation");
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput>({
    resolver: lazyZodResolver(async () => (await import("@/lib/account/schema")).changeEmailSchema(tv)),
    defaultValues: { newEmail: "", currentPassword: "" },
  });

  async function onSubmit(values: ChangeEmailInput) {
    const result = await requestEmailChangeAction(values, locale);
    if (!result.ok) {
      const field = result.code === "WRONG_PASSWORD" ? "currentPassword" : "newEmail";
      setError(field, { message: result.fieldErrors?.[field]?.[0] ?? failureMessage(result, t) }, { shouldFocus: true });
      return;
    }
    reset();
    setSentTo(result.data.newEmail);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label={t("newEmail")} error={errors.newEmail?.message}>
        {(a11y) => <Input {...a11y} type="email" inputMode="email" autoComplete="email" {...register("newEmail")} />}
      </FormField>
      <FormField label={t("currentPassword")} error={errors.currentPassword?.message}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...register("currentPassword")} />}
      </FormField>
      <Button type="submit" className="h-11" disabled={isSubmitting}>
        {isSubmitting ? t("sending") : t("sendLink")}
      </Button>
      <p role="status" className="text-sm">
        {sentTo ? t("emailSent", { email: sentTo }) : null}
      </p>
    </form>
  );
}
