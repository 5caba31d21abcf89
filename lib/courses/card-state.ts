// The three states of a course card (SPEC section 4), from the visitor's enrollment in that course.
export type EnrollmentLike = { status: "active" | "completed" | "refunded"; progress: number | string };

export type CardState =
  | { kind: "not-enrolled" }
  | { kind: "in-progress"; percent: number; barWidth: number }
  | { kind: "completed" };

export function cardState(enrollment: EnrollmentLike | null | undefined): CardState {
  // A refunded enrollment gives no access: the card offers enrollment again.
  if (!enrollment || enrollment.status === "refunded") return { kind: "not-enrolled" };
  if (enrollment.status === "completed") return { kind: "completed" };
  const raw = Number(enrollment.progress);
  const percent = Number.isFinite(raw) ? Math.round(raw) : 0;
  return { kind: "in-progress", percent, barWidth: Math.min(100, Math.max(0, percent)) };
}
