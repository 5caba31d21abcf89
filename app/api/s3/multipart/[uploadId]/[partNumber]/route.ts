// GET /api/s3/multipart/{uploadId}/{partNumber}?key= – a signed URL to PUT that part
import { route } from "@/lib/http/route";
import { requireKeyVideoManager } from "@/lib/uploads/authorize";
import { signPart } from "@/lib/uploads/multipart";
import { partNumberSchema } from "@/lib/uploads/schema";

export const runtime = "nodejs";

export const GET = route<{ uploadId: string; partNumber: string }>(async (request, { params }) => {
  const { key } = await requireKeyVideoManager(request, new URL(request.url).searchParams.get("key"));
  const { uploadId, partNumber } = await params;
  return signPart(key, uploadId, partNumberSchema.parse(partNumber));
});
