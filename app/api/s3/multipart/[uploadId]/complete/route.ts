// POST /api/s3/multipart/{uploadId}/complete?key= – joins the uploaded parts ({ parts: [{ PartNumber, ETag }] })
import { readJson, route } from "@/lib/http/route";
import { requireKeyVideoManager } from "@/lib/uploads/authorize";
import { completeMultipart } from "@/lib/uploads/multipart";
import { completeMultipartSchema } from "@/lib/uploads/schema";

export const runtime = "nodejs";

export const POST = route<{ uploadId: string }>(async (request, { params }) => {
  const { key } = await requireKeyVideoManager(request, new URL(request.url).searchParams.get("key"));
  const { parts } = await readJson(request, completeMultipartSchema);
  return completeMultipart(key, (await params).uploadId, parts);
});
