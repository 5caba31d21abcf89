"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { lazyZodResolver } from "@/components/auth/lazy-zod-resolver";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { changePasswordAction } from "@/lib/account/actions";
import type { ChangePasswordInput } from "@/lib/account/schema";
import { failureMessage } from "./failure-message";

/** A new password, confirmed with the current one; the other devices are signed out, this one stays. */
export function PasswordForm() {
  const t = useTranslations("Account");
  const tv = useTranslations("Validation");
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: lazyZodResolver(async () => (await import("@/lib/account/schema")).changePasswordSchema(tv)),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });

  async function onSubmit(values: ChangePasswordInput) {
    const result = await changePasswordAction(values);
    if (!result.ok) {
      if (result.code === "WRONG_PASSWORD") setError("currentPassword", { message: t("wrongPassword") }, { shouldFocus: true });
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof ChangePasswordInput, { message: messages[0] });
      toast({ variant: "destructive", title: failureMessage(result, t) });
      return;
    }
    reset();
    toast({ title: t("passwordChanged") });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label={t("currentPassword")} error={errors.currentPassword?.message}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...register("currentPassword")} />}
      </FormField>
      <FormField label={t("newPassword")} error={errors.password?.message} hint={t("passwordHint")}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register("password")} />}
      </FormField>
      <FormField label={t("confirmPassword")} error={errors.confirmPassword?.message}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register("confirmPassword")} />}
      </FormField>
      <Button type="submit" className="h-11" disabled={isSubmitting}>
        {isSubmitting ? t("saving") : t("changePassword")}
      </Button>
    </form>
  );
}
