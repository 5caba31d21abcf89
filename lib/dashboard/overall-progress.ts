// The one definition of a student's overall progress, shared by the dashboard page and its API.
export type ProgressInput = { status: "active" | "completed" | "refunded"; progress: number };

/**
 * Mean progress, in whole percent, of the active and completed enrollments. Refunded ones are left out
 * (the student no longer has the course); a completed course counts as 100 whatever its stored value.
 * No enrollment at all is 0.
 */
export function overallProgress(enrollments: readonly ProgressInput[]): number {
  const counted = enrollments.filter((e) => e.status !== "refunded");
  if (counted.length === 0) return 0;
  const total = counted.reduce((sum, e) => sum + (e.status === "completed" ? 100 : clampPercent(e.progress)), 0);
  return Math.round(total / counted.length);
}

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}
