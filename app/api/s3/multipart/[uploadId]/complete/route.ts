// POST /api/s3/multipart/{uploadId}/complete?key= – joins the uploaded parts ({ parts: [{ PartNumber, ETag }] })
// once they hold exactly the size declared at the start
import { readJson, route } from "@/lib/http/route";
import { requireKeyVideoManager } from "@/lib/uploads/authorize";
import { completeMultipart } from "@/lib/uploads/multipart";
import { completeMultipartSchema } from "@/lib/uploads/schema";

export const runtime = "nodejs";

export const POST = route<{ uploadId: string }>(async (request, { params }) => {
  const { user, key } = await requireKeyVideoManager(request, new URL(request.url).searchParams.get("key"));
  const { parts } = await readJson(request, completeMultipartSchema);
  return completeMultipart(user.id, key, (await params).uploadId, parts);
});
