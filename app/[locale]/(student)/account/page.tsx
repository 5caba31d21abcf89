import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { EmailForm } from "@/components/account/email-form";
import { LanguageForm } from "@/components/account/language-form";
import { NameForm } from "@/components/account/name-form";
import { NotificationSettingsForm } from "@/components/account/notification-settings-form";
import { PasswordForm } from "@/components/account/password-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { YourDataCard } from "@/components/privacy/your-data-card";
import { readAccount } from "@/lib/account/profile";
import { requirePageUser } from "@/lib/auth/page-guard";
import { languageName } from "@/lib/i18n/language-names";
import { locales, type Locale } from "@/lib/i18n/locales";
import { emailModeOf } from "@/lib/notifications/settings";

export async function generateMetadata({ params }: PageProps<"/[locale]/account">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Account" });
  return { title: t("metaTitle"), robots: { index: false } };
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border bg-card p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold leading-tight">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The student's own account: name, e-mail, password, language, discussion e-mail, and their data (download, deletion). */
export default async function AccountPage({ params }: PageProps<"/[locale]/account">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser(locale as Locale, "/account");
  const [t, tn, account, emailMode] = await Promise.all([getTranslations("Account"), getTranslations("NotificationSettings"), readAccount(user.id), emailModeOf(user.id)]);
  const languages = locales.map((code) => ({ code, name: languageName(code, code) }));

  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <ClientMessages namespaces={["Account", "Auth", "NotificationSettings", "Signup", "Validation"]}>
        <Section id="name" title={t("nameTitle")} description={t("nameDescription")}>
          <NameForm initial={{ firstName: account.firstName, lastName: account.lastName, nameOrder: account.nameOrder }} />
        </Section>
        <Section id="email" title={t("emailTitle")} description={t("emailCurrent", { email: account.email })}>
          <EmailForm />
        </Section>
        <Section id="password" title={t("passwordTitle")} description={t("passwordDescription")}>
          <PasswordForm />
        </Section>
        <Section id="language" title={t("languageTitle")} description={t("languageDescription")}>
          <LanguageForm current={account.preferredLocale ?? locale} languages={languages} />
        </Section>
        <Section id="notifications" title={tn("title")} description={tn("description")}>
          <NotificationSettingsForm current={emailMode} />
        </Section>
      </ClientMessages>
      <YourDataCard />
    </div>
  );
}
