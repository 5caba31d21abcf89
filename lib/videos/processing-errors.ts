// Why processing did not make a video playable, stored in Video.processingError as the code; the upload card
// shows the instructor's translation of it (VideoUpload.processingErrors.* in messages/*.json).
// Refusals are about the file itself: its object is deleted and Retry cannot help (Video.processingRefused).
export const PROCESSING_REFUSALS = ["NOT_A_VIDEO", "TRUNCATED", "TOO_LONG", "TOO_SLOW"] as const;
// Failures may pass on a retry (the job retries with back-off; after the last, the instructor's Retry queues it again).
export const PROCESSING_FAILURES = ["TRANSCODE_FAILED", "STORAGE_FAILED"] as const;

export type ProcessingRefusal = (typeof PROCESSING_REFUSALS)[number];
export type ProcessingErrorCode = ProcessingRefusal | (typeof PROCESSING_FAILURES)[number];

/** The longest lecture processing accepts: 4 hours. */
export const MAX_PROCESSED_SECONDS = 4 * 60 * 60;

/** English texts, for logs and the API's `error` field; the card translates the code. */
export const PROCESSING_ERROR_TEXT: Record<ProcessingErrorCode, string> = {
  NOT_A_VIDEO: "This file is not a video we can play. Upload an MP4, WebM or MOV file.",
  TRUNCATED: "This video file is incomplete (it may not have finished copying). Upload the whole file again.",
  TOO_LONG: "Videos can be at most 4 hours long.",
  TOO_SLOW: "Processing this video took far longer than its length, so it was stopped. The file may be damaged: export it again and upload the new file.",
  TRANSCODE_FAILED: "The video could not be processed. Please try again.",
  STORAGE_FAILED: "The processed video could not be stored. Please try again.",
};
