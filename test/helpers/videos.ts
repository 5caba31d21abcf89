// Small videos made by ffmpeg for the processing tests (a test pattern and a tone, a few seconds), stored
// through the storage driver and recorded as a Video waiting for its processing job, and the means to read
// back and check what processing stored.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { db } from "@/lib/db";
import { diskStorage, storage } from "@/lib/storage";
import { env } from "@/lib/env";

const run = promisify(execFile);

export type TestVideoOptions = {
  width?: number;
  height?: number;
  seconds?: number;
  fps?: number;
  audio?: boolean;
  container?: "mp4" | "webm";
  /** MP4 only: the index (moov) before the media data, as `-movflags +faststart` writes it. */
  indexFirst?: boolean;
  /** WebM only: written to a pipe, as a browser's MediaRecorder does, so the file states no duration. */
  streamed?: boolean;
  /** A moving pattern under changing noise, which needs every bit a rendition may spend (as a camera picture does). */
  noisy?: boolean;
};

/** A test-pattern video with a 440 Hz tone, encoded fast; its bytes. */
export async function makeTestVideo(options: TestVideoOptions = {}): Promise<Buffer> {
  const { width = 1280, height = 720, seconds = 3, fps = 30, audio = true, container = "mp4", indexFirst = false, streamed = false, noisy = false } = options;
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "test-video-"));
  const file = path.join(dir, `video.${container}`);
  const pattern = noisy ? `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds},noise=alls=30:allf=t` : `testsrc=size=${width}x${height}:rate=${fps}:duration=${seconds}`;
  const inputs = ["-f", "lavfi", "-i", pattern];
  if (audio) inputs.push("-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${seconds}`);
  const codecs =
    container === "mp4"
      ? ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", ...(audio ? ["-c:a", "aac"] : []), ...(indexFirst ? ["-movflags", "+faststart"] : [])]
      : ["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "500k", ...(audio ? ["-c:a", "libopus"] : [])];
  const output = streamed ? ["-f", "webm", "pipe:1"] : [file];
  try {
    const args = ["-hide_banner", "-loglevel", "error", "-y", ...inputs, ...codecs, "-shortest", ...output];
    if (streamed) {
      const { stdout } = await run(env().FFMPEG_PATH, args, { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 });
      return stdout;
    }
    await run(env().FFMPEG_PATH, args);
    return await fs.promises.readFile(file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The first half of a file: an upload that stopped midway. */
export const firstHalf = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

/** Stores `bytes` as an uploaded original of a seeded lesson and records its Video, waiting for processing. */
export async function recordUploadedVideo(bytes: Buffer, extension: "mp4" | "webm" | "mov" = "mp4") {
  const lesson = await db.lesson.findFirstOrThrow({ where: { course: { slug: "exodus" } }, orderBy: { order: "desc" }, select: { id: true } });
  const storageKey = `videos/${lesson.id}/${randomBytes(12).toString("hex")}.${extension}`;
  const contentType = { mp4: "video/mp4", webm: "video/webm", mov: "video/quicktime" }[extension];
  await storage().put(storageKey, bytes, contentType);
  const video = await db.video.create({
    data: { lessonId: lesson.id, title: "Processing test", storageKey, contentType, fileSize: BigInt(bytes.length), status: "processing" },
    select: { id: true, storageKey: true },
  });
  return video;
}

/** A stored object's bytes, or null when there is none (through the driver: disk file or presigned S3 GET). */
export async function readStored(key: string): Promise<Buffer | null> {
  if (env().STORAGE_DRIVER === "disk") {
    return fs.promises.readFile(diskStorage().filePath(key)!).catch(() => null);
  }
  const response = await fetch(await storage().signedGetUrl(key, 60));
  return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
}

/**
 * Copies a stored HLS tree (the master playlist, every playlist it names and every segment those name) into
 * a local folder, so ffprobe can read it as a player would; returns the local master playlist's path.
 */
export async function downloadHls(masterKey: string, dir: string): Promise<string> {
  const base = masterKey.slice(0, masterKey.lastIndexOf("/") + 1);
  const copy = async (relative: string): Promise<string> => {
    const bytes = await readStored(base + relative);
    if (!bytes) throw new Error(`${base + relative} is not stored`);
    const file = path.join(dir, relative);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, bytes);
    return bytes.toString("utf8");
  };
  const uris = (playlist: string) => playlist.split("\n").filter((line) => line && !line.startsWith("#"));
  const master = await copy(masterKey.slice(base.length));
  for (const variant of uris(master)) {
    const folder = variant.slice(0, variant.lastIndexOf("/") + 1);
    for (const segment of uris(await copy(variant))) await copy(folder + segment);
  }
  return path.join(dir, masterKey.slice(base.length));
}

type ProbedStream = { codec_type: string; codec_name: string; width?: number; height?: number };
/** ffprobe's view of a local file or playlist: its streams and duration. */
export async function ffprobe(file: string): Promise<{ streams: ProbedStream[]; duration: number }> {
  const { stdout } = await run(env().FFPROBE_PATH, ["-v", "error", "-show_entries", "stream=codec_type,codec_name,width,height:format=duration", "-of", "json", file]);
  const parsed = JSON.parse(stdout) as { streams: ProbedStream[]; format: { duration: string } };
  return { streams: parsed.streams, duration: Number(parsed.format.duration) };
}

/** Decodes every frame of a local file or playlist; rejects on the first error (ffmpeg -xerror). */
export async function decodesCleanly(file: string): Promise<void> {
  await run(env().FFMPEG_PATH, ["-v", "error", "-xerror", "-i", file, "-f", "null", "-"]);
}

/** Removes the test's Video rows and everything stored under their originals' keys. */
export async function removeTestVideos(videos: { id: string; storageKey: string }[]) {
  await db.video.deleteMany({ where: { id: { in: videos.map((v) => v.id) } } });
  if (env().STORAGE_DRIVER !== "disk") return; // the S3 tests use a bucket of their own
  for (const { storageKey } of videos) {
    const original = diskStorage().filePath(storageKey)!;
    await fs.promises.rm(original, { force: true });
    await fs.promises.rm(original.replace(/\.[^./]+$/, ""), { recursive: true, force: true });
  }
}
