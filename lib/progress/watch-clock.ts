import { SqlText } from "@/lib/db";
import { MAX_PLAYBACK_RATE, RATE_TOLERANCE, WATCH_CLOCK_BANK_SECONDS } from "./rules";

// The per-lesson allowance (credit-sql.ts) counts time per lesson, so saves of several lessons in parallel
// would each spend the same seconds. A user's watch clock spends them once: a credited second of video moves
// `watchedUntil` on by 1 / (2 × 1.1) s, and the clock may not pass the present (watchGrant in rules.ts).
// Saves of one user take turns on its row (the upsert locks it), so parallel saves cannot both spend it.

const RATE = MAX_PLAYBACK_RATE * RATE_TOLERANCE;
/** The clock as a save finds it: never further back than the bank allows. */
const FLOOR = `GREATEST(watch_clocks."watchedUntil", now() - make_interval(secs => ${WATCH_CLOCK_BANK_SECONDS}))`;
const BANK = Math.floor(WATCH_CLOCK_BANK_SECONDS * RATE);

/**
 * A CTE body that grants `wanted` (an int column of the CTE `source`, beside "userId") against the user's clock
 * and moves the clock on by the grant; returns "grantedSeconds" (watchGrant in SQL), or no row when nothing was
 * wanted. `source` is constant SQL text (a CTE's name), never input.
 */
export function watchClockGrant(source: string): SqlText {
  const grant = `GREATEST(0, LEAST(EXCLUDED."grantedSeconds", FLOOR(EXTRACT(EPOCH FROM now() - ${FLOOR})::float8 * ${RATE}::float8)::int))`;
  return new SqlText(`
    INSERT INTO watch_clocks ("userId", "watchedUntil", "grantedSeconds")
    SELECT s."userId", now() - make_interval(secs => ${WATCH_CLOCK_BANK_SECONDS}) + make_interval(secs => LEAST(s.wanted, ${BANK}) / ${RATE}::float8),
           LEAST(s.wanted, ${BANK})
    FROM ${source} s WHERE s.wanted > 0
    ON CONFLICT ("userId") DO UPDATE SET
      "grantedSeconds" = ${grant},
      "watchedUntil" = ${FLOOR} + make_interval(secs => ${grant} / ${RATE}::float8)
    RETURNING "grantedSeconds"`);
}
