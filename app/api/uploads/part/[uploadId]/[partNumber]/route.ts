// PUT /api/uploads/part/{uploadId}/{partNumber}?key=&exp=&sig= – the disk driver's signed multipart part upload
import { diskStorage } from "@/lib/storage";
import { MAX_VIDEO_BYTES } from "@/lib/uploads/limits";
import { refusedSignature, storedWithEtag } from "@/lib/uploads/disk-put";

export const runtime = "nodejs";

export async function PUT(request: Request, { params }: { params: Promise<{ uploadId: string; partNumber: string }> }) {
  const { uploadId, partNumber: raw } = await params;
  const url = new URL(request.url);
  const key = url.searchParams.get("key") ?? "";
  const partNumber = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  const disk = diskStorage();
  const check = Number.isInteger(partNumber) && partNumber >= 1 && partNumber <= 10_000 ? disk.verifyUpload(url, key, { uploadId, partNumber }) : "invalid";
  if (check !== "ok") return refusedSignature(check);
  return storedWithEtag(() => disk.multipart.writePart(key, uploadId, partNumber, request.body, MAX_VIDEO_BYTES));
}
