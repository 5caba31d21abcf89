-- Watch clocks (issue 31): credited video playback per user across all lessons, bounded by wall-clock time.
CREATE TABLE "watch_clocks" (
    "userId" TEXT NOT NULL,
    "watchedUntil" TIMESTAMP(3) NOT NULL,
    "grantedSeconds" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "watch_clocks_pkey" PRIMARY KEY ("userId")
);

ALTER TABLE "watch_clocks" ADD CONSTRAINT "watch_clocks_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
