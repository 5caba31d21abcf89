// Files for the upload journeys, made in the test: a lecture-like video with ffmpeg (Debian's, as the server
// uses), and a file of random bytes that only claims to be one.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";

const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";

/**
 * An MP4 of `seconds` at 1280x720 and 30 fps: ffmpeg's moving test pattern under changing noise, so every
 * rendition of the HLS ladder needs its whole bitrate (as a real camera picture does), and a 440 Hz tone.
 */
export function makeLectureVideo(file: string, seconds: number): string {
  execFileSync(FFMPEG, [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30",
    "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000",
    "-t", String(seconds),
    "-vf", "noise=alls=30:allf=t",
    "-c:v", "libx264", "-preset", "ultrafast", "-b:v", "2500k", "-maxrate", "3M", "-bufsize", "3M", "-pix_fmt", "yuv420p",
    "-c:a", "aac", "-b:a", "96k", "-shortest", "-movflags", "+faststart",
    file,
  ]);
  return file;
}

/** `bytes` of random data under a video's name: uploads like a video, and processing refuses it. */
export function makeFakeVideo(file: string, bytes: number): string {
  fs.writeFileSync(file, randomBytes(bytes));
  return file;
}
