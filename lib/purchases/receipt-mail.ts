import "server-only";
import { db } from "@/lib/db";
import { defaultLocale, isLocale, localizedPath } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { sendMail } from "@/lib/mail/send";
import { formatCents } from "@/lib/payments/money";
import { siteUrl } from "@/lib/site-url";
import { cardLabel } from "./card-label";
import { findReceipt } from "./receipts";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("receipt");

/**
 * E-mails the receipt of a paid payment, once. Whichever of the browser's confirmation, the demo card form and
 * Stripe's webhook calls this first after its success committed claims the payment's receiptSentAt (a
 * conditional update, so of two servers at once exactly one claims it) and sends; the others do nothing. A
 * send that fails gives the claim back, so a later call (Stripe retries its webhook) sends it instead; the
 * payment itself is never undone by a mail server.
 */
export async function sendReceiptOnce(paymentId: string): Promise<boolean> {
  const claimed = await db.payment.updateMany({ where: { id: paymentId, status: "succeeded", receiptSentAt: null }, data: { receiptSentAt: new Date() } });
  if (claimed.count !== 1) return false;
  try {
    const payment = await db.payment.findUniqueOrThrow({ where: { id: paymentId }, include: { user: { select: { email: true, firstName: true } } } });
    const locale = isLocale(payment.locale) ? payment.locale : defaultLocale;
    const receipt = (await findReceipt(payment.userId, payment.id, locale))!;
    const t = await translatorFor(locale, "Receipts");
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(receipt.paidAt));
    await sendMail({
      to: payment.user.email,
      subject: t("emailSubject", { orderNumber: receipt.orderNumber }),
      text: t("emailBody", {
        firstName: payment.user.firstName,
        orderNumber: receipt.orderNumber,
        course: receipt.courseTitle,
        amount: formatCents(receipt.amountCents, locale, receipt.currency),
        date,
        card: receipt.card ? cardLabel(receipt.card) : "—",
        courseUrl: `${siteUrl()}${localizedPath(locale, `/course/${receipt.courseSlug}`)}`,
        receiptUrl: `${siteUrl()}${localizedPath(locale, `/purchases/${receipt.id}`)}`,
      }),
    });
    return true;
  } catch (error) {
    await db.payment.updateMany({ where: { id: paymentId }, data: { receiptSentAt: null } });
    log.error({ err: error, paymentId }, "the receipt e-mail was not sent");
    return false;
  }
}
