-- Receipts (issue 28): each payment gets a short order number, the card that paid (brand and last four, as the
-- provider reports them) the moment its receipt e-mail was claimed, so the receipt is sent once, and the language to send it in.
ALTER TABLE "payments" ADD COLUMN "orderNumber" SERIAL NOT NULL;
ALTER TABLE "payments" ADD COLUMN "cardBrand" TEXT;
ALTER TABLE "payments" ADD COLUMN "cardLast4" TEXT;
ALTER TABLE "payments" ADD COLUMN "receiptSentAt" TIMESTAMP(3);
ALTER TABLE "payments" ADD COLUMN "locale" TEXT;
CREATE UNIQUE INDEX "payments_orderNumber_key" ON "payments"("orderNumber");
