import type { AwsS3Part } from "@uppy/aws-s3";
import { adaptForUppy } from "./retry-policy";

// The uploader's calls to our endpoints (SPEC section 7). A non-ok answer becomes an error whose message
// is "status: body" (SPEC section 8) and whose `source.status` Uppy's retry logic reads.
class UploadRequestError extends Error {
  source: { status: number };
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "UploadRequestError";
    this.source = { status };
  }
}

async function call<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  if (!res.ok) throw adaptForUppy(new UploadRequestError(res.status, `${res.status}: ${text || res.statusText}`));
  return (text ? JSON.parse(text) : undefined) as T;
}

type FileInfo = { filename: string; type: string; size: number };
const q = (key: string) => `?key=${encodeURIComponent(key)}`;
const base = (uploadId: string) => `/api/s3/multipart/${encodeURIComponent(uploadId)}`;

export const uploadApi = {
  uploadUrl: (lessonId: string, file: FileInfo, signal?: AbortSignal) =>
    call<{ uploadURL: string; key: string; method: "PUT"; headers: Record<string, string> }>("POST", "/api/videos/upload-url", { lessonId, ...file }, signal),
  createMultipart: (lessonId: string, file: FileInfo, signal?: AbortSignal) =>
    call<{ key: string; uploadId: string }>("POST", "/api/s3/multipart", { ...file, metadata: { lessonId } }, signal),
  signPart: (key: string, uploadId: string, partNumber: number, signal?: AbortSignal) =>
    call<{ url: string; expires: number }>("GET", `${base(uploadId)}/${partNumber}${q(key)}`, undefined, signal),
  listParts: (key: string, uploadId: string, signal?: AbortSignal) => call<AwsS3Part[]>("GET", `${base(uploadId)}${q(key)}`, undefined, signal),
  complete: (key: string, uploadId: string, parts: AwsS3Part[], signal?: AbortSignal) =>
    call<{ key: string }>("POST", `${base(uploadId)}/complete${q(key)}`, { parts: parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) }, signal),
  abort: (key: string, uploadId: string, signal?: AbortSignal) => call<void>("DELETE", `${base(uploadId)}${q(key)}`, undefined, signal),
  createVideo: (body: { lessonId: string; title: string; description: string; storageKey: string; fileSize: number; duration: number | null }) =>
    call<{ id: string }>("POST", "/api/videos", body),
};
