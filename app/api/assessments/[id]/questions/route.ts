// GET /api/assessments/:id/questions – questions in order with option ids and texts (never which is correct), for those who may sit it
import { assessmentForSitting } from "@/lib/assessments/attempts";
import { listQuestions } from "@/lib/assessments/queries";
import { requireUser } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireUser(request);
  const info = await assessmentForSitting(user, id);
  return privateJson(await listQuestions(info.id));
});
