import { useFormatter, useTranslations } from "next-intl";
import { cardLabel } from "@/lib/purchases/card-label";
import type { Receipt } from "@/lib/purchases/receipts";

type Props = {
  receipt: Receipt;
  /** The course's title as the page shows it (in the reader's language where translated). */
  courseTitle?: string;
  courseTitleLang?: string;
};

/**
 * A receipt's lines: order number, course, amount and currency, date, card and, once refunded, the refund. The
 * same on the page after paying, in the Purchases list's receipt page and when printed; everything on it was
 * written by the server when the payment succeeded.
 */
export function ReceiptDetails({ receipt, courseTitle = receipt.courseTitle, courseTitleLang }: Props) {
  const t = useTranslations("Receipts");
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long" });
  const status =
    receipt.status === "refunded" && receipt.refundedAt
      ? t("statusRefunded", { date: date(receipt.refundedAt) })
      : receipt.status === "refund_pending"
        ? t("statusRefundPending")
        : t("statusPaid");
  const rows: [label: string, value: React.ReactNode, testId: string][] = [
    [t("orderNumber"), <bdi key="order">{receipt.orderNumber}</bdi>, "receipt-order-number"],
    [t("course"), <bdi key="course" lang={courseTitleLang}>{courseTitle}</bdi>, "receipt-course"],
    [t("amount"), format.number(receipt.amountCents / 100, { style: "currency", currency: receipt.currency.toUpperCase() }), "receipt-amount"],
    [t("date"), date(receipt.paidAt), "receipt-date"],
    // Card digits read left to right in every language.
    [t("card"), receipt.card ? <bdi key="card" dir="ltr">{cardLabel(receipt.card)}</bdi> : t("noCard"), "receipt-card"],
    [t("status"), status, "receipt-status"],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-start text-sm" data-testid="receipt">
      {rows.map(([label, value, testId]) => (
        <div key={testId} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
