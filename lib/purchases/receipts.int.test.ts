// The receipt of a card payment: what it says (from the payment the server recorded and the card Stripe reports),
// that it is e-mailed exactly once however the confirmation and the webhook race, and that the account keeps it,
// refund included.
import Stripe from "stripe";
import { db } from "@/lib/db";
import { listReceipts } from "@/lib/purchases/receipts";
import { priceToCents } from "@/lib/payments/money";
import { faultOnWrite } from "@/test/db-faults";
import { withFakeStripe, intentIdOf, paidCourse, signedInStudent } from "@/test/fake-stripe/helpers";
import { outboxMessages } from "@/test/helpers/mail";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmPayment } from "@/app/api/confirm-payment/route";

const fakeStripe = withFakeStripe();

async function paidAtStripe(slug: string, paymentMethod: string) {
  const { client, user } = await signedInStudent("receipt");
  const course = await paidCourse(slug);
  const created = await client.call(createIntent, { method: "POST", body: { courseId: course.slug } });
  expect(created.status).toBe(200);
  const id = intentIdOf(created.body.clientSecret);
  fakeStripe.fake.confirm(id, paymentMethod);
  return { client, user, course, id };
}

describe("the receipt of a payment", () => {
  it("the webhook and the browser's confirmation at once send one receipt, with the card Stripe charged", async () => {
    const { client, user, course, id } = await paidAtStripe("obadiah", "pm_card_mastercard");
    // Both are inside the payment's success at once: the second waits for the first's lock.
    const remove = await faultOnWrite("payments", user.id, { sleepSeconds: 0.3 });
    const [hook, confirmed] = await Promise.all([
      fakeStripe.deliver(fakeStripe.fake.eventFor("payment_intent.succeeded", id)),
      client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } }),
    ]).finally(remove);
    expect(hook.body).toEqual({ received: true, handled: true });
    expect(confirmed.status).toBe(200);

    const payment = await db.payment.findUniqueOrThrow({ where: { providerPaymentId: id } });
    const receipt = confirmed.body.receipt;
    expect(receipt).toEqual({
      id: payment.id,
      orderNumber: `BSA-${String(payment.orderNumber).padStart(6, "0")}`,
      courseSlug: course.slug,
      courseTitle: course.title,
      amountCents: priceToCents(course.price),
      currency: "usd",
      paidAt: payment.succeededAt!.toISOString(),
      card: { brand: "mastercard", last4: "4444" },
      status: "paid",
      refundedAt: null,
    });
    expect(payment.receiptSentAt).not.toBeNull();

    // Stripe delivers the event again, and the browser confirms again: still one e-mail.
    await fakeStripe.deliver({ ...fakeStripe.fake.eventFor("payment_intent.succeeded", id), id: `evt_again_${id}` } as Stripe.Event);
    await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } });
    // The sign-up's welcome went to the same address (lib/users/sign-up.ts): count the receipts.
    const mails = (await outboxMessages(user.email)).filter((m) => m.includes("Subject: Your Biblical Studies Academy receipt"));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toContain(`Subject: Your Biblical Studies Academy receipt (${receipt.orderNumber})`);
    expect(mail).toContain(`Order number: ${receipt.orderNumber}`);
    expect(mail).toContain(`Course: ${course.title}`);
    expect(mail).toContain(`Amount paid: $${(receipt.amountCents / 100).toFixed(2)}`);
    expect(mail).toContain("Card: Mastercard •••• 4444");
    expect(mail).toContain(`/purchases/${payment.id}`);
  });

  it("the webhook alone (the browser closed) sends the receipt with the card, read from the charge", async () => {
    const { user, id } = await paidAtStripe("jonah", "pm_card_visa");
    expect((await fakeStripe.deliver(fakeStripe.fake.eventFor("payment_intent.succeeded", id))).body).toEqual({ received: true, handled: true });
    const payment = await db.payment.findUniqueOrThrow({ where: { providerPaymentId: id } });
    expect([payment.cardBrand, payment.cardLast4]).toEqual(["visa", "4242"]);
    // The sign-up's welcome went to the same address (lib/users/sign-up.ts): count the receipts.
    const mails = (await outboxMessages(user.email)).filter((m) => m.includes("Subject: Your Biblical Studies Academy receipt"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Card: Visa •••• 4242");
  });

  it("the account keeps each receipt, newest first, and a refund shows on it", async () => {
    const { client, user, id } = await paidAtStripe("joel", "pm_card_visa");
    expect((await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } })).status).toBe(200);
    const stripe = new Stripe(fakeStripe.fake.secretKey, { host: new URL(fakeStripe.fake.url).hostname, port: new URL(fakeStripe.fake.url).port, protocol: "http" });
    await stripe.refunds.create({ payment_intent: id });
    await fakeStripe.deliver(fakeStripe.fake.eventFor("charge.refunded", id));

    const [receipt, ...others] = await listReceipts(user.id);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({ courseSlug: "joel", status: "refunded", card: { brand: "visa", last4: "4242" } });
    expect(receipt!.refundedAt).not.toBeNull();
    // Another student sees none of it.
    const { user: stranger } = await signedInStudent("receipt-stranger");
    expect(await listReceipts(stranger.id)).toEqual([]);
  });
});
