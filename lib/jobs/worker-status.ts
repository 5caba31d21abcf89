// Whether this server processes videos, set by startWorkers() and read by the health check (kept apart so the
// health route does not load the processing code). On globalThis: Next bundles instrumentation.ts and each
// route separately, each with its own copy of this module.
const state = globalThis as unknown as { videoProcessingOff?: string | null };

/** Why this server processes no videos, or null while it does. */
export const videoProcessingOff = (): string | null =>
  state.videoProcessingOff === undefined ? "the workers have not started yet" : state.videoProcessingOff;

export const setVideoProcessingOff = (reason: string | null) => {
  state.videoProcessingOff = reason;
};
