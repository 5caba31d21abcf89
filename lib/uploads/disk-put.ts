import "server-only";
import { BodyTooLargeError, BodyTooShortError, TargetExistsError } from "@/lib/storage/disk-files";
import type { SignatureCheck } from "@/lib/storage/disk";
import { StorageRequestError } from "@/lib/storage/types";

// Answers of the disk driver's upload URLs, shaped like S3's so the browser uploader treats both alike:
// an expired URL says "Request has expired" (Uppy re-signs and retries); a forged one, or a request without the
// signed headers (another Content-Type), is S3's 403 SignatureDoesNotMatch.
export const s3Error = (status: number, code: string, message: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`, {
    status,
    headers: { "Content-Type": "application/xml", "Cache-Control": "no-store" },
  });

export function refusedSignature(check: Exclude<SignatureCheck, "ok">): Response {
  return check === "expired"
    ? s3Error(403, "AccessDenied", "Request has expired")
    : s3Error(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided. Check your key and signing method.");
}

export const tooLarge = () => s3Error(413, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size");
export const noSuchUpload = () => s3Error(404, "NoSuchUpload", "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.");
/** What S3 answers a PUT with If-None-Match: * when the object exists. */
export const objectExists = () => s3Error(412, "PreconditionFailed", "At least one of the pre-conditions you specified did not hold");

/** Runs a write and answers 200 with its ETag, or the S3-like error. */
export async function storedWithEtag(write: () => Promise<{ etag: string }>): Promise<Response> {
  try {
    const { etag } = await write();
    return new Response(null, { status: 200, headers: { ETag: etag, "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    if (error instanceof BodyTooShortError) return s3Error(400, "IncompleteBody", "You did not provide the number of bytes specified by the upload");
    if (error instanceof TargetExistsError) return objectExists();
    if (error instanceof StorageRequestError) return s3Error(404, error.code, error.message);
    // The staging folder went away mid-write: the upload was completed or aborted meanwhile.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return noSuchUpload();
    throw error;
  }
}
