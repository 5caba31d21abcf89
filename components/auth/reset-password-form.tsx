"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { resetPasswordAction } from "@/lib/auth/actions";
import { Link } from "@/lib/i18n/navigation";
import { resetPasswordSchema } from "@/lib/users/schema";
import { FormField } from "./form-field";
import { PasswordInput } from "./password-input";

type Values = { token: string; password: string; confirmPassword: string };

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("ResetPassword");
  const tAuth = useTranslations("Auth");
  const tv = useTranslations("Validation");
  const [state, setState] = useState<"form" | "done" | "invalid">("form");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(resetPasswordSchema(tv)),
    defaultValues: { token, password: "", confirmPassword: "" },
  });

  async function onSubmit(values: Values) {
    const result = await resetPasswordAction(values).catch(() => null);
    if (!result) return toast({ variant: "destructive", title: t("title"), description: tAuth("networkError") });
    if (!result.ok) {
      if (result.code === "INVALID_RESET_TOKEN") return setState("invalid");
      return toast({ variant: "destructive", title: t("title"), description: result.message || tAuth("genericError") });
    }
    setState("done");
  }

  if (state === "invalid") return <InvalidResetLink />;
  if (state === "done") {
    return (
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto h-10 w-10 text-success" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t("successTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("success")}</p>
        <Button asChild>
          <Link href="/login">{t("signIn")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <input type="hidden" {...register("token")} />
      <FormField label={t("password")} error={errors.password?.message}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register("password")} />}
      </FormField>
      <FormField label={t("confirmPassword")} error={errors.confirmPassword?.message}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register("confirmPassword")} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}

export function InvalidResetLink() {
  const t = useTranslations("ResetPassword");
  return (
    <div role="alert" className="space-y-4 text-center">
      <h2 className="text-lg font-semibold">{t("invalidTitle")}</h2>
      <p className="text-sm text-muted-foreground">{t("invalid")}</p>
      <Button asChild>
        <Link href="/forgot-password">{t("requestNew")}</Link>
      </Button>
    </div>
  );
}
