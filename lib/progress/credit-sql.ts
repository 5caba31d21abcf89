import { SqlText } from "@/lib/db";
import { FIRST_SAVE_SLACK_SECONDS, MAX_PLAYBACK_RATE, RATE_TOLERANCE } from "./rules";

/**
 * creditedSeconds (rules.ts) as a SQL expression over three column expressions: `reported` and `previous`
 * ints, `elapsed` a float8 or NULL for a first save. Same operations in the same order, in float8, so that
 * both give the same second (record.int.test.ts compares them). The arguments are constant SQL text, never input.
 */
export function creditSql(reported: string, previous: string, elapsed: string): SqlText {
  const rate = MAX_PLAYBACK_RATE * RATE_TOLERANCE;
  return new SqlText(`(CASE WHEN (${elapsed}) IS NULL THEN LEAST(${reported}, ${FIRST_SAVE_SLACK_SECONDS})
    ELSE GREATEST(${previous}, LEAST(${reported}, FLOOR((${previous})::float8 + GREATEST(0::float8, ${elapsed}) * ${rate}::float8)::int)) END)`);
}
