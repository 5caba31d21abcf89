// Section `video`: how long the processing job's transcode takes for one minute of 720p, as a share of the
// video's length (below 1 is faster than real time). The very command lines the job runs (from
// lib/videos/processing/hls-args.mjs): the HLS ladder in one ffmpeg run, then the poster frame; on a source
// made like a camera upload (H.264 at about 5 Mbit/s, AAC), generated first and not timed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hlsArgs, outputFps, POSTER_AT, posterArgs, renditionsFor } from "../../lib/videos/processing/hls-args.mjs";
import { col, seconds } from "./format.mjs";

const LENGTH_SECONDS = 60;
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 30;
const FFMPEG = process.env.FFMPEG_PATH || "ffmpeg";

function ffmpeg(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-2000)));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.trim()}`))));
  });
}

/** One minute of moving 720p picture and sound, encoded as a phone or camera would. */
async function cameraUpload(file) {
  await ffmpeg([
    "-hide_banner", "-nostdin", "-loglevel", "error", "-y",
    "-f", "lavfi", "-i", `testsrc2=size=${WIDTH}x${HEIGHT}:rate=${FPS}:duration=${LENGTH_SECONDS}`,
    "-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${LENGTH_SECONDS}`,
    "-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high", "-pix_fmt", "yuv420p",
    "-b:v", "5M", "-maxrate", "5M", "-bufsize", "10M",
    "-c:a", "aac", "-b:a", "128k", "-shortest", file,
  ]);
}

/**
 * Generates the source, times the job's ffmpeg runs on it, prints the figure and returns it:
 * { seconds, ratio, row } (row: figure, yardstick, measured, ratio, target, as the bench summary's columns).
 */
export async function videoProcessingBench() {
  console.log("\n== Video processing");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-video-"));
  try {
    const source = path.join(dir, "upload.mp4");
    await cameraUpload(source);
    const outDir = path.join(dir, "hls");
    fs.mkdirSync(outDir);
    const started = process.hrtime.bigint();
    await ffmpeg(hlsArgs({ input: source, outDir, renditions: renditionsFor(WIDTH, HEIGHT), hasAudio: true, fps: outputFps(FPS) }));
    await ffmpeg(posterArgs({ input: source, atSeconds: LENGTH_SECONDS * POSTER_AT, file: path.join(dir, "poster.jpg") }));
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    const ratio = elapsed / LENGTH_SECONDS;
    console.log(`${col("processing 1 min of 720p:", 28)} ${seconds(elapsed)} = ${ratio.toFixed(2)} × the video's length (${os.cpus().length} cores)`);
    return {
      seconds: elapsed,
      ratio,
      row: ["processing 1 min of 720p (HLS 240p/360p/720p + poster)", "the video's length, 60 s", seconds(elapsed), `${ratio.toFixed(2)} ×`, "< 1 × (faster than real time)"],
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
