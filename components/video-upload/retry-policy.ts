// SPEC section 8's uploader retry rule: retry 408, 409, 418, 423, 429 and 5xx except 501 and 505 (a 403
// "Request has expired" is re-signed and retried by Uppy itself); other 4xx are final. Uppy's own rule
// differs slightly (it gives up on 408/418/423 and retries 501/505), so errors reach it with a status
// that makes it decide as the SPEC does.
const RETRIED_4XX = new Set([408, 409, 418, 423, 429]);

export function shouldRetryStatus(status: number): boolean {
  if (RETRIED_4XX.has(status)) return true;
  return status >= 500 && status !== 501 && status !== 505;
}

/** The status Uppy should see: unchanged where it already agrees, else one it treats the SPEC's way. */
export function statusForUppy(status: number): number {
  if (status === 409 || status === 429) return status;
  if (shouldRetryStatus(status)) return status >= 500 ? status : 503;
  // Uppy treats only 401–499 (not 409) as final: a 400, 501 or 505 reaches it as a 422.
  return status > 400 && status < 500 ? status : 422;
}

type UppyLikeError = Error & { source?: { status?: number } & object };

/** Rewrites the status Uppy reads (err.source.status) in place, keeping the real one in the message. */
export function adaptForUppy<E>(error: E): E {
  const e = error as UppyLikeError;
  const status = e?.source?.status;
  if (typeof status === "number" && status > 0 && e.message !== "Request has expired") {
    e.source = { status: statusForUppy(status) };
  }
  return error;
}
