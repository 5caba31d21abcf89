import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { db } from "@/lib/db";
import { decodesCleanly, downloadHls, ffprobe, firstHalf, makeTestVideo, readStored, recordUploadedVideo, removeTestVideos } from "@/test/helpers/videos";
import { outputKeysFor } from "./keys";
import { processVideo } from "./process";

// Processing on the S3 driver against radosgw (started by `npm test`, named in S3_TEST_*): ffmpeg reads the
// original through a presigned URL with Range requests, and the HLS output is written to the bucket. The
// driver is chosen here, before this file's first env() call.
const endpoint = process.env.S3_TEST_ENDPOINT;
if (!endpoint) throw new Error("S3_TEST_ENDPOINT is not set: run the integration tests through `npm test`, which starts radosgw for them.");
const bucket = `bsa-processing-${Date.now()}`;
Object.assign(process.env, {
  STORAGE_DRIVER: "s3",
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: process.env.S3_TEST_KEY ?? "testkey",
  S3_SECRET_ACCESS_KEY: process.env.S3_TEST_SECRET ?? "testsecret",
});

const attempt = { retryCount: 0, retryLimit: 3 };
const recorded: { id: string; storageKey: string }[] = [];
let scratch: string;

beforeAll(async () => {
  const credentials = { accessKeyId: process.env.S3_ACCESS_KEY_ID!, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY! };
  await new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials }).send(new CreateBucketCommand({ Bucket: bucket }));
  scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), "processing-s3-"));
});

afterAll(async () => {
  await removeTestVideos(recorded);
  await fs.promises.rm(scratch, { recursive: true, force: true });
  await db.$disconnect(); // the shared setup's disconnect ran before this file's clean-up
});

async function uploaded(bytes: Buffer) {
  const video = await recordUploadedVideo(bytes);
  recorded.push(video);
  return video;
}

it("processes an original stored in S3 into a playable HLS ladder in S3", async () => {
  const bytes = await makeTestVideo({ width: 640, height: 360, seconds: 2 });
  const video = await uploaded(bytes);
  await processVideo(video.id, attempt);

  const keys = outputKeysFor(video.storageKey);
  expect(await db.video.findUniqueOrThrow({ where: { id: video.id } })).toMatchObject({ status: "ready", processingProgress: 100, hlsKey: keys.master, posterKey: keys.poster, duration: 2 });
  expect((await readStored(video.storageKey))?.equals(bytes)).toBe(true);
  const master = await downloadHls(keys.master, scratch);
  expect(await fs.promises.readFile(master, "utf8")).toMatch(/RESOLUTION=426x240[^\n]*\n240p\/index\.m3u8\n[\s\S]*RESOLUTION=640x360[^\n]*\n360p\/index\.m3u8/);
  for (const [name, width, height] of [["240p", 426, 240], ["360p", 640, 360]] as const) {
    const variant = path.join(scratch, name, "index.m3u8");
    const probed = await ffprobe(variant);
    expect(probed.streams).toEqual(expect.arrayContaining([expect.objectContaining({ codec_type: "video", width, height }), expect.objectContaining({ codec_type: "audio" })]));
    expect(probed.duration).toBeCloseTo(2, 0);
    await decodesCleanly(variant);
  }
  expect((await readStored(keys.poster))?.subarray(0, 3).toString("hex")).toBe("ffd8ff");
});

it("refuses a renamed text file and a truncated MP4 in S3, deleting them", async () => {
  const text = await uploaded(Buffer.from("just some notes, not a lecture\n".repeat(100)));
  const truncated = await uploaded(firstHalf(await makeTestVideo({ width: 320, height: 240, seconds: 2 })));
  await processVideo(text.id, attempt);
  await processVideo(truncated.id, attempt);
  const rows = await db.video.findMany({ where: { id: { in: [text.id, truncated.id] } }, select: { id: true, status: true, processingRefused: true, processingError: true } });
  expect(rows).toEqual(
    expect.arrayContaining([
      { id: text.id, status: "failed", processingRefused: true, processingError: "NOT_A_VIDEO" },
      { id: truncated.id, status: "failed", processingRefused: true, processingError: "TRUNCATED" },
    ]),
  );
  expect(await readStored(text.storageKey)).toBeNull();
  expect(await readStored(truncated.storageKey)).toBeNull();
});
