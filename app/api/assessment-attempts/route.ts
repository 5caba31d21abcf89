// POST /api/assessment-attempts?language= – start or resume (in_progress, no attemptId), save (in_progress), or submit (completed) an attempt; graded on the server; questions in `language` where translated
import { NextResponse } from "next/server";
import { saveProgress, startOrResume, submitAttempt } from "@/lib/assessments/attempts";
import { attemptSchema } from "@/lib/assessments/schema";
import { requireUser } from "@/lib/auth/session";
import { languageQuery, queryObject } from "@/lib/courses/schema";
import { readJson, route } from "@/lib/http/route";
import { translateAttemptView } from "@/lib/translations/questions";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { language } = languageQuery.parse(queryObject(request));
  const input = await readJson(request, attemptSchema);
  if (input.status === "completed") return translateAttemptView(await submitAttempt(user, input), language);
  if (!input.attemptId) {
    const { view, created } = await startOrResume(user, input.assessmentId);
    return NextResponse.json(await translateAttemptView(view, language), { status: created ? 201 : 200 });
  }
  return translateAttemptView(await saveProgress(user, input), language);
});
