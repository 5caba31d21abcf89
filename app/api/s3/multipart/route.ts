// POST /api/s3/multipart – starts a multipart upload of a lecture (filename, type, size, metadata.lessonId)
import { readJson, route } from "@/lib/http/route";
import { requireLessonAccess, requireVideoUploader } from "@/lib/uploads/authorize";
import { startMultipart } from "@/lib/uploads/multipart";
import { createMultipartSchema } from "@/lib/uploads/schema";

export const runtime = "nodejs";

export const POST = route(async (request) => {
  const user = await requireVideoUploader(request);
  const input = await readJson(request, createMultipartSchema);
  await requireLessonAccess(user, input.metadata.lessonId);
  return startMultipart({ lessonId: input.metadata.lessonId, userId: user.id, type: input.type, size: input.size });
});
