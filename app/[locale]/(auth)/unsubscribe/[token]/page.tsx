import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/lib/i18n/navigation";
import { readUnsubscribeLink } from "@/lib/notifications/unsubscribe";

// Rendered per request: after the button's POST the same address must show the reader unsubscribed, not a copy
// kept from before.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/unsubscribe/[token]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Notifications" });
  return { title: t("unsubscribeTitle"), robots: { index: false }, referrer: "no-referrer" };
}

/**
 * The link at the foot of every discussion e-mail, opened without signing in. Opening it changes nothing (mail
 * scanners open every link): the button posts to /api/unsubscribe/:token, which turns discussion e-mail off and
 * comes back here. A plain form, so it works before (or without) JavaScript.
 */
export default async function UnsubscribePage({ params }: PageProps<"/[locale]/unsubscribe/[token]">) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const [t, link] = await Promise.all([getTranslations("Notifications"), readUnsubscribeLink(token)]);
  return (
    <div className="container mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1>{t("unsubscribeTitle")}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {!link.valid ? (
            <p data-testid="unsubscribe-invalid">{t("unsubscribeInvalid")}</p>
          ) : link.subscribed ? (
            <form method="post" action={`/api/unsubscribe/${encodeURIComponent(token)}`} className="space-y-4">
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <p>{t("unsubscribeText")}</p>
              <Button type="submit" className="min-h-11">
                {t("unsubscribeButton")}
              </Button>
            </form>
          ) : (
            <p role="status" data-testid="unsubscribe-done">
              {t("unsubscribeDone")}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            <Link href="/account#notifications-heading" className="font-medium text-primary underline">
              {t("unsubscribeSettings")}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
