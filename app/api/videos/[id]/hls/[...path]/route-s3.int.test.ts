import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { S3Storage } from "@/lib/storage/s3";
import { playbackUrls } from "@/lib/videos/playback";
import { ensureBucket } from "../../../../../../scripts/lib/s3-bucket.mjs";
import { enrol, newStudent } from "@/test/helpers/lessons";
import { GET } from "./route";

// The HLS playlist route with the S3 driver, against Ceph's radosgw (started by scripts/run-tests.mjs): the
// playlists are read from the bucket through a presigned GET, and every segment URI is a signed URL of the
// route, which relays the segment from the bucket to a viewer who may watch (never a bucket URL).
const endpoint = process.env.S3_TEST_ENDPOINT;
if (!endpoint) {
  throw new Error("S3_TEST_ENDPOINT is not set: run the integration tests through `npm test`, which starts radosgw for them.");
}
const credentials = { accessKeyId: process.env.S3_TEST_KEY ?? "testkey", secretAccessKey: process.env.S3_TEST_SECRET ?? "testsecret" };
const bucket = `bsa-hls-${Date.now()}`;
const segment = randomBytes(4096);
let video: { id: string; storageKey: string; hlsKey: string };
let cookie: string; // an enrolled student's: every playlist fetch checks the viewer's access

beforeAll(async () => {
  // Before the first env() call of this file (each Jest file has its own modules): the S3 driver.
  Object.assign(process.env, { STORAGE_DRIVER: "s3", S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey });
  await ensureBucket({ endpoint, ...credentials, bucket });
  expect(storage()).toBeInstanceOf(S3Storage);

  const lesson = await db.lesson.findFirstOrThrow({ where: { course: { slug: "exodus" } }, orderBy: { order: "desc" }, select: { id: true } });
  const base = `videos/${lesson.id}/${randomBytes(12).toString("hex")}`;
  const store = storage();
  await store.put(`${base}/hls/master.m3u8`, Buffer.from('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400400,RESOLUTION=426x240\n240p/index.m3u8\n'), "application/vnd.apple.mpegurl");
  await store.put(`${base}/hls/240p/index.m3u8`, Buffer.from("#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg-00000.ts\n#EXT-X-ENDLIST\n"), "application/vnd.apple.mpegurl");
  await store.put(`${base}/hls/240p/seg-00000.ts`, segment, "video/mp2t");
  const row = await db.video.create({
    data: {
      lessonId: lesson.id,
      title: "HLS over S3 test",
      storageKey: `${base}.mp4`,
      contentType: "video/mp4",
      published: true,
      fileSize: BigInt(1),
      status: "ready",
      probedAt: new Date(),
      processingProgress: 100,
      hlsKey: `${base}/hls/master.m3u8`,
    },
  });
  video = { id: row.id, storageKey: row.storageKey, hlsKey: row.hlsKey! };
  const student = await newStudent("hls-s3-viewer");
  await enrol(student.id, "exodus");
  cookie = student.client.cookieHeader();
});

afterAll(async () => {
  await db.video.deleteMany({ where: { id: video?.id } });
});

function fetchPlaylist(url: string) {
  const full = new URL(url, "http://localhost");
  const [, id, , ...rest] = full.pathname.replace(/^\/api\/videos\//, "/").split("/");
  return GET(new Request(full, { headers: { cookie } }), { params: Promise.resolve({ id: id!, path: rest }) });
}

const uriLines = (text: string) => text.split("\n").filter((line) => line && !line.startsWith("#"));

it("reads the playlists from the bucket and relays each segment from it through the route", async () => {
  const { hlsUrl } = await playbackUrls({ ...video, captionsKey: null, posterKey: null });
  const master = await fetchPlaylist(hlsUrl!);
  expect(master.status).toBe(200);
  const [variantUrl] = uriLines(await master.text());
  expect(variantUrl).toMatch(new RegExp(`^/api/videos/${video.id}/hls/240p/index\\.m3u8\\?exp=`));

  const variant = await fetchPlaylist(variantUrl!);
  expect(variant.status).toBe(200);
  const text = await variant.text();
  expect(text).not.toContain("X-Amz-Signature");
  const [segmentUrl] = uriLines(text);
  expect(segmentUrl).toMatch(new RegExp(`^/api/videos/${video.id}/hls/240p/seg-00000\\.ts\\?exp=`));
  const res = await fetchPlaylist(segmentUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("video/mp2t");
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(Buffer.from(await res.arrayBuffer()).equals(segment)).toBe(true);
});

it("answers 404 for a playlist the bucket does not have", async () => {
  const { hlsUrl } = await playbackUrls({ ...video, captionsKey: null, posterKey: null });
  await storage().delete(video.hlsKey);
  expect((await fetchPlaylist(hlsUrl!)).status).toBe(404);
});
