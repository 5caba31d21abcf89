"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { NameFields } from "@/components/account/name-fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { toastAfterNavigation } from "@/components/ui/flash-toast";
import { toast } from "@/components/ui/use-toast";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { signUpAction } from "@/lib/users/actions";
import { defaultNameOrder } from "@/lib/users/full-name";
import type { SignUpInput } from "@/lib/users/schema";
import { FormField } from "./form-field";
import { lazyZodResolver } from "./lazy-zod-resolver";
import { PasswordInput } from "./password-input";

export function SignupForm() {
  const t = useTranslations("Signup");
  const tAuth = useTranslations("Auth");
  const tv = useTranslations("Validation");
  const tSafety = useTranslations("SignUpSafety");
  const locale = useLocale() as Locale;
  const courseId = useSearchParams().get("courseId");
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: lazyZodResolver(async () => (await import("@/lib/users/schema")).signUpSchema(tv)),
    defaultValues: { firstName: "", lastName: "", nameOrder: defaultNameOrder(locale), email: "", password: "", confirmPassword: "", agreeToTerms: false },
  });

  async function onSubmit(values: SignUpInput) {
    let result: Awaited<ReturnType<typeof signUpAction>>;
    try {
      result = await signUpAction(values, locale);
    } catch {
      toast({ variant: "destructive", title: tAuth("signupFailedTitle"), description: tAuth("networkError") });
      return;
    }
    if (!result.ok) {
      // A 429 carries the seconds to wait in its body (server actions have no Retry-After header).
      const minutes = Math.max(1, Math.ceil(((result as { retryAfter?: number }).retryAfter ?? 60) / 60));
      const description =
        result.code === "SIGN_UPS_BUSY"
          ? tSafety("busy", { minutes })
          : result.status === 429
            ? tAuth("signupRateLimited", { minutes })
            : result.message || tAuth("signupFailedDefault");
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
        setError(field as keyof SignUpInput, { message: messages[0] });
      }
      toast({ variant: "destructive", title: tAuth("signupFailedTitle"), description });
      return;
    }
    // The same answer whether the address was new (now signed in) or already had an account (its owner was
    // e-mailed, and a checkout then asks to sign in): both have a message waiting (lib/users/sign-up.ts).
    // The address in Unicode isolates (first strong isolate … pop directional isolate), the plain-text <bdi>:
    // in the Arabic sentence it keeps its own direction and the full stop stays where it belongs.
    const email = `\u2068${result.data.email}\u2069`;
    toastAfterNavigation({ title: tSafety("checkEmailTitle"), description: tSafety("checkEmailDescription", { email }) });
    // A full navigation, so the header and every page see the new session at once.
    window.location.assign(localizedPath(locale, courseId ? `/checkout/${encodeURIComponent(courseId)}` : "/courses"));
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <NameFields register={register} control={control} errors={errors} />
      <FormField label={t("email")} error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" inputMode="email" autoComplete="email" {...register("email")} />}
      </FormField>
      <FormField label={t("password")} error={errors.password?.message} hint={t("passwordHint")}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register("password")} />}
      </FormField>
      <FormField label={t("confirmPassword")} error={errors.confirmPassword?.message}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...register("confirmPassword")} />}
      </FormField>
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            id="agreeToTerms"
            {...register("agreeToTerms")}
            aria-invalid={Boolean(errors.agreeToTerms)}
            aria-describedby={errors.agreeToTerms ? "agreeToTerms-error" : undefined}
            className="mt-0.5"
          />
          <label htmlFor="agreeToTerms" className="text-sm leading-snug">
            {t("agreePrefix")}{" "}
            <Link href="/terms" className="font-medium text-primary underline" target="_blank">
              {t("terms")}
            </Link>{" "}
            {t("and")}{" "}
            <Link href="/privacy" className="font-medium text-primary underline" target="_blank">
              {t("privacy")}
            </Link>
          </label>
        </div>
        {errors.agreeToTerms && (
          <p id="agreeToTerms-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.agreeToTerms.message}
          </p>
        )}
      </div>
      <button type="submit" className={buttonVariants({ size: "lg", className: "w-full" })} disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </button>
      <p className="text-center text-sm text-muted-foreground">
        {t("haveAccount")}{" "}
        <Link
          href={courseId ? { pathname: "/login", query: { courseId } } : "/login"}
          className="font-medium text-primary underline"
        >
          {t("signInLink")}
        </Link>
      </p>
    </form>
  );
}
