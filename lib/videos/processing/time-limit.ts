// How long one ffmpeg run may take before it is killed, so a file ffmpeg chokes on cannot hold the server's
// worker (and every upload queued behind it) for hours. Transcoding measures 0.3–0.5 × the video's length on
// 2 shared cores (README, "Measured here"); the limit is several times that, plus time to start and to read
// the first bytes over the network.
const BASE_SECONDS = 60;
const SECONDS_PER_VIDEO_SECOND = 4;

/** Probing reads a few headers; measuring a WebM that states no duration reads (never decodes) the whole file. */
export const PROBE_LIMIT_MS = BASE_SECONDS * 1000;
export const MEASURE_LIMIT_MS = 5 * BASE_SECONDS * 1000;

/** The limit of a run that decodes the whole video (the transcode) or seeks into it (the poster). */
export function decodeLimitMs(durationSeconds: number): number {
  return Math.round((BASE_SECONDS + SECONDS_PER_VIDEO_SECOND * Math.max(0, durationSeconds)) * 1000);
}
