// GET /api/lessons/{lessonId}/videos – the lesson's videos with short-lived signed URLs, under the lesson's access rules
import { getSessionUser } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http/route";
import { videosForViewer } from "@/lib/lessons/api";

export const GET = route<{ lessonId: string }>(async (request, { params }) => {
  const { lessonId } = await params;
  const videos = await videosForViewer(lessonId, await getSessionUser(request));
  return privateJson(videos);
});
