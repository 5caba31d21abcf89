"use client";
import type { AssessmentInfo, AssessmentState, AttemptView } from "@/lib/assessments/types";

type Body = { assessmentId: string; attemptId?: string; answers?: Record<string, string>; currentQuestion?: number; status: "in_progress" | "completed" };

/** POST /api/assessment-attempts; throws on a non-successful answer (SPEC: "status: body"). */
export async function postAttempt(body: Body): Promise<AttemptView> {
  const response = await fetch("/api/assessment-attempts", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as AttemptView;
}

/** GET /api/assessments/{id}: the attempt under way with the time left as the server counts it. */
export async function fetchState(assessmentId: string): Promise<AssessmentInfo & AssessmentState> {
  const response = await fetch(`/api/assessments/${encodeURIComponent(assessmentId)}`, { credentials: "include", cache: "no-store" });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return response.json();
}
