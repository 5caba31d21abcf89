import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guard";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { listReceipts } from "@/lib/purchases/receipts";

export async function generateMetadata({ params }: PageProps<"/[locale]/purchases">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Receipts" });
  return { title: t("metaTitle"), robots: { index: false } };
}

// The student's purchases, newest first, each with its receipt (refunds shown on it).
export default async function PurchasesPage({ params }: PageProps<"/[locale]/purchases">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser(locale as Locale, "/purchases");
  const [t, format, receipts] = await Promise.all([getTranslations("Receipts"), getFormatter(), listReceipts(user.id, locale as Locale)]);

  return (
    <div className="container mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("intro")}</p>
      {receipts.length === 0 ? (
        <p className="mt-6 text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {receipts.map((receipt) => (
            <li key={receipt.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4" data-testid="purchase">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold" dir="auto">
                  {receipt.courseTitle}
                </p>
                <p className="text-sm text-muted-foreground">
                  <bdi>{receipt.orderNumber}</bdi> · {format.dateTime(new Date(receipt.paidAt), { dateStyle: "medium" })} ·{" "}
                  {format.number(receipt.amountCents / 100, { style: "currency", currency: receipt.currency.toUpperCase() })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                {receipt.status !== "paid" && (
                  <Badge variant="secondary">{receipt.status === "refunded" ? t("statusRefunded", { date: format.dateTime(new Date(receipt.refundedAt ?? receipt.paidAt), { dateStyle: "medium" }) }) : t("statusRefundPending")}</Badge>
                )}
                <Button asChild variant="outline" className="min-h-11">
                  <Link href={`/purchases/${receipt.id}`} aria-label={t("viewLabel", { course: receipt.courseTitle })}>
                    {t("view")}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
