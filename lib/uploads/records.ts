import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";

// The VideoUpload rows: what each upload declared when it began (key, lesson, uploader, type, size), and
// when its object became whole. Upload URLs, completion, recording and the clean-up all read them.

export type UploadStart = { key: string; uploadId: string | null; lessonId: string; userId: string; contentType: string; declaredSize: number };
export type UploadRecord = { id: string; key: string; declaredSize: number; completedAt: Date | null };

export async function recordUploadStart(start: UploadStart): Promise<void> {
  await db.videoUpload.create({ data: { ...start, declaredSize: BigInt(start.declaredSize) } });
}

const noSuchUpload = () => notFound("This upload no longer exists. Please start again.", { code: "NoSuchUpload" });

/**
 * Multipart upload `uploadId` of `key`, as started by `userId`; 404 NoSuchUpload for any other, as S3 answers
 * for an unknown upload id (another user's upload is none of their business, even on the same lesson).
 */
export async function multipartUploadOf(uploadId: string, key: string, userId: string): Promise<UploadRecord> {
  const row = await db.videoUpload.findUnique({ where: { uploadId }, select: { id: true, key: true, userId: true, declaredSize: true, completedAt: true } });
  if (!row || row.key !== key || row.userId !== userId) throw noSuchUpload();
  return { id: row.id, key: row.key, declaredSize: Number(row.declaredSize), completedAt: row.completedAt };
}

/** The same, refusing a completed upload too: its parts can no longer be signed, listed or written. */
export async function openMultipartUploadOf(uploadId: string, key: string, userId: string): Promise<UploadRecord> {
  const upload = await multipartUploadOf(uploadId, key, userId);
  if (upload.completedAt) throw noSuchUpload();
  return upload;
}

/** The object is whole: from now on no upload URL writes to it. */
export async function markUploadCompleted(id: string): Promise<void> {
  await db.videoUpload.updateMany({ where: { id, completedAt: null }, data: { completedAt: new Date() } });
}

/** An aborted upload leaves nothing to record. */
export async function forgetUpload(id: string): Promise<void> {
  await db.videoUpload.deleteMany({ where: { id } });
}
