"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { forgotPasswordAction } from "@/lib/auth/actions";
import { Link } from "@/lib/i18n/navigation";
import { forgotPasswordSchema } from "@/lib/users/schema";
import { FormField } from "./form-field";

type Values = { email: string };

export function ForgotPasswordForm() {
  const t = useTranslations("ForgotPassword");
  const tAuth = useTranslations("Auth");
  const tv = useTranslations("Validation");
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(forgotPasswordSchema(tv)), defaultValues: { email: "" } });

  async function onSubmit({ email }: Values) {
    const result = await forgotPasswordAction({ email }, locale).catch(() => null);
    if (!result) return toast({ variant: "destructive", title: t("title"), description: tAuth("networkError") });
    if (!result.ok) {
      const description = result.status === 429 ? t("rateLimited") : result.message || tAuth("genericError");
      return toast({ variant: "destructive", title: t("title"), description });
    }
    setSentTo(email);
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-4 text-center">
        <MailCheck className="mx-auto h-10 w-10 text-success" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t("sentTitle")}</h2>
        {/* The address is isolated (FSI…PDI): written left to right inside an Arabic sentence, its @ and dots stay put. */}
        <p className="text-sm text-muted-foreground">{t("sent", { email: `\u2068${sentTo}\u2069` })}</p>
        <Button asChild variant="outline">
          <Link href="/login">{t("backToLogin")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label={t("email")} error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" inputMode="email" autoComplete="email" {...register("email")} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
      <p className="text-center text-sm">
        <Link href="/login" className="font-medium text-primary underline">
          {t("backToLogin")}
        </Link>
      </p>
    </form>
  );
}
