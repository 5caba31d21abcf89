-- The account page: the language e-mails are written in, and e-mail changes waiting for their link to be opened.
ALTER TABLE "users" ADD COLUMN "preferredLocale" TEXT;

CREATE TABLE "email_change_tokens" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "newEmail" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_change_tokens_pkey" PRIMARY KEY ("id"),
    -- Stored lower-cased, as users.email is.
    CONSTRAINT "email_change_tokens_newEmail_lower" CHECK ("newEmail" = lower("newEmail"))
);

CREATE UNIQUE INDEX "email_change_tokens_tokenHash_key" ON "email_change_tokens"("tokenHash");
CREATE INDEX "email_change_tokens_userId_idx" ON "email_change_tokens"("userId");
CREATE INDEX "email_change_tokens_expiresAt_idx" ON "email_change_tokens"("expiresAt");

ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
