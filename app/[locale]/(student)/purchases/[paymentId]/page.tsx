import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PrintButton } from "@/components/receipts/print-button";
import { ReceiptDetails } from "@/components/receipts/receipt-details";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guard";
import { ISSUER_NAME } from "@/lib/certificates/issuer";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { findReceipt } from "@/lib/purchases/receipts";

export async function generateMetadata({ params }: PageProps<"/[locale]/purchases/[paymentId]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Receipts" });
  return { title: t("receiptTitle"), robots: { index: false } };
}

// One receipt of the signed-in student's, to view or print; another student's, or an unpaid payment, is not found.
export default async function ReceiptPage({ params }: PageProps<"/[locale]/purchases/[paymentId]">) {
  const { locale, paymentId } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser(locale as Locale, `/purchases/${paymentId}`);
  const [t, receipt] = await Promise.all([getTranslations("Receipts"), findReceipt(user.id, paymentId, locale as Locale)]);
  if (!receipt) notFound();

  return (
    <div className="container mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <Button asChild variant="ghost" className="-ms-3 mb-2 min-h-11 print:hidden">
        <Link href="/purchases">
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t("backToPurchases")}
        </Link>
      </Button>
      <article aria-labelledby="receipt-heading" className="rounded-lg border p-6 sm:p-8">
        <p className="text-sm text-muted-foreground">{ISSUER_NAME}</p>
        <h1 id="receipt-heading" className="mb-6 text-2xl font-bold">
          {t("receiptTitle")} <bdi>{receipt.orderNumber}</bdi>
        </h1>
        <ReceiptDetails receipt={receipt} />
      </article>
      <div className="mt-6">
        <PrintButton label={t("print")} />
      </div>
    </div>
  );
}
