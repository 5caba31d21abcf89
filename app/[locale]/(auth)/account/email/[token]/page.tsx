import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConfirmEmail } from "@/components/account/confirm-email";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
        </CardHeader>
        <CardContent>
          {/* Always there, so the confirmation it shows outlives the page's refresh after the change (when the
              link is used up and this page alone would call it invalid). */}
          <ClientMessages namespaces={["Account"]}>
            <ConfirmEmail token={token} newEmail={pending?.newEmail ?? null} />
          </ClientMessages>
        </CardContent>
      </Card>
    </div>
  );
}
