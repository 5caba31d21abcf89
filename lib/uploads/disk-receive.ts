import "server-only";
import { db } from "@/lib/db";
import { diskStorage } from "@/lib/storage";
import { noSuchUpload, objectExists, refusedSignature, s3Error, storedWithEtag, tooLarge } from "./disk-put";
import { maxPartBytes, partCount } from "./parts";
import { markUploadCompleted } from "./records";

// The disk driver's upload URLs, held to what S3 enforces with its signatures: a single PUT writes the declared
// size exactly, once; a part fits its upload's declared size and lands only while the upload is open.

const sizeOf = (parts: { Size: number }[]) => parts.reduce((sum, p) => sum + p.Size, 0);

/** PUT /api/uploads/object/{key}: the whole object, of the signed type and exactly the declared size, refused once it exists. */
export async function receiveSinglePut(request: Request, key: string): Promise<Response> {
  const disk = diskStorage();
  // As S3 with content-type among the signed headers: a body of another type (or none) does not match the signature.
  const check = disk.verifyUpload(new URL(request.url), key, { contentType: request.headers.get("content-type") ?? "" });
  if (check !== "ok") return refusedSignature(check);
  const upload = await db.videoUpload.findUnique({ where: { key }, select: { id: true, uploadId: true, declaredSize: true, completedAt: true } });
  if (!upload || upload.uploadId !== null) return s3Error(403, "AccessDenied", "No upload was started for this key");
  if (await disk.stat(key)) return objectExists();
  // Recorded, then deleted (a refused video): the URL still writes nothing.
  if (upload.completedAt) return s3Error(403, "AccessDenied", "This upload is complete");
  const answer = await storedWithEtag(() => disk.putStream(key, request.body, { maxBytes: Number(upload.declaredSize), exact: true, exclusive: true }));
  if (answer.ok) await markUploadCompleted(upload.id);
  return answer;
}

/**
 * PUT /api/uploads/part/{uploadId}/{partNumber}: one part of an open upload, at most CHUNK_BYTES plus a margin
 * and never taking the parts past the declared size (checked before the body is read, and again once it is
 * stored, since parallel parts may cross it together: then the crossing part is dropped).
 */
export async function receivePart(request: Request, uploadId: string, rawPartNumber: string): Promise<Response> {
  const url = new URL(request.url);
  const key = url.searchParams.get("key") ?? "";
  const partNumber = /^\d{1,5}$/.test(rawPartNumber) ? Number(rawPartNumber) : NaN;
  const disk = diskStorage();
  const check = partNumber >= 1 && partNumber <= 10_000 ? disk.verifyUpload(url, key, { uploadId, partNumber }) : "invalid";
  if (check !== "ok") return refusedSignature(check);
  const upload = await db.videoUpload.findUnique({ where: { uploadId }, select: { key: true, declaredSize: true, completedAt: true } });
  if (!upload || upload.key !== key || upload.completedAt) return noSuchUpload();
  const declared = Number(upload.declaredSize);
  if (partNumber > partCount(declared)) return s3Error(400, "InvalidArgument", `Part number must be at most ${partCount(declared)} for this upload`);

  const others = sizeOf((await disk.multipart.list(key, uploadId).catch(() => [])).filter((p) => p.PartNumber !== partNumber));
  const answer = await storedWithEtag(() => disk.multipart.writePart(key, uploadId, partNumber, request.body, maxPartBytes(declared, others)));
  if (answer.ok && sizeOf(await disk.multipart.list(key, uploadId)) > declared) {
    await disk.multipart.removePart(uploadId, partNumber);
    return tooLarge();
  }
  return answer;
}
