// Whether this server processes videos, set by startWorkers() and read by the health check (kept apart so the
// health route does not load the processing code).
let off: string | null = "the workers have not started yet";

/** Why this server processes no videos, or null while it does. */
export const videoProcessingOff = () => off;
export const setVideoProcessingOff = (reason: string | null) => {
  off = reason;
};
