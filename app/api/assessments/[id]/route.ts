// GET /api/assessments/:id?language= – the assessment (timeLimit, passingScore, course) with the viewer's attempt under way (time left from the server) or latest result, their questions in `language` where translated
import { assessmentForSitting, assessmentState } from "@/lib/assessments/attempts";
import { requireUser } from "@/lib/auth/session";
import { languageQuery, queryObject } from "@/lib/courses/schema";
import { privateJson, route } from "@/lib/http/route";
import { translateAssessmentState } from "@/lib/translations/questions";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireUser(request);
  const { language } = languageQuery.parse(queryObject(request));
  const info = await assessmentForSitting(user, id);
  const state = await translateAssessmentState(await assessmentState(user.id, info), language);
  return privateJson({ ...info, ...state });
});
