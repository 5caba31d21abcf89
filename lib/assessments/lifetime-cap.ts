// The lifetime cap: however the per-window rule (maxAttempts per attemptWindowHours) refills, a student may
// start at most this many attempts at one assessment over the course's lifetime. It bounds what repeated
// attempts can probe, and it is the point at which the review may show the answers (review.ts). Pure.

export const LIFETIME_ATTEMPTS = 5;
export const ATTEMPTS_USED_UP = "ATTEMPTS_USED_UP";

/** Attempts the student may still start at this assessment, ever (started ones count, submitted or not). */
export function lifetimeAttemptsLeft(started: number, cap = LIFETIME_ATTEMPTS): number {
  return Math.max(0, cap - started);
}

/** Every attempt of the lifetime cap is submitted: none is under way and none can be started. */
export function lifetimeCapReached(submitted: number, cap = LIFETIME_ATTEMPTS): boolean {
  return submitted >= cap;
}
