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
