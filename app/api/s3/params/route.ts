// GET /api/s3/params?filename=&type=&metadata[lessonId]=&metadata[size]= – Uppy's single-PUT signing contract:
// { method: "PUT", url, fields, headers, key } for one small lecture file into a lesson the caller teaches
import { privateJson, route } from "@/lib/http/route";
import { requireLessonAccess, requireVideoUploader } from "@/lib/uploads/authorize";
import { startSingleUpload } from "@/lib/uploads/multipart";
import { singleUploadQuery } from "@/lib/uploads/schema";

export const runtime = "nodejs";

export const GET = route(async (request) => {
  const user = await requireVideoUploader(request);
  const input = singleUploadQuery(new URL(request.url).searchParams);
  await requireLessonAccess(user, input.lessonId);
  return privateJson(await startSingleUpload({ lessonId: input.lessonId, userId: user.id, type: input.type, size: input.size }));
});
