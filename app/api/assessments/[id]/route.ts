// GET /api/assessments/:id – the assessment (timeLimit, passingScore, course) with the viewer's attempt under way (time left from the server) or latest result
import { assessmentForSitting, assessmentState } from "@/lib/assessments/attempts";
import { requireUser } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireUser(request);
  const info = await assessmentForSitting(user, id);
  const state = await assessmentState(user.id, info);
  return privateJson({ ...info, ...state });
});
