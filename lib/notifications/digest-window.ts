// A digest sent on day D (a UTC date) gathers the notifications of the day before, from midnight to midnight UTC.
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in UTC, at midnight: the digest day of a digest sent now. */
export function digestDayOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The notifications a digest of `day` gathers were created in [from, to). */
export function digestWindow(day: Date): { from: Date; to: Date } {
  const to = digestDayOf(day);
  return { from: new Date(to.getTime() - DAY_MS), to };
}
