// GET /api/s3/multipart/{uploadId}?key= – the parts already stored (to resume); DELETE – aborts the upload
import { NextResponse } from "next/server";
import { privateJson, route } from "@/lib/http/route";
import { requireKeyVideoManager } from "@/lib/uploads/authorize";
import { abortMultipart, listParts } from "@/lib/uploads/multipart";

export const runtime = "nodejs";

type Params = { uploadId: string };

export const GET = route<Params>(async (request, { params }) => {
  const { user, key } = await requireKeyVideoManager(request, new URL(request.url).searchParams.get("key"));
  return privateJson(await listParts(user.id, key, (await params).uploadId));
});

// DELETE /api/s3/multipart/{uploadId}?key= – discards the stored parts
export const DELETE = route<Params>(async (request, { params }) => {
  const { user, key } = await requireKeyVideoManager(request, new URL(request.url).searchParams.get("key"));
  await abortMultipart(user.id, key, (await params).uploadId);
  return new NextResponse(null, { status: 204 });
});
