import type { ProcessingRefusal } from "@/lib/videos/processing-errors";

// How a processing step says why it stopped. A refusal is about the file itself: the job deletes the
// original, records the code and ends without a retry. Anything else is thrown as it is and retried.

export class ProcessingRefused extends Error {
  constructor(
    readonly code: ProcessingRefusal,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = "ProcessingRefused";
  }
}

/** Writing or removing the processed files failed (the store, not ffmpeg): recorded as STORAGE_FAILED after the last retry. */
export class StorageFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageFailure";
  }
}
