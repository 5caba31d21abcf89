import type { ProcessingErrorCode } from "./processing-errors";

// A video's processing as its managers see it (GET /api/videos/{id}, the upload card): shared by the server,
// which builds it from the row, and the browser, which polls it.
export type ProcessingState = {
  id: string;
  status: "uploading" | "processing" | "ready" | "failed";
  /** 0–100. */
  progress: number;
  /** Why processing failed or refused the file (translated by the card); null otherwise. */
  errorCode: ProcessingErrorCode | null;
  /** The file itself was refused (not a video, truncated, too long): Retry cannot help, another file can. */
  refused: boolean;
};

/** A lesson's video still processing or failed, as its managers' upload card lists it. */
export type UnfinishedVideo = ProcessingState & { title: string };

type Row = {
  id: string;
  status: ProcessingState["status"];
  processingProgress: number;
  processingError: string | null;
  processingRefused: boolean;
};

export function toProcessingState(row: Row): ProcessingState {
  return {
    id: row.id,
    status: row.status,
    progress: row.processingProgress,
    errorCode: (row.processingError as ProcessingErrorCode | null) ?? null,
    refused: row.processingRefused,
  };
}

/** Whether the instructor's Retry may queue the video's processing again. */
export const canRetryProcessing = (state: Pick<ProcessingState, "status" | "refused">) => state.status === "failed" && !state.refused;
