// The three states of a course card (SPEC section 4), from the visitor's enrollment in that course.
export type EnrollmentLike = { status: "active" | "completed" | "refunded"; progress: number | string };

/** One of the signed-in visitor's enrollments, as the server gives the pages that draw them (components/personal/). */
export type MyEnrollment = {
  id: string;
  courseId: string;
  courseSlug: string;
  status: "active" | "completed" | "refunded";
  progress: number;
};

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

/** The enrollment in a course, matched by id or by slug (the slug survives a database rebuilt under a cached page). */
export function findEnrollment(enrollments: readonly MyEnrollment[] | null | undefined, courseId: string, slug?: string) {
  return enrollments?.find((e) => e.courseId === courseId || (!!slug && e.courseSlug === slug)) ?? null;
}

/** Whether an enrollment opens the course's lessons now (a refunded one does not). */
export function grantsAccess(enrollment: EnrollmentLike | null | undefined): boolean {
  return !!enrollment && enrollment.status !== "refunded";
}
