import { db } from "@/lib/db";
import { recordUploadedVideo, removeTestVideos } from "@/test/helpers/videos";
import { progressReporter } from "./progress";

const recorded: { id: string; storageKey: string }[] = [];
const progressOf = async (id: string) => (await db.video.findUniqueOrThrow({ where: { id }, select: { processingProgress: true } })).processingProgress;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  await removeTestVideos(recorded);
  await db.$disconnect(); // the shared setup's disconnect ran before this file's clean-up
});

it("writes the progress at most once per interval, rising, below 100, only while processing", async () => {
  const video = await recordUploadedVideo(Buffer.from("bytes"));
  recorded.push(video);
  const progress = progressReporter(video.id, 100);

  progress.report(12.7);
  progress.report(20); // within the interval: dropped
  await progress.settled();
  expect(await progressOf(video.id)).toBe(12);

  await pause(120);
  progress.report(10); // never backwards
  progress.report(140);
  await progress.settled();
  expect(await progressOf(video.id)).toBe(99); // 100 is written with the video's readiness

  await db.video.update({ where: { id: video.id }, data: { status: "failed", processingProgress: 0 } });
  await pause(120);
  const late = progressReporter(video.id, 100);
  late.report(50);
  await late.settled();
  expect(await progressOf(video.id)).toBe(0);
});
