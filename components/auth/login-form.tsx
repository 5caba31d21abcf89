"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { buttonVariants } from "@/components/ui/button-variants";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { toastAfterNavigation } from "@/components/ui/flash-toast";
import { toast } from "@/components/ui/use-toast";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import type { LoginInput } from "@/lib/users/schema";
import { FormField } from "./form-field";
import { lazyZodResolver } from "./lazy-zod-resolver";
import { PasswordInput } from "./password-input";
import { safeCallbackPath } from "./safe-redirect";

/** Where a sign-in without a destination lands: staff in the studio, where their work is; students on their dashboard. */
const homeOf = (role: string | undefined) => (role === "instructor" || role === "admin" ? "/studio" : "/dashboard");

export function LoginForm() {
  const t = useTranslations("Login");
  const tAuth = useTranslations("Auth");
  const tv = useTranslations("Validation");
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const courseId = params.get("courseId");
  const callbackUrl = safeCallbackPath(params.get("callbackUrl"));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: lazyZodResolver(async () => (await import("@/lib/users/schema")).loginSchema(tv)),
    defaultValues: { email: "", password: "", remember: false },
  });

  async function onSubmit(values: LoginInput) {
    let response: Response;
    try {
      response = await fetch("/api/login", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(values),
      });
    } catch {
      toast({ variant: "destructive", title: tAuth("loginFailedTitle"), description: tAuth("networkError") });
      return;
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string; retryAfter?: number };
      const description =
        response.status === 429
          ? tAuth("rateLimited", { minutes: Math.max(1, Math.ceil((body.retryAfter ?? 60) / 60)) })
          : response.status === 401
            ? tAuth("invalidCredentials")
            : tAuth("genericError");
      toast({ variant: "destructive", title: tAuth("loginFailedTitle"), description });
      return;
    }
    toastAfterNavigation({ title: tAuth("loginSuccessTitle"), description: tAuth("loginSuccessDescription") });
    const { user } = (await response.json().catch(() => ({}))) as { user?: { role?: string } };
    const target = callbackUrl ?? localizedPath(locale, courseId ? `/checkout/${encodeURIComponent(courseId)}` : homeOf(user?.role));
    window.location.assign(target);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label={t("email")} error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" inputMode="email" autoComplete="email" {...register("email")} />}
      </FormField>
      <FormField label={t("password")} error={errors.password?.message}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...register("password")} />}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Checkbox id="remember" {...register("remember")} />
          <label htmlFor="remember" className="text-sm">
            {t("remember")}
          </label>
        </div>
        <Link href="/forgot-password" className="text-sm font-medium text-primary underline">
          {t("forgot")}
        </Link>
      </div>
      <button type="submit" className={buttonVariants({ size: "lg", className: "w-full" })} disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </button>
      <p className="text-center text-sm text-muted-foreground">
        {t("noAccount")}{" "}
        <Link
          href={courseId ? { pathname: "/signup", query: { courseId } } : "/signup"}
          className="font-medium text-primary underline"
        >
          {t("signUpLink")}
        </Link>
      </p>
    </form>
  );
}
