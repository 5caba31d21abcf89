/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { missingEnd, type ReadAt } from "./container-end";

const readerOf = (bytes: Buffer): ReadAt => async (offset, length) => bytes.subarray(offset, offset + length);
const check = (bytes: Buffer) => missingEnd(readerOf(bytes), bytes.length);

function box(type: string, payload: number, declared = payload + 8): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(declared, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, Buffer.alloc(payload)]);
}

/** A real file from Debian's ffmpeg (2 s, 320x240), as the uploads are. */
function encoded(args: string[], extension: string): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "container-end-"));
  const file = path.join(dir, `video.${extension}`);
  try {
    execFileSync(process.env.FFMPEG_PATH ?? "ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25:duration=2", ...args, file]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("MP4 and MOV: the top-level boxes", () => {
  it("accepts a file whose boxes end where it ends, or whose last box runs to the end", async () => {
    expect(await check(Buffer.concat([box("ftyp", 16), box("moov", 100), box("mdat", 5000)]))).toBeNull();
    expect(await check(Buffer.concat([box("ftyp", 16), box("mdat", 300, 0)]))).toBeNull();
  });

  it("finds media data cut short behind an index written first", async () => {
    const whole = Buffer.concat([box("ftyp", 16), box("moov", 100), box("mdat", 5000)]);
    expect(await check(whole.subarray(0, 2000))).toBe("the mdat box ends at byte 5140 of 2000");
  });

  it("reads 64-bit box sizes, and a header cut in two", async () => {
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write("mdat", 4, "latin1");
    large.writeBigUInt64BE(BigInt(6_000_000_000), 8);
    expect(await check(Buffer.concat([box("ftyp", 16), large, Buffer.alloc(100)]))).toBe("the mdat box ends at byte 6000000024 of 140");
    expect(await check(Buffer.concat([box("ftyp", 16), Buffer.from([0, 0])]))).toBe("a box header at byte 24 is cut off at byte 26");
  });

  it("tells a whole ffmpeg MP4 from the same file cut in half, with its index first", async () => {
    const whole = encoded(["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-movflags", "+faststart"], "mp4");
    expect(whole.toString("latin1", 4, 8)).toBe("ftyp");
    expect(await check(whole)).toBeNull();
    expect(await check(whole.subarray(0, Math.floor(whole.length / 2)))).toMatch(/^the mdat box ends at byte \d+ of \d+$/);
  });
});

describe("WebM: the Segment element", () => {
  it("tells a whole ffmpeg WebM from the same file cut short", async () => {
    const whole = encoded(["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "300k"], "webm");
    expect(await check(whole)).toBeNull();
    expect(await check(whole.subarray(0, whole.length - 100))).toMatch(/^the Segment element ends at byte \d+ of \d+$/);
  });

  it("cannot judge a WebM recorded live, whose Segment states no length", async () => {
    const ebmlHeader = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | 4, 0x42, 0x86, 0x81, 0x01]);
    const liveSegment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    expect(await check(Buffer.concat([ebmlHeader, liveSegment, Buffer.alloc(50)]))).toBeNull();
  });
});

it("leaves a fragmented MP4 (a box every few seconds) to the transcode's checks rather than read each box", async () => {
  const fragments = Array.from({ length: 100 }, () => [box("moof", 8), box("mdat", 20)]).flat();
  const file = Buffer.concat([box("ftyp", 16), box("moov", 50), ...fragments]);
  expect(await check(file.subarray(0, file.length - 10))).toBeNull();
});
