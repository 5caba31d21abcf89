-- Idempotency keys (issue 31): a payment confirmation or progress save retried with the same Idempotency-Key
-- gets the first answer again instead of running twice. Rows expire after a day and are pruned now and then.
CREATE TABLE "idempotency_keys" (
    "userId" TEXT NOT NULL,
    "key" UUID NOT NULL,
    "route" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "claimToken" UUID,
    "lockedUntil" TIMESTAMP(3) NOT NULL,
    "status" INTEGER,
    "body" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("userId","key")
);

CREATE INDEX "idempotency_keys_expiresAt_idx" ON "idempotency_keys"("expiresAt");

ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
