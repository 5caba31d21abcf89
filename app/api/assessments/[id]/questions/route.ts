// GET /api/assessments/:id/questions?language= – the questions of the viewer's attempt under way, in that attempt's order, with option ids and texts (never which is correct), in `language` where translated; 403 without an attempt under way
import { assessmentForSitting, openAttempt } from "@/lib/assessments/attempts";
import { requireUser } from "@/lib/auth/session";
import { languageQuery, queryObject } from "@/lib/courses/schema";
import { forbidden } from "@/lib/http/errors";
import { privateJson, route } from "@/lib/http/route";
import { translateQuestions } from "@/lib/translations/questions";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireUser(request);
  const { language } = languageQuery.parse(queryObject(request));
  const info = await assessmentForSitting(user, id);
  const attempt = await openAttempt(user.id, info);
  // Read before the clock starts, the questions could be looked up at leisure: they come with an attempt only.
  if (!attempt) throw forbidden("Start the assessment to see its questions: they are shown only during an attempt.", { code: "NO_OPEN_ATTEMPT" });
  return privateJson(await translateQuestions(attempt.questions, language));
});
