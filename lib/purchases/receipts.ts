import "server-only";
import { localizedTitle, titleTranslation } from "@/lib/dashboard/course-title";
import { db } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import type { PaidCard } from "@/lib/payments/types";

// A receipt is a paid payment as the student sees it: on the page after paying, in the e-mail sent once per
// payment, and in the account's Purchases list. Everything on it is read from the payment row the server wrote
// (the amount is what was charged, never what a browser sent).

export type Receipt = {
  id: string;
  /** BSA-000042: the payment's order number, short enough to read out to support. */
  orderNumber: string;
  courseSlug: string;
  courseTitle: string;
  amountCents: number;
  currency: string;
  paidAt: string;
  card: PaidCard | null;
  status: "paid" | "refund_pending" | "refunded";
  refundedAt: string | null;
};

/** The payments a receipt exists for: paid once, whatever happened since. */
const PAID = ["succeeded", "refund_pending", "refunded"] as const;

export const formatOrderNumber = (orderNumber: number) => `BSA-${String(orderNumber).padStart(6, "0")}`;

const courseIn = (locale: Locale) => ({
  select: { slug: true, title: true, translations: titleTranslation(locale) },
});

type PaymentWithCourse = Payment & { course: { slug: string; title: string; translations: { title: string }[] } };

function toReceipt(payment: PaymentWithCourse): Receipt {
  return {
    id: payment.id,
    orderNumber: formatOrderNumber(payment.orderNumber),
    courseSlug: payment.course.slug,
    courseTitle: localizedTitle(payment.course),
    amountCents: payment.amountCents,
    currency: payment.currency,
    paidAt: (payment.succeededAt ?? payment.createdAt).toISOString(),
    card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    status: payment.status === "refunded" ? "refunded" : payment.status === "refund_pending" ? "refund_pending" : "paid",
    refundedAt: payment.refundedAt?.toISOString() ?? null,
  };
}

/** The student's receipts, newest first, course titles in `locale`. */
export async function listReceipts(userId: string, locale: Locale = defaultLocale): Promise<Receipt[]> {
  const payments = await db.payment.findMany({
    where: { userId, status: { in: [...PAID] } },
    include: { course: courseIn(locale) },
    orderBy: [{ succeededAt: "desc" }, { orderNumber: "desc" }],
  });
  return payments.map(toReceipt);
}

/** One receipt of the student's, by payment id or provider payment id; null when it is not theirs or not paid. */
export async function findReceipt(userId: string, id: string, locale: Locale = defaultLocale): Promise<Receipt | null> {
  const payment = await db.payment.findFirst({
    where: { userId, status: { in: [...PAID] }, OR: [{ id }, { providerPaymentId: id }] },
    include: { course: courseIn(locale) },
  });
  return payment ? toReceipt(payment) : null;
}
