-- When the holder first downloaded the certificate's PDF. A course whose certificate its holder has downloaded can
-- no longer be refunded (lib/purchases/refund-closed.ts). Admin downloads do not set it.
ALTER TABLE "certificates" ADD COLUMN "downloadedAt" TIMESTAMP(3);
