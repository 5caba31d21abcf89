import "server-only";
import { db } from "@/lib/db";
import { forbidden, HttpError, notFound } from "@/lib/http/errors";
import { paymentConfig } from "@/lib/payments/config";
import { demoCardOf, demoCardOutcome } from "@/lib/payments/demo-card";
import { demoProvider, verifyDemoClientSecret } from "@/lib/payments/demo-provider";
import { fulfilIntent } from "./fulfil";
import { sendReceiptOnce } from "./receipt-mail";
import { movePayments } from "./status-writes";

/**
 * POST /api/payments/demo-confirm: the demo card form's stand-in for Stripe.js confirming a card.
 * A test success card pays and enrols (as Stripe's webhook would); a decline card answers 402 with the
 * decline message and enrols nothing.
 */
export async function confirmDemoCard(userId: string, clientSecret: string, cardNumber: string) {
  if (paymentConfig().provider !== "demo") throw notFound("Demo payments are not enabled.");
  const id = verifyDemoClientSecret(clientSecret);
  if (!id) throw forbidden("This payment form has expired. Please reload the page.");
  const payment = await db.payment.findUnique({ where: { providerPaymentId: id } });
  if (!payment || payment.provider !== "demo") throw notFound("Payment not found");
  if (payment.userId !== userId) throw forbidden("This payment does not belong to you.");

  if (payment.status !== "succeeded") {
    const outcome = demoCardOutcome(cardNumber);
    if (!outcome.ok) {
      // A payment declined before stays failed.
      await movePayments(db, { id: payment.id }, ["requires_payment"], "failed");
      throw new HttpError(402, outcome.message, { code: outcome.code });
    }
    await movePayments(db, { id: payment.id }, ["requires_payment", "failed"], "processing");
  }
  const intent = await demoProvider.retrieveIntent(id);
  // The card for the receipt, as Stripe reports a charge's card: its brand and last four, never the number.
  const card = intent!.card ?? demoCardOf(cardNumber);
  const { enrollment } = await fulfilIntent({ ...intent!, status: "succeeded", card }, "demo");
  if (enrollment) await sendReceiptOnce(payment.id);
  return { paymentIntentId: id, status: "succeeded" as const };
}
