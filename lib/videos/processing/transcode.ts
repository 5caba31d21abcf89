import "server-only";
import fs from "node:fs";
import path from "node:path";
import { measureBandwidth, readMediaPlaylist, withBandwidth, type Bandwidth } from "./bandwidth";
import { ProcessingRefused } from "./errors";
import { runTool, ToolTimeout, type RunOptions } from "./ffmpeg";
import { hlsArgs, MASTER_PLAYLIST, outputFps, POSTER_AT, posterArgs, renditionsFor, VARIANT_PLAYLIST, type Rendition } from "./hls-args.mjs";
import { endsEarly, playlistSeconds } from "./playlist";
import type { ProbedVideo } from "./probe";
import type { VideoSource } from "./source";
import { decodeLimitMs } from "./time-limit";

// The transcode: one ffmpeg run writes the whole HLS ladder into a work folder, then a second, short one takes
// the poster frame. The output is checked before anyone stores it: every rendition finished, and as long as
// the original says it is (a file cut short decodes to less, and is refused as TRUNCATED). The master playlist
// then declares each rendition's bit rates as measured from its segments (bandwidth.ts).

export type HlsOutput = {
  /** The folder holding master.m3u8 and one folder per rendition. */
  hlsDir: string;
  posterFile: string;
  renditions: Rendition[];
  /** The playable length, in seconds. */
  durationSeconds: number;
};

// ffmpeg treats a read that fails for good as the end of the input: a shortened output after such an error
// is the network's doing, not the file's, and is retried rather than refused.
const READ_TROUBLE = /Connection|timed out|Server returned|Input\/output error|reconnect|Network is unreachable/i;

export async function transcodeToHls(options: {
  source: VideoSource;
  probed: ProbedVideo;
  workDir: string;
  signal?: AbortSignal;
  /** The share of the video transcoded so far, 0–1. */
  onProgress?: (done: number) => void;
  /** How long each ffmpeg run may take; by default several times the video's length (time-limit.ts). */
  timeLimitMs?: number;
}): Promise<HlsOutput> {
  const { source, probed, workDir, signal, onProgress, timeLimitMs = decodeLimitMs(probed.durationSeconds) } = options;
  const hlsDir = path.join(workDir, "hls");
  const renditions = renditionsFor(probed.width, probed.height);
  await fs.promises.mkdir(hlsDir, { recursive: true });
  const args = hlsArgs({ input: source.input, outDir: hlsDir, renditions, hasAudio: probed.hasAudio, fps: outputFps(probed.fps) });
  const totalMicros = probed.durationSeconds * 1e6;
  const { stderr } = await decode(args, probed.durationSeconds, {
    signal,
    timeoutMs: timeLimitMs,
    onLine: (line) => {
      const match = /^out_time_us=(\d+)$/.exec(line);
      if (match && onProgress) onProgress(Math.min(1, Number(match[1]) / totalMicros));
    },
  });

  const durationSeconds = await decodedSeconds(hlsDir, renditions);
  if (endsEarly(durationSeconds, probed.durationSeconds)) {
    const shortfall = `decoding ended at ${durationSeconds.toFixed(1)} s of ${probed.durationSeconds.toFixed(1)} s`;
    if (READ_TROUBLE.test(stderr)) throw new Error(`reading the original failed: ${shortfall}`);
    throw new ProcessingRefused("TRUNCATED", shortfall);
  }

  await declareMeasuredBandwidth(hlsDir, renditions);

  const posterFile = path.join(workDir, "poster.jpg");
  await decode(posterArgs({ input: source.input, atSeconds: durationSeconds * POSTER_AT, file: posterFile }), probed.durationSeconds, { signal, timeoutMs: timeLimitMs });
  if (!(await fs.promises.stat(posterFile).catch(() => null))?.size) throw new Error("ffmpeg wrote no poster frame");
  return { hlsDir, posterFile, renditions, durationSeconds };
}

/**
 * An ffmpeg run over the video, killed once it takes several times the video's length (time-limit.ts): the
 * file is then refused (TOO_SLOW), rather than retried three times more, each holding the worker as long.
 */
async function decode(args: string[], durationSeconds: number, options: RunOptions & { timeoutMs: number }) {
  try {
    return await runTool("ffmpeg", args, options);
  } catch (error) {
    if (error instanceof ToolTimeout) throw new ProcessingRefused("TOO_SLOW", `ffmpeg ran past ${options.timeoutMs / 1000} s on a ${durationSeconds.toFixed(1)} s video`);
    throw error;
  }
}

/** The shortest rendition's length: each must be a finished playlist. */
async function decodedSeconds(hlsDir: string, renditions: Rendition[]): Promise<number> {
  let shortest = Infinity;
  for (const rendition of renditions) {
    const file = path.join(hlsDir, rendition.name, VARIANT_PLAYLIST);
    const seconds = playlistSeconds(await fs.promises.readFile(file, "utf8").catch(() => ""));
    if (seconds === null) throw new Error(`ffmpeg left the ${rendition.name} rendition unfinished`);
    shortest = Math.min(shortest, seconds);
  }
  return shortest;
}

/** Rewrites master.m3u8 with each rendition's peak and average bit rate, from its segments' sizes and lengths. */
async function declareMeasuredBandwidth(hlsDir: string, renditions: Rendition[]): Promise<void> {
  const measured = new Map<string, Bandwidth>();
  for (const rendition of renditions) {
    const folder = path.join(hlsDir, rendition.name);
    const { targetSeconds, segments } = readMediaPlaylist(await fs.promises.readFile(path.join(folder, VARIANT_PLAYLIST), "utf8"));
    const sized = await Promise.all(segments.map(async ({ uri, seconds }) => ({ bytes: (await fs.promises.stat(path.join(folder, uri))).size, seconds })));
    measured.set(`${rendition.name}/${VARIANT_PLAYLIST}`, measureBandwidth(sized, targetSeconds));
  }
  const master = path.join(hlsDir, MASTER_PLAYLIST);
  await fs.promises.writeFile(master, withBandwidth(await fs.promises.readFile(master, "utf8"), measured));
}
