-- The sign-in backoff counts its tries in flight apart from its failures, so a turn refused only because
-- other tries of the same account are still being checked can wait for them (lib/rate-limit/backoff.ts).
ALTER TABLE "rate_limit_buckets" ADD COLUMN "pending" INTEGER NOT NULL DEFAULT 0;
