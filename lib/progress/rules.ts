// The pure rules of progress, kept apart so they are unit-tested without a database.

/** A video counts as watched once 90% of it has been seen. */
export const WATCHED_FRACTION = 0.9;

/** The furthest second that completes a video of `duration` seconds. */
export function watchedThreshold(duration: number): number {
  return Math.max(1, Math.ceil(duration * WATCHED_FRACTION));
}

/** Course progress as a whole percent: completed lessons over all lessons. */
export function coursePercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((Math.min(completed, total) / total) * 100));
}

/** A reported position, as whole seconds inside the video. */
export function clampPosition(position: number, duration: number | null): number {
  const whole = Math.max(0, Math.floor(position));
  return duration ? Math.min(whole, duration) : whole;
}

/** The player's fastest playback rate (its speed menu ends here). */
export const MAX_PLAYBACK_RATE = 2;

/**
 * Headroom over MAX_PLAYBACK_RATE for timer and network jitter between saves (a save timed 10 s apart on
 * the client may land 9.8 s apart on the server). A factor, not seconds added per save: a script that
 * sends saves as fast as it can gains nothing from sending more of them.
 */
export const RATE_TOLERANCE = 1.1;

/** Seconds a first save may credit: the first saves of a video that has just started playing. */
export const FIRST_SAVE_SLACK_SECONDS = 5;

/**
 * The furthest point (whole seconds) a save may credit: what the player reports, but no further than
 * playback at the fastest rate could have carried it since the save that last raised the credit, `elapsed`
 * seconds ago; null `elapsed` for the first save of this video. Credit never goes back.
 */
export function creditedSeconds(reported: number, previous: number, elapsed: number | null): number {
  if (elapsed === null) return Math.min(reported, FIRST_SAVE_SLACK_SECONDS);
  const reachable = Math.floor(previous + Math.max(0, elapsed) * (MAX_PLAYBACK_RATE * RATE_TOLERANCE));
  return Math.max(previous, Math.min(reported, reachable));
}

/**
 * How far a user's watch clock (credited playback across all lessons, watch-clock.ts) may lag the present:
 * the playback a user may have banked. A save interval (10 s) and its jitter, with room: a student who comes
 * back after a week cannot complete many lessons at once by saving them in parallel.
 */
export const WATCH_CLOCK_BANK_SECONDS = 60;

/**
 * The seconds of video a save may be granted across all the user's lessons: what it wants, but no more than
 * playback at the fastest rate could have produced since the user's watch clock, `lagSeconds` behind the
 * present (at most WATCH_CLOCK_BANK_SECONDS count; a clock ahead of the present grants nothing).
 */
export function watchGrant(wanted: number, lagSeconds: number): number {
  const lag = Math.min(lagSeconds, WATCH_CLOCK_BANK_SECONDS);
  return Math.max(0, Math.min(wanted, Math.floor(lag * MAX_PLAYBACK_RATE * RATE_TOLERANCE)));
}
