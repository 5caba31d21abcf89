import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { countPlayableVideos, listPlayableVideos, listUnfinishedVideos } from "./queries";

// Which of a lesson's videos a viewer gets, and with which URLs; which ones its managers see as unfinished.
let lessonId: string;
const created: string[] = [];

async function video(title: string, data: Record<string, unknown>) {
  const base = `videos/${lessonId}/${randomBytes(12).toString("hex")}`;
  const row = await db.video.create({
    data: { lessonId, title, storageKey: `${base}.mp4`, contentType: "video/mp4", fileSize: BigInt(1000), order: 100 + created.length, published: true, ...data },
  });
  created.push(row.id);
  return { id: row.id, base };
}

beforeAll(async () => {
  // Exodus's last lesson: the seed gives it no video, and no journey plays it.
  lessonId = (await db.lesson.findFirstOrThrow({ where: { course: { slug: "exodus" } }, orderBy: { order: "desc" }, select: { id: true } })).id;
});

afterAll(async () => {
  await db.video.deleteMany({ where: { id: { in: created } } });
});

it("lists ready videos with their HLS and poster URLs, and processing ones whose original was probed with the original only", async () => {
  const ready = await video("Ready", { status: "ready", probedAt: new Date(), processingProgress: 100 });
  await db.video.update({ where: { id: ready.id }, data: { hlsKey: `${ready.base}/hls/master.m3u8`, posterKey: `${ready.base}/poster.jpg` } });
  const probed = await video("Probed", { status: "processing", probedAt: new Date(), processingProgress: 40 });
  await video("Not yet probed", { status: "processing" });
  await video("Refused", { status: "failed", processingError: "NOT_A_VIDEO", processingRefused: true });
  await video("Uploading", { status: "uploading" });

  const listed = (await listPlayableVideos(lessonId)).filter((v) => created.includes(v.id));
  expect(listed.map((v) => v.title)).toEqual(["Ready", "Probed"]);
  const [first, second] = listed;
  expect(first!.hlsUrl).toMatch(new RegExp(`^/api/videos/${ready.id}/hls/master\\.m3u8\\?exp=\\d+&sig=`));
  expect(first!.posterUrl).toMatch(new RegExp(`^/api/media/${ready.base}/poster\\.jpg\\?exp=`));
  expect(second).toMatchObject({ id: probed.id, hlsUrl: null, posterUrl: null });
  expect(second!.videoUrl).toMatch(new RegExp(`^/api/videos/${probed.id}/original\\?exp=`));
  expect(await countPlayableVideos(lessonId)).toBe((await listPlayableVideos(lessonId)).length);
});

it("lists the unfinished videos (processing or failed) with their state for the lesson's managers", async () => {
  const unfinished = (await listUnfinishedVideos(lessonId)).filter((v) => created.includes(v.id));
  expect(unfinished.map((v) => [v.title, v.status, v.progress, v.errorCode, v.refused])).toEqual([
    ["Probed", "processing", 40, null, false],
    ["Not yet probed", "processing", 0, null, false],
    ["Refused", "failed", 0, "NOT_A_VIDEO", true],
  ]);
});
