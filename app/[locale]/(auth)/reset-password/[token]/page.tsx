import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AuthCard } from "@/components/auth/auth-card";
import { InvalidResetLink, ResetPasswordForm } from "@/components/auth/reset-password-form";
import { isResetTokenUsable } from "@/lib/auth/password-reset";

export async function generateMetadata({ params }: PageProps<"/[locale]/reset-password/[token]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "ResetPassword" });
  return { title: t("metaTitle"), robots: { index: false }, referrer: "no-referrer" };
}

export default async function ResetPasswordPage({ params }: PageProps<"/[locale]/reset-password/[token]">) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("ResetPassword");
  const usable = await isResetTokenUsable(token);
  return (
    <AuthCard title={t("title")} description={usable ? t("description") : undefined}>
      <ClientMessages namespaces={["Auth", "ResetPassword", "Validation"]}>
        {usable ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
      </ClientMessages>
    </AuthCard>
  );
}
