// POST /api/videos/{id}/retry – queues a failed video's processing again (not a refused file: 409), for the course's video managers
import { privateJson, route } from "@/lib/http/route";
import { requireVideoManager, retryProcessing } from "@/lib/videos/processing-control";

export const runtime = "nodejs";

export const POST = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  await requireVideoManager(request, id);
  return privateJson(await retryProcessing(id));
});
