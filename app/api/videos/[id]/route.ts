// GET /api/videos/{id} – a video's processing state (status, progress, error code, refused) for the course's video managers
import { privateJson, route } from "@/lib/http/route";
import { requireVideoManager, processingStateOf } from "@/lib/videos/processing-control";

export const runtime = "nodejs";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  await requireVideoManager(request, id);
  return privateJson(await processingStateOf(id));
});
