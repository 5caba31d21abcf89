import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { diskStorage } from "@/lib/storage";
import {
  decodesCleanly,
  downloadHls,
  ffprobe,
  firstHalf,
  makeTestVideo,
  readStored,
  recordUploadedVideo,
  removeTestVideos,
} from "@/test/helpers/videos";
import { outputKeysFor } from "./keys";
import { processVideo } from "./process";
import { probeVideo } from "./probe";
import { sourceFor } from "./source";

// Processing on the disk driver with real ffmpeg, on videos ffmpeg makes here (a few seconds each).
// Each test encodes and transcodes with real ffmpeg: on 2 cores shared with other runs that outlasts Jest's 30 s.
jest.setTimeout(120_000);

const FIRST_ATTEMPT = { retryCount: 0, retryLimit: 3 };
const LAST_ATTEMPT = { retryCount: 3, retryLimit: 3 };
const recorded: { id: string; storageKey: string }[] = [];
let scratch: string;

async function uploaded(bytes: Buffer, extension: "mp4" | "webm" = "mp4") {
  const video = await recordUploadedVideo(bytes, extension);
  recorded.push(video);
  return video;
}

const videoRow = (id: string) => db.video.findUniqueOrThrow({ where: { id } });

// Tests that need the same source video share one encode (each still uploads its own copy under its own key):
// the encode only makes an input, it is not what these tests check.
const encoded = new Map<string, Promise<Buffer>>();
function testVideo(options: Parameters<typeof makeTestVideo>[0]) {
  const key = JSON.stringify(options);
  if (!encoded.has(key)) encoded.set(key, makeTestVideo(options));
  return encoded.get(key)!;
}

beforeAll(async () => {
  scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), "processing-test-"));
});

afterAll(async () => {
  await removeTestVideos(recorded);
  await fs.promises.rm(scratch, { recursive: true, force: true });
  await db.$disconnect(); // the shared setup's disconnect ran before this file's clean-up
});

describe("probe", () => {
  it("reads the size, frame rate, audio and duration of an upload", async () => {
    const { storageKey } = await uploaded(await testVideo({ width: 1280, height: 720, seconds: 3 }));
    const probed = await probeVideo(await sourceFor(storageKey));
    expect(probed).toEqual({ width: 1280, height: 720, fps: 30, hasAudio: true, durationSeconds: expect.closeTo(3, 1) });
  });

  it("measures a browser-recorded WebM that states no duration", async () => {
    const { storageKey } = await uploaded(await makeTestVideo({ width: 320, height: 240, seconds: 2, container: "webm", streamed: true, audio: false }), "webm");
    const probed = await probeVideo(await sourceFor(storageKey));
    expect(probed).toMatchObject({ width: 320, height: 240, hasAudio: false });
    expect(probed.durationSeconds).toBeGreaterThan(1.8);
    expect(probed.durationSeconds).toBeLessThan(2.2);
  });
});

describe("processVideo", () => {
  it("writes a playable HLS ladder and a poster, keeps the original and marks the video ready", async () => {
    const bytes = await testVideo({ width: 1280, height: 720, seconds: 3 });
    const video = await uploaded(bytes);
    await processVideo(video.id, FIRST_ATTEMPT);

    const keys = outputKeysFor(video.storageKey);
    const row = await videoRow(video.id);
    expect(row).toMatchObject({ status: "ready", processingProgress: 100, hlsKey: keys.master, posterKey: keys.poster, duration: 3, processingError: null, processingRefused: false });
    expect(row.probedAt).toBeInstanceOf(Date);
    expect(keys.master).toBe(video.storageKey.replace(/\.mp4$/, "/hls/master.m3u8"));
    expect((await readStored(video.storageKey))?.equals(bytes)).toBe(true);

    const master = await downloadHls(keys.master, path.join(scratch, "ladder"));
    const text = await fs.promises.readFile(master, "utf8");
    const variants = [...text.matchAll(/^#EXT-X-STREAM-INF:(.*)\n(.*)$/gm)].map((m) => ({ attributes: m[1]!, uri: m[2]! }));
    expect(variants.map((v) => v.uri)).toEqual(["240p/index.m3u8", "360p/index.m3u8", "720p/index.m3u8"]);
    const expected = [
      { uri: "240p/index.m3u8", width: 426, height: 240, maxBandwidth: 500_000 },
      { uri: "360p/index.m3u8", width: 640, height: 360, maxBandwidth: 900_000 },
      { uri: "720p/index.m3u8", width: 1280, height: 720, maxBandwidth: 2_000_000 },
    ];
    for (const [i, want] of expected.entries()) {
      const { attributes } = variants[i]!;
      expect(attributes).toContain(`RESOLUTION=${want.width}x${want.height}`);
      expect(attributes).toMatch(/CODECS="avc1\.4d40[0-9a-f]{2},mp4a\.40\.2"/);
      expect(Number(/BANDWIDTH=(\d+)/.exec(attributes)![1])).toBeLessThanOrEqual(want.maxBandwidth);

      const variant = path.join(path.dirname(master), want.uri);
      expect(await fs.promises.readFile(variant, "utf8")).toMatch(/#EXT-X-PLAYLIST-TYPE:VOD[\s\S]*seg-00000\.ts[\s\S]*#EXT-X-ENDLIST/);
      const probed = await ffprobe(variant);
      expect(probed.streams).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ codec_type: "video", codec_name: "h264", width: want.width, height: want.height }),
          expect.objectContaining({ codec_type: "audio", codec_name: "aac" }),
        ]),
      );
      expect(probed.duration).toBeCloseTo(3, 0);
      await decodesCleanly(variant);
    }

    const poster = await readStored(keys.poster);
    expect(poster?.subarray(0, 3).toString("hex")).toBe("ffd8ff"); // a JPEG
    const posterFile = path.join(scratch, "poster.jpg");
    await fs.promises.writeFile(posterFile, poster!);
    expect((await ffprobe(posterFile)).streams[0]).toMatchObject({ codec_name: "mjpeg", width: 1280, height: 720 });
  });

  it("declares each rendition's measured bit rates: BANDWIDTH at least every whole segment's, AVERAGE-BANDWIDTH the playlist's", async () => {
    // A busy picture, where x264 spends more than its target (ffmpeg's own BANDWIDTH is the target plus 10 %).
    // 7 s: two segments of at least half the 4 s target (4 s and 3 s), the fewest that give a peak to compare.
    const video = await uploaded(await makeTestVideo({ width: 640, height: 360, seconds: 7, noisy: true }));
    await processVideo(video.id, FIRST_ATTEMPT);
    const master = await downloadHls((await videoRow(video.id)).hlsKey!, path.join(scratch, "bandwidth"));
    const variants = [...(await fs.promises.readFile(master, "utf8")).matchAll(/^#EXT-X-STREAM-INF:(.*)\n(.*)$/gm)];
    expect(variants.map((v) => v[2])).toEqual(["240p/index.m3u8", "360p/index.m3u8"]);
    for (const [, attributes, uri] of variants) {
      const declared = Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(attributes!)![1]);
      const average = Number(/AVERAGE-BANDWIDTH=(\d+)/.exec(attributes!)![1]);
      const folder = path.dirname(path.join(path.dirname(master), uri!));
      const playlist = await fs.promises.readFile(path.join(path.dirname(master), uri!), "utf8");
      const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)![1]);
      const segments = await Promise.all(
        [...playlist.matchAll(/^#EXTINF:([\d.]+),\n(.*)$/gm)].map(async ([, seconds, file]) => ({ seconds: Number(seconds), bits: (await fs.promises.stat(path.join(folder, file!))).size * 8 })),
      );
      // RFC 8216's peak counts runs of at least half the target duration; a shorter tail joins its neighbour.
      const rates = segments.filter((s) => s.seconds >= target / 2).map((s) => s.bits / s.seconds);
      expect(rates.length).toBeGreaterThan(1);
      expect(declared).toBeGreaterThanOrEqual(Math.max(...rates));
      expect(declared).toBeLessThan(Math.max(...rates) * 1.01);
      const totals = segments.reduce((sum, s) => ({ bits: sum.bits + s.bits, seconds: sum.seconds + s.seconds }), { bits: 0, seconds: 0 });
      expect(average).toBeCloseTo(totals.bits / totals.seconds, -1);
    }
  });

  it("makes only the renditions no larger than a portrait, silent source", async () => {
    const video = await uploaded(await makeTestVideo({ width: 360, height: 640, seconds: 2, audio: false }));
    await processVideo(video.id, FIRST_ATTEMPT);
    const { hlsKey } = await videoRow(video.id);
    const master = await downloadHls(hlsKey!, path.join(scratch, "portrait"));
    const text = await fs.promises.readFile(master, "utf8");
    expect(text).toMatch(/RESOLUTION=240x426,CODECS="avc1\.[0-9a-f]{6}"\n240p\/index\.m3u8/);
    expect(text).toMatch(/RESOLUTION=360x640,CODECS="avc1\.[0-9a-f]{6}"\n360p\/index\.m3u8/);
    expect(text).not.toContain("720p");
    for (const [name, width, height] of [["240p", 240, 426], ["360p", 360, 640]] as const) {
      const probed = await ffprobe(path.join(path.dirname(master), name, "index.m3u8"));
      expect(probed.streams).toEqual([expect.objectContaining({ codec_type: "video", width, height })]);
    }
  });

  it("refuses a renamed HTML file as NOT_A_VIDEO and deletes it", async () => {
    const video = await uploaded(Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>\n".repeat(200)));
    await expect(processVideo(video.id, FIRST_ATTEMPT)).resolves.toBeUndefined();
    expect(await videoRow(video.id)).toMatchObject({ status: "failed", processingRefused: true, processingError: "NOT_A_VIDEO", probedAt: null, hlsKey: null });
    expect(await readStored(video.storageKey)).toBeNull();
  });

  it("refuses an MP4 cut short before its index as TRUNCATED and deletes it", async () => {
    const video = await uploaded(firstHalf(await makeTestVideo({ width: 640, height: 360, seconds: 3 })));
    await processVideo(video.id, FIRST_ATTEMPT);
    expect(await videoRow(video.id)).toMatchObject({ status: "failed", processingRefused: true, processingError: "TRUNCATED" });
    expect(await readStored(video.storageKey)).toBeNull();
  });

  it("refuses an MP4 whose index survived but whose media stops early as TRUNCATED, storing nothing", async () => {
    const video = await uploaded(firstHalf(await makeTestVideo({ width: 640, height: 360, seconds: 4, indexFirst: true })));
    await processVideo(video.id, FIRST_ATTEMPT);
    expect(await videoRow(video.id)).toMatchObject({ status: "failed", processingRefused: true, processingError: "TRUNCATED", probedAt: null, duration: null });
    expect(await readStored(video.storageKey)).toBeNull();
    expect(await readStored(outputKeysFor(video.storageKey).master)).toBeNull();
  });

  it("leaves a deleted or already ready video alone", async () => {
    await expect(processVideo("no-such-video", FIRST_ATTEMPT)).resolves.toBeUndefined();
    const video = await uploaded(Buffer.from("not looked at"));
    await db.video.update({ where: { id: video.id }, data: { status: "ready" } });
    await processVideo(video.id, FIRST_ATTEMPT);
    expect(await readStored(video.storageKey)).not.toBeNull();
    expect((await videoRow(video.id)).processingRefused).toBe(false);
  });

  describe("when the output cannot be stored", () => {
    // A folder where the poster belongs: the disk driver stores every segment and playlist, then fails.
    async function blockedVideo() {
      const video = await uploaded(await testVideo({ width: 320, height: 240, seconds: 1 }));
      const keys = outputKeysFor(video.storageKey);
      await fs.promises.mkdir(diskStorage().filePath(keys.poster)!, { recursive: true });
      return { video, keys };
    }

    it("removes what it stored, throws for a retry and leaves the video processing with its original", async () => {
      const { video, keys } = await blockedVideo();
      await expect(processVideo(video.id, FIRST_ATTEMPT)).rejects.toThrow(/storing .*poster\.jpg failed/);
      expect(await videoRow(video.id)).toMatchObject({ status: "processing", processingError: null, hlsKey: null, duration: 1 });
      expect(await readStored(video.storageKey)).not.toBeNull();
      expect(await readStored(`${keys.hlsPrefix}240p/seg-00000.ts`)).toBeNull();
      expect(await readStored(`${keys.hlsPrefix}240p/index.m3u8`)).toBeNull();
      expect(await readStored(keys.master)).toBeNull();
    });

    it("marks the video failed with STORAGE_FAILED after the last retry, keeping the original", async () => {
      const { video } = await blockedVideo();
      await expect(processVideo(video.id, LAST_ATTEMPT)).rejects.toThrow(/storing .*poster\.jpg failed/);
      expect(await videoRow(video.id)).toMatchObject({ status: "failed", processingError: "STORAGE_FAILED", processingRefused: false });
      expect(await readStored(video.storageKey)).not.toBeNull();
    });
  });
});
