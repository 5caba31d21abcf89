// GET /api/lessons/{lessonId} – the lesson; content only for enrolled students, its instructors, admins, or a free preview
import { getSessionUser } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http/route";
import { lessonForViewer } from "@/lib/lessons/api";

export const GET = route<{ lessonId: string }>(async (request, { params }) => {
  const { lessonId } = await params;
  const lesson = await lessonForViewer(lessonId, await getSessionUser(request));
  return privateJson(lesson);
});
