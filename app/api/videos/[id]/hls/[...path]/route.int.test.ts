import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PUBLISHED } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { diskStorage } from "@/lib/storage";
import { signKey } from "@/lib/storage/signing";
import { playbackUrls } from "@/lib/videos/playback";
import { enrol, newStudent } from "@/test/helpers/lessons";
import { GET } from "./route";

// A ready video's HLS output as processing stores it (a master, two renditions, two segments each), served
// through signed, expiring URLs of this route whose every playlist URI is signed in turn as a URL of this
// route: segments too, so each one checks the viewer's access (disk driver).
const MASTER = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-STREAM-INF:BANDWIDTH=400400,RESOLUTION=426x240,CODECS="avc1.4d401e,mp4a.40.2"
240p/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=1755600,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"
720p/index.m3u8
`;
const variant = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:4
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:4.000000,
seg-00000.ts
#EXTINF:1.500000,
seg-00001.ts
#EXT-X-ENDLIST
`;

let video: { id: string; storageKey: string; hlsKey: string };
// A student enrolled in the course: every playlist fetch checks that the viewer may watch the lesson now.
let viewer: { id: string; cookie: string };
let folder: string;
const segment = randomBytes(2048);

async function write(key: string, body: string | Buffer) {
  await diskStorage().put(key, Buffer.from(body));
}

beforeAll(async () => {
  const lesson = await db.lesson.findFirstOrThrow({ where: { course: { slug: "exodus" } }, orderBy: { order: "desc" }, select: { id: true } });
  const base = `videos/${lesson.id}/${randomBytes(12).toString("hex")}`;
  folder = `${base}/hls`;
  await write(`${base}.mp4`, "original");
  await write(`${folder}/master.m3u8`, MASTER);
  for (const rendition of ["240p", "720p"]) {
    await write(`${folder}/${rendition}/index.m3u8`, variant);
    await write(`${folder}/${rendition}/seg-00000.ts`, segment);
    await write(`${folder}/${rendition}/seg-00001.ts`, segment);
  }
  const row = await db.video.create({
    data: {
      lessonId: lesson.id,
      title: "HLS route test",
      storageKey: `${base}.mp4`,
      contentType: "video/mp4",
      fileSize: BigInt(8),
      status: "ready",
      published: true,
      probedAt: new Date(),
      processingProgress: 100,
      hlsKey: `${folder}/master.m3u8`,
      posterKey: `${base}/poster.jpg`,
    },
  });
  video = { id: row.id, storageKey: row.storageKey, hlsKey: row.hlsKey! };
  const student = await newStudent("hls-viewer");
  await enrol(student.id, "exodus");
  viewer = { id: student.id, cookie: student.client.cookieHeader() };
});

afterAll(async () => {
  await db.video.delete({ where: { id: video.id } });
  await fs.promises.rm(path.dirname(diskStorage().filePath(video.hlsKey)!), { recursive: true, force: true });
  await fs.promises.rm(diskStorage().filePath(video.storageKey)!, { force: true });
});

/** Calls the route as Next.js would for a URL of the form /api/videos/{id}/hls/{...path}?exp=&sig=. */
function fetchPlaylist(url: string, cookie: string | null = viewer.cookie) {
  const full = new URL(url, "http://localhost");
  const [, id, ...rest] = full.pathname.replace(/^\/api\/videos\//, "/").split("/");
  const playlist = rest.slice(1).map(decodeURIComponent); // after "hls"
  return GET(new Request(full, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ id: decodeURIComponent(id!), path: playlist }) });
}

const uriLines = (text: string) => text.split("\n").filter((line) => line && !line.startsWith("#"));

it("serves the master playlist with each rendition as a playlist URL signed afresh for minutes, never cached", async () => {
  const { hlsUrl } = await playbackUrls({ ...video, captionsKey: null, posterKey: null });
  expect(hlsUrl).toMatch(new RegExp(`^/api/videos/${video.id}/hls/master\\.m3u8\\?exp=\\d+&sig=[\\w-]+$`));
  const res = await fetchPlaylist(hlsUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
  const exp = Number(new URL(hlsUrl!, "http://x").searchParams.get("exp"));
  expect(exp - Date.now() / 1000).toBeGreaterThan(9 * 60);
  expect(exp - Date.now() / 1000).toBeLessThanOrEqual(10 * 60);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  const text = await res.text();
  expect(text).toContain('#EXT-X-STREAM-INF:BANDWIDTH=400400,RESOLUTION=426x240,CODECS="avc1.4d401e,mp4a.40.2"');
  const variants = uriLines(text);
  expect(variants).toHaveLength(2);
  for (const [index, rendition] of ["240p", "720p"].entries()) {
    const url = new URL(variants[index]!, "http://x");
    expect(url.pathname).toBe(`/api/videos/${video.id}/hls/${rendition}/index.m3u8`);
    expect(Math.abs(Number(url.searchParams.get("exp")) - exp)).toBeLessThanOrEqual(1);
  }
});

it("serves a rendition's playlist with each segment as a signed URL of this route that plays the stored bytes, never kept", async () => {
  const { hlsUrl } = await playbackUrls({ ...video, captionsKey: null, posterKey: null });
  const [low] = uriLines(await (await fetchPlaylist(hlsUrl!)).text());
  const res = await fetchPlaylist(low!);
  expect(res.status).toBe(200);
  const segments = uriLines(await res.text());
  expect(segments).toHaveLength(2);
  expect(segments.join("\n")).not.toContain("/api/media/");
  expect(new URL(segments[1]!, "http://x").pathname).toBe(`/api/videos/${video.id}/hls/240p/seg-00001.ts`);
  const served = await fetchPlaylist(segments[0]!);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("video/mp2t");
  expect(served.headers.get("cache-control")).toBe("private, no-store");
  expect(Buffer.from(await served.arrayBuffer()).equals(segment)).toBe(true);
  // A range, as a player may ask.
  const ranged = await GET(new Request(new URL(segments[0]!, "http://localhost"), { headers: { cookie: viewer.cookie, range: "bytes=0-187" } }), {
    params: Promise.resolve({ id: video.id, path: ["240p", "seg-00000.ts"] }),
  });
  expect(ranged.status).toBe(206);
  expect(Buffer.from(await ranged.arrayBuffer()).equals(segment.subarray(0, 188))).toBe(true);
});

it("refuses a segment path the playlist could not name, or signed for another segment", async () => {
  const { hlsUrl } = await playbackUrls({ ...video, captionsKey: null, posterKey: null });
  const [low] = uriLines(await (await fetchPlaylist(hlsUrl!)).text());
  const [first] = uriLines(await (await fetchPlaylist(low!)).text());
  expect((await fetchPlaylist(first!.replace("seg-00000.ts", "seg-00001.ts"))).status).toBe(403);
  const exp = Math.floor(Date.now() / 1000) + 60;
  const { sig } = signKey(env().NEXTAUTH_SECRET, `${video.id}\n../../poster.jpg`, exp, "hls-playlist");
  const outside = new Request(`http://localhost/api/videos/${video.id}/hls/x?exp=${exp}&sig=${sig}`, { headers: { cookie: viewer.cookie } });
  expect((await GET(outside, { params: Promise.resolve({ id: video.id, path: ["..", "..", "poster.jpg"] }) })).status).toBe(403);
});

it("refuses an unsigned, tampered, re-pointed or expired playlist URL with 403", async () => {
  const { hlsUrl } = await playbackUrls({ ...video, captionsKey: null, posterKey: null });
  const [low] = uriLines(await (await fetchPlaylist(hlsUrl!)).text());
  expect((await fetchPlaylist(`/api/videos/${video.id}/hls/master.m3u8`)).status).toBe(403);
  expect((await fetchPlaylist(hlsUrl!.replace(/sig=.{4}/, "sig=AAAA"))).status).toBe(403);
  expect((await fetchPlaylist(low!.replace("/240p/", "/720p/"))).status).toBe(403);
  expect((await fetchPlaylist(hlsUrl!.replace(video.id, "another-video"))).status).toBe(403);
  const exp = Number(new URL(hlsUrl!, "http://x").searchParams.get("exp"));
  expect((await fetchPlaylist(hlsUrl!.replace(`exp=${exp}`, `exp=${exp + 3600}`))).status).toBe(403);
  // Signed correctly, but for a moment already past.
  const past = Math.floor(Date.now() / 1000) - 5;
  const { sig } = signKey(env().NEXTAUTH_SECRET, `${video.id}\nmaster.m3u8`, past, "hls-playlist");
  expect((await fetchPlaylist(`/api/videos/${video.id}/hls/master.m3u8?exp=${past}&sig=${sig}`)).status).toBe(403);
  // A media signature of the same words is not a playlist signature.
  const media = signKey(env().NEXTAUTH_SECRET, `${video.id}\nmaster.m3u8`, exp, "media-url");
  expect((await fetchPlaylist(`/api/videos/${video.id}/hls/master.m3u8?exp=${exp}&sig=${media.sig}`)).status).toBe(403);
});

it("answers 404 while the video is not ready, and 500 for a playlist that points outside its folder", async () => {
  const { hlsUrl } = await playbackUrls({ ...video, captionsKey: null, posterKey: null });
  await db.video.update({ where: { id: video.id }, data: { status: "processing" } });
  expect((await fetchPlaylist(hlsUrl!)).status).toBe(404);
  await db.video.update({ where: { id: video.id }, data: { status: "ready" } });

  await write(`${folder}/master.m3u8`, "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n../../../other/hls/master.m3u8\n");
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  expect((await fetchPlaylist(hlsUrl!)).status).toBe(500);
  expect(error).toHaveBeenCalled();
  error.mockRestore();
  await write(`${folder}/master.m3u8`, MASTER);
});

it("checks on every fetch that the viewer may watch, segments too: a visitor gets 401, a refunded student 403", async () => {
  const { hlsUrl } = await playbackUrls({ ...video, captionsKey: null, posterKey: null });
  const [low] = uriLines(await (await fetchPlaylist(hlsUrl!)).text());
  const [first] = uriLines(await (await fetchPlaylist(low!)).text());
  expect((await fetchPlaylist(first!)).status).toBe(200);
  expect((await fetchPlaylist(hlsUrl!, null)).status).toBe(401);
  // A segment URL copied out of the page plays nothing without the session.
  expect((await fetchPlaylist(first!, null)).status).toBe(401);
  const stranger = await newStudent("hls-stranger");
  expect((await fetchPlaylist(hlsUrl!, stranger.client.cookieHeader())).status).toBe(403);
  expect((await fetchPlaylist(first!, stranger.client.cookieHeader())).status).toBe(403);

  const course = await db.course.findUniqueOrThrow({ where: { slug: "exodus" } });
  await db.enrollment.update({ where: { userId_courseId: { userId: viewer.id, courseId: course.id } }, data: { status: "refunded" } });
  try {
    // The URLs the player already holds are still well signed: refused all the same, the segments' at once.
    expect((await fetchPlaylist(hlsUrl!)).status).toBe(403);
    expect((await fetchPlaylist(low!)).status).toBe(403);
    expect((await fetchPlaylist(first!)).status).toBe(403);
  } finally {
    await db.enrollment.update({ where: { userId_courseId: { userId: viewer.id, courseId: course.id } }, data: { status: "active" } });
  }
  expect((await fetchPlaylist(low!)).status).toBe(200);
  expect((await fetchPlaylist(first!)).status).toBe(200);
});

it("serves a free preview's playlists to anyone", async () => {
  const preview = await db.lesson.findFirstOrThrow({ where: { isFreePreview: true, course: PUBLISHED }, select: { id: true } });
  const row = await db.video.create({
    data: { lessonId: preview.id, title: "Preview HLS", storageKey: `${video.storageKey}.preview`, contentType: "video/mp4", fileSize: BigInt(8), status: "ready", probedAt: new Date(), hlsKey: video.hlsKey, published: true },
  });
  try {
    const { hlsUrl } = await playbackUrls({ ...row, hlsKey: video.hlsKey, captionsKey: null, posterKey: null });
    expect((await fetchPlaylist(hlsUrl!, null)).status).toBe(200);
  } finally {
    await db.video.delete({ where: { id: row.id } });
  }
});
