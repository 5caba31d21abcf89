// POST /api/videos/upload-url – a signed URL to PUT one small lecture file into a lesson the caller teaches
import { readJson, route } from "@/lib/http/route";
import { requireLessonVideoManager } from "@/lib/uploads/authorize";
import { startSingleUpload } from "@/lib/uploads/multipart";
import { uploadUrlSchema } from "@/lib/uploads/schema";

export const runtime = "nodejs";

export const POST = route(async (request) => {
  const input = await readJson(request, uploadUrlSchema);
  await requireLessonVideoManager(request, input.lessonId);
  return startSingleUpload(input.lessonId, input.type);
});
