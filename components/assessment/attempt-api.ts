"use client";
import type { AssessmentInfo, AssessmentState, AttemptView, OpenAttempt } from "@/lib/assessments/types";

type Body = { assessmentId: string; attemptId?: string; answers?: Record<string, string>; currentQuestion?: number; status: "in_progress" | "completed" };

/** A refused request: its status and the server's code (e.g. ATTEMPT_LIMIT with retryAt). */
export class AttemptApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly retryAt: string | undefined,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
}

async function refused(response: Response): Promise<AttemptApiError> {
  const text = (await response.text()) || response.statusText;
  let body: { code?: string; retryAt?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return new AttemptApiError(response.status, body.code, body.retryAt, text);
}

/** Starts (or resumes) an attempt: it comes with its questions, in its own order, their texts in `language`. */
export async function startAttempt(assessmentId: string, language: string): Promise<OpenAttempt> {
  return (await postAttempt({ assessmentId, status: "in_progress" }, language)) as OpenAttempt;
}

/** POST /api/assessment-attempts; throws an AttemptApiError on a non-successful answer (SPEC: "status: body"). */
export async function postAttempt(body: Body, language: string): Promise<AttemptView> {
  const response = await fetch(`/api/assessment-attempts?language=${encodeURIComponent(language)}`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await refused(response);
  return (await response.json()) as AttemptView;
}

/** GET /api/assessments/{id}: the attempt under way with the time left as the server counts it. */
export async function fetchState(assessmentId: string, language: string): Promise<AssessmentInfo & AssessmentState> {
  const url = `/api/assessments/${encodeURIComponent(assessmentId)}?language=${encodeURIComponent(language)}`;
  const response = await fetch(url, { credentials: "include", cache: "no-store" });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return response.json();
}
