// POST /api/s3/multipart – starts a multipart upload of a lecture (filename, type, size, metadata.lessonId)
import { readJson, route } from "@/lib/http/route";
import { requireLessonVideoManager } from "@/lib/uploads/authorize";
import { startMultipart } from "@/lib/uploads/multipart";
import { createMultipartSchema } from "@/lib/uploads/schema";

export const runtime = "nodejs";

export const POST = route(async (request) => {
  const input = await readJson(request, createMultipartSchema);
  await requireLessonVideoManager(request, input.metadata.lessonId);
  return startMultipart(input.metadata.lessonId, input.type);
});
