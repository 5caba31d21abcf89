import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConfirmEmailButton } from "@/components/account/confirm-email-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { pendingEmailChange } from "@/lib/account/email-change";

export async function generateMetadata({ params }: PageProps<"/[locale]/account/email/[token]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Account" });
  return { title: t("confirmEmailTitle"), robots: { index: false }, referrer: "no-referrer" };
}

/** The link sent to a new address: it works without signing in (holding the link proves the address). */
export default async function ConfirmEmailPage({ params }: PageProps<"/[locale]/account/email/[token]">) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Account");
  const pending = token.length <= 200 ? await pendingEmailChange(token) : null;
  return (
    <div className="container mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1>{t("confirmEmailTitle")}</h1>
          </CardTitle>
          <CardDescription>{pending ? t("confirmEmailText", { email: pending.newEmail }) : t("invalidEmailLink")}</CardDescription>
        </CardHeader>
        {pending ? (
          <CardContent>
            <ClientMessages namespaces={["Account"]}>
              <ConfirmEmailButton token={token} />
            </ClientMessages>
          </CardContent>
        ) : null}
      </Card>
    </div>
  );
}
