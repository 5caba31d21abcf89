// GET /api/s3/multipart/{uploadId}/{partNumber}?key= – a signed URL to PUT that part (of its exact length)
import { privateJson, route } from "@/lib/http/route";
import { requireKeyVideoManager } from "@/lib/uploads/authorize";
import { signPart } from "@/lib/uploads/multipart";
import { partNumberSchema } from "@/lib/uploads/schema";

export const runtime = "nodejs";

export const GET = route<{ uploadId: string; partNumber: string }>(async (request, { params }) => {
  const { user, key } = await requireKeyVideoManager(request, new URL(request.url).searchParams.get("key"));
  const { uploadId, partNumber } = await params;
  return privateJson(await signPart(user.id, key, uploadId, partNumberSchema.parse(partNumber)));
});
