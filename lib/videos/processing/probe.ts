import "server-only";
import { MAX_PROCESSED_SECONDS } from "@/lib/videos/processing-errors";
import { ProcessingRefused } from "./errors";
import { missingEnd } from "./container-end";
import { runTool, ToolError } from "./ffmpeg";
import { measureArgs, probeArgs } from "./hls-args.mjs";
import { readProbe, type ProbedVideo } from "./probe-output";
import { startsLikeVideoContainer } from "./signature";
import { MEASURE_LIMIT_MS, PROBE_LIMIT_MS } from "./time-limit";
import type { VideoSource } from "./source";

export type { ProbedVideo } from "./probe-output";

// What ffprobe says when the bytes are not a readable upload container (as opposed to the source being out of
// reach: a network error, a missing file, which are retried, never a reason to delete the original).
const UNREADABLE = /Invalid data found when processing input|moov atom not found|Format not on whitelist|could not find codec parameters|EBML header parsing failed/i;
const NOT_AN_UPLOAD_FORMAT = /Format not on whitelist/i;

/**
 * Probes the original: its display size, frame rate, audio and duration. Refuses (ProcessingRefused) a file
 * that is not a video (NOT_A_VIDEO), a container cut short before its index or shorter than its own structure
 * says (TRUNCATED: found here in a few reads, before any decoding), or one longer than MAX_PROCESSED_SECONDS
 * (TOO_LONG). Any other failure is thrown as it is.
 */
export async function probeVideo(source: VideoSource, signal?: AbortSignal): Promise<ProbedVideo> {
  let stdout: string;
  try {
    ({ stdout } = await runTool("ffprobe", probeArgs(source.input), { signal, timeoutMs: PROBE_LIMIT_MS }));
  } catch (error) {
    if (error instanceof ToolError && UNREADABLE.test(error.stderr)) throw await refusalOf(source, error.stderr);
    throw error;
  }
  const probed = readProbe(JSON.parse(stdout));
  const missing = await missingEnd(source.read, source.size);
  if (missing) throw new ProcessingRefused("TRUNCATED", missing);
  const durationSeconds = probed.durationSeconds ?? (await measureDuration(source, signal));
  if (!(durationSeconds > 0)) throw new ProcessingRefused("NOT_A_VIDEO", "the video stream holds no frames");
  if (durationSeconds > MAX_PROCESSED_SECONDS) throw new ProcessingRefused("TOO_LONG", `${Math.round(durationSeconds)} s`);
  return { ...probed, durationSeconds };
}

async function refusalOf(source: VideoSource, stderr: string): Promise<ProcessingRefused> {
  const reason = stderr.trim().split("\n").pop() ?? "";
  if (NOT_AN_UPLOAD_FORMAT.test(stderr)) return new ProcessingRefused("NOT_A_VIDEO", reason);
  return startsLikeVideoContainer(await source.head(16)) ? new ProcessingRefused("TRUNCATED", reason) : new ProcessingRefused("NOT_A_VIDEO", reason);
}

/** The duration of a container that does not state it, by reading (not decoding) its video stream to the end. */
async function measureDuration(source: VideoSource, signal?: AbortSignal): Promise<number> {
  let micros = 0;
  await runTool("ffmpeg", measureArgs(source.input), {
    signal,
    timeoutMs: MEASURE_LIMIT_MS,
    onLine: (line) => {
      const match = /^out_time_us=(\d+)$/.exec(line);
      if (match) micros = Math.max(micros, Number(match[1]));
    },
  });
  return micros / 1e6;
}
