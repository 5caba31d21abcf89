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
