// POST /api/videos/upload-url – { lessonId, filename, type, size }: the same answer as GET /api/s3/params (a
// signed single PUT), with the URL also under its older name `uploadURL`
import { privateJson, readJson, route } from "@/lib/http/route";
import { requireLessonAccess, requireVideoUploader } from "@/lib/uploads/authorize";
import { startSingleUpload } from "@/lib/uploads/multipart";
import { uploadUrlSchema } from "@/lib/uploads/schema";

export const runtime = "nodejs";

export const POST = route(async (request) => {
  const user = await requireVideoUploader(request);
  const input = await readJson(request, uploadUrlSchema);
  await requireLessonAccess(user, input.lessonId);
  const signed = await startSingleUpload({ lessonId: input.lessonId, userId: user.id, type: input.type, size: input.size });
  return privateJson({ ...signed, uploadURL: signed.url });
});
