// GET /api/videos/{id} – a video's processing state (status, progress, error code, refused) for the course's video managers
// DELETE /api/videos/{id} – removes a video whose processing failed or refused it (409 otherwise), its files too, for the course's video managers
import { privateJson, route } from "@/lib/http/route";
import { requireVideoManager, processingStateOf } from "@/lib/videos/processing-control";
import { removeFailedVideo } from "@/lib/videos/remove-failed";

export const runtime = "nodejs";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  await requireVideoManager(request, id);
  return privateJson(await processingStateOf(id));
});

export const DELETE = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireVideoManager(request, id);
  await removeFailedVideo(id, user.id);
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});
