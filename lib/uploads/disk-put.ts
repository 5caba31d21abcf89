import "server-only";
import { BodyTooLargeError } from "@/lib/storage/disk-files";
import type { SignatureCheck } from "@/lib/storage/disk";
import { StorageRequestError } from "@/lib/storage/types";

// Answers of the disk driver's upload URLs, shaped like S3's so the browser uploader treats both alike:
// an expired URL says "Request has expired" (Uppy re-signs and retries), a forged one is a plain 403.
const xml = (status: number, code: string, message: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`, {
    status,
    headers: { "Content-Type": "application/xml", "Cache-Control": "no-store" },
  });

export function refusedSignature(check: Exclude<SignatureCheck, "ok">): Response {
  return check === "expired" ? xml(403, "AccessDenied", "Request has expired") : xml(403, "AccessDenied", "Invalid signature");
}

/** Runs a write and answers 200 with its ETag, or the S3-like error. */
export async function storedWithEtag(write: () => Promise<{ etag: string }>): Promise<Response> {
  try {
    const { etag } = await write();
    return new Response(null, { status: 200, headers: { ETag: etag, "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof BodyTooLargeError) return xml(413, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size");
    if (error instanceof StorageRequestError) return xml(404, error.code, error.message);
    throw error;
  }
}
