// GET /api/lessons/{lessonId}?language= – the lesson (in that language where translated, saying which); content only for enrolled students, its instructors, admins, or a free preview
import { getSessionUser } from "@/lib/auth/session";
import { languageQuery, queryObject } from "@/lib/courses/schema";
import { privateJson, route } from "@/lib/http/route";
import { lessonForViewer } from "@/lib/lessons/api";

export const GET = route<{ lessonId: string }>(async (request, { params }) => {
  const { lessonId } = await params;
  const { language } = languageQuery.parse(queryObject(request));
  const lesson = await lessonForViewer(lessonId, await getSessionUser(request), language);
  return privateJson(lesson);
});
