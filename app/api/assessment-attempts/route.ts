// POST /api/assessment-attempts – start or resume (in_progress, no attemptId), save (in_progress), or submit (completed) an attempt; graded on the server
import { NextResponse } from "next/server";
import { saveProgress, startOrResume, submitAttempt } from "@/lib/assessments/attempts";
import { attemptSchema } from "@/lib/assessments/schema";
import { requireUser } from "@/lib/auth/session";
import { readJson, route } from "@/lib/http/route";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, attemptSchema);
  if (input.status === "completed") return submitAttempt(user, input);
  if (!input.attemptId) {
    const { view, created } = await startOrResume(user, input.assessmentId);
    return NextResponse.json(view, { status: created ? 201 : 200 });
  }
  return saveProgress(user, input);
});
