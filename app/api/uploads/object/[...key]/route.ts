// PUT /api/uploads/object/{key}?exp=&sig= – the disk driver's signed whole-object upload (small lecture files)
import { diskStorage } from "@/lib/storage";
import { MAX_VIDEO_BYTES } from "@/lib/uploads/limits";
import { refusedSignature, storedWithEtag } from "@/lib/uploads/disk-put";

export const runtime = "nodejs";

export async function PUT(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join("/");
  const disk = diskStorage();
  const check = disk.verifyUpload(new URL(request.url), key);
  if (check !== "ok") return refusedSignature(check);
  return storedWithEtag(() => disk.putStream(key, request.body, MAX_VIDEO_BYTES));
}
