import type { AwsS3Part } from "@uppy/aws-s3";
import type { ProcessingState } from "@/lib/videos/processing-state";
import { adaptForUppy } from "./retry-policy";

// The uploader's calls to our endpoints (SPEC section 7). A non-ok answer becomes an error whose message
// is "status: body" (SPEC section 8) and whose `source.status` Uppy's retry logic reads.
export class UploadRequestError extends Error {
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

/** GET /api/s3/params's query: Uppy's single-PUT contract, the lesson in the metadata. */
const paramsQuery = (lessonId: string, file: FileInfo) =>
  new URLSearchParams({ filename: file.filename, type: file.type, size: String(file.size), "metadata[lessonId]": lessonId }).toString();

export type SinglePutParams = { method: "PUT"; url: string; fields: Record<string, string>; headers: Record<string, string>; key: string };

export const uploadApi = {
  /** A signed PUT of the whole file (its headers are part of the signature), and the key it writes. */
  uploadParams: (lessonId: string, file: FileInfo, signal?: AbortSignal) => call<SinglePutParams>("GET", `/api/s3/params?${paramsQuery(lessonId, file)}`, undefined, signal),
  createMultipart: (lessonId: string, file: FileInfo, signal?: AbortSignal) =>
    call<{ key: string; uploadId: string }>("POST", "/api/s3/multipart", { ...file, metadata: { lessonId } }, signal),
  signPart: (key: string, uploadId: string, partNumber: number, signal?: AbortSignal) =>
    call<{ url: string; expires: number }>("GET", `${base(uploadId)}/${partNumber}${q(key)}`, undefined, signal),
  listParts: (key: string, uploadId: string, signal?: AbortSignal) => call<AwsS3Part[]>("GET", `${base(uploadId)}${q(key)}`, undefined, signal),
  complete: (key: string, uploadId: string, parts: AwsS3Part[], signal?: AbortSignal) =>
    call<{ key: string }>("POST", `${base(uploadId)}/complete${q(key)}`, { parts: parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) }, signal),
  abort: (key: string, uploadId: string, signal?: AbortSignal) => call<void>("DELETE", `${base(uploadId)}${q(key)}`, undefined, signal),
  createVideo: (body: { lessonId: string; title: string; description: string; storageKey: string; fileSize: number; replacesVideoId?: string }) =>
    call<{ id: string }>("POST", "/api/videos", body),
  processingState: (videoId: string, signal?: AbortSignal) => call<ProcessingState>("GET", `/api/videos/${encodeURIComponent(videoId)}`, undefined, signal),
  retryProcessing: (videoId: string) => call<ProcessingState>("POST", `/api/videos/${encodeURIComponent(videoId)}/retry`),
  /** Removes a video whose processing failed or refused it, with its stored files. */
  removeFailedVideo: (videoId: string) => call<void>("DELETE", `/api/videos/${encodeURIComponent(videoId)}`),
};
