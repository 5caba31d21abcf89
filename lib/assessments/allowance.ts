import "server-only";
import { db } from "@/lib/db";
import { forbidden, tooManyRequests } from "@/lib/http/errors";
import { ATTEMPTS_USED_UP, LIFETIME_ATTEMPTS, lifetimeAttemptsLeft } from "./lifetime-cap";
import type { AttemptAllowance, AttemptLimits } from "./types";

/** The migration's column defaults, for an assessment id that matches no row. */
const DEFAULT_LIMITS: AttemptLimits = { maxAttempts: 3, attemptWindowHours: 24 };
export const ATTEMPT_LIMIT = "ATTEMPT_LIMIT";

type Reader = Pick<typeof db, "$queryRaw">;

/** The assessment's attempt cap, kept per assessment (migration 20261203100000_assessment_limits). */
export async function attemptLimits(assessmentId: string, reader: Reader = db): Promise<AttemptLimits> {
  const rows = await reader.$queryRaw<AttemptLimits[]>`
    SELECT "maxAttempts", "attemptWindowHours" FROM "assessments" WHERE "id" = ${assessmentId}`;
  return rows[0] ?? DEFAULT_LIMITS;
}

/** How many attempts the student has ever started at the assessment (the lifetime cap counts them all). */
async function startedEver(userId: string, assessmentId: string, reader: Reader): Promise<number> {
  const rows = await reader.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "assessment_attempts" WHERE "userId" = ${userId} AND "assessmentId" = ${assessmentId}`;
  return rows[0]?.n ?? 0;
}

/**
 * Attempts left now: the fewer of the lifetime cap's and the rolling window's, and when the next one frees up
 * (the moment the oldest attempt of the window is `attemptWindowHours` old; never once the lifetime cap is
 * used up). A window of 0 hours means no window rule; the lifetime cap holds anyway.
 */
export async function attemptAllowance(userId: string, assessmentId: string, limits: AttemptLimits, reader: Reader = db): Promise<AttemptAllowance> {
  const lifetimeLeft = lifetimeAttemptsLeft(await startedEver(userId, assessmentId, reader));
  const windowed = await windowAllowance(userId, assessmentId, limits, reader);
  if (lifetimeLeft === 0) return { ...windowed, left: 0, retryAt: null, lifetimeMax: LIFETIME_ATTEMPTS, lifetimeLeft };
  return { ...windowed, left: Math.min(windowed.left, lifetimeLeft), lifetimeMax: LIFETIME_ATTEMPTS, lifetimeLeft };
}

type WindowAllowance = Pick<AttemptAllowance, "maxAttempts" | "windowHours" | "left" | "retryAt">;

async function windowAllowance(userId: string, assessmentId: string, limits: AttemptLimits, reader: Reader): Promise<WindowAllowance> {
  const base = { maxAttempts: limits.maxAttempts, windowHours: limits.attemptWindowHours };
  if (limits.attemptWindowHours === 0) return { ...base, left: limits.maxAttempts, retryAt: null };
  const recent = await reader.$queryRaw<{ startedAt: Date }[]>`
    SELECT "startedAt" FROM "assessment_attempts"
    WHERE "userId" = ${userId} AND "assessmentId" = ${assessmentId}
      AND "startedAt" > now() - make_interval(hours => ${limits.attemptWindowHours})
    ORDER BY "startedAt" DESC`;
  const left = Math.max(0, limits.maxAttempts - recent.length);
  // With none left, the attempt that must age out is the max-th most recent one.
  const blocking = left === 0 ? recent[limits.maxAttempts - 1] : undefined;
  const retryAt = blocking ? new Date(blocking.startedAt.getTime() + limits.attemptWindowHours * 3_600_000).toISOString() : null;
  return { ...base, left, retryAt };
}

/**
 * 403 once the lifetime cap is used up (no later attempt frees up), 429 with Retry-After when the window's cap is
 * reached; called under the start lock, so two starts cannot both pass.
 */
export function assertAttemptAllowed(allowance: AttemptAllowance, now = Date.now()): void {
  if (allowance.lifetimeLeft === 0) {
    throw forbidden(`You have used all ${allowance.lifetimeMax} attempts this assessment allows.`, {
      code: ATTEMPTS_USED_UP,
      details: { lifetimeMax: allowance.lifetimeMax },
    });
  }
  if (allowance.left > 0 || !allowance.retryAt) return;
  const retryAfter = Math.max(1, Math.ceil((new Date(allowance.retryAt).getTime() - now) / 1000));
  throw tooManyRequests(
    `You have used all ${allowance.maxAttempts} attempts allowed in ${allowance.windowHours} hours. You can try again at ${allowance.retryAt}.`,
    { code: ATTEMPT_LIMIT, retryAfter, details: { retryAt: allowance.retryAt, maxAttempts: allowance.maxAttempts, windowHours: allowance.windowHours } },
  );
}
