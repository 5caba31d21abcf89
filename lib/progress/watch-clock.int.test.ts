import { db, sql } from "@/lib/db";
import { POST as save } from "@/app/api/progress/route";
import { enrol, lessonOf, newStudent } from "@/test/helpers/lessons";
import { letTimePass } from "@/test/helpers/progress";
import { WATCH_CLOCK_BANK_SECONDS } from "./rules";

// The abuse: three video lessons of 67 s each, all "played" at once. Each lesson's own clock allows
// 61 s × 2.2 = 134 s of credit, enough to complete each; the user's watch clock allows that much in all.
const DURATION = 67;
const RATE = 2.2;
let videos: { id: string; lessonId: string }[] = [];

beforeAll(async () => {
  for (const order of [1, 2, 3]) {
    const lesson = await lessonOf("obadiah", order);
    videos.push(
      await db.video.create({
        data: { lessonId: lesson.id, title: "Watch clock test", storageKey: `test/watch-clock/${Date.now()}-${order}`, contentType: "video/webm", fileSize: 1n, duration: DURATION, status: "ready", order: 98, published: true },
        select: { id: true, lessonId: true },
      }),
    );
  }
});

afterAll(async () => {
  await db.video.deleteMany({ where: { id: { in: videos.map((v) => v.id) } } });
  videos = [];
});

async function startedStudent(label: string) {
  const student = await newStudent(label);
  await enrol(student.id, "obadiah");
  const post = (video: { id: string; lessonId: string }, positionSeconds: number) =>
    student.client.call(save, { method: "POST", body: { lessonId: video.lessonId, videoId: video.id, positionSeconds } });
  // Each video opened (a first save at 0:00), then 61 s pass on each lesson's clock and on the user's.
  for (const video of videos) expect((await post(video, 0)).status).toBe(200);
  for (const video of videos) await letTimePass(student.id, video.lessonId, 61);
  return { ...student, post };
}

const credits = (userId: string) =>
  sql<{ maxWatchedSeconds: number; completedAt: Date | null }>`
    SELECT "maxWatchedSeconds", "completedAt" FROM lesson_progress WHERE "userId" = ${userId} AND "videoId" = ANY(${videos.map((v) => v.id)})`;

it("credits parallel saves of three lessons no more video in all than the time that passed allows", async () => {
  const s = await startedStudent("watch-clock-parallel");
  const started = Date.now();
  const answers = await Promise.all(videos.map((video) => s.post(video, DURATION)));
  // The saves themselves take real time (they take turns on the clock), which counts too.
  const took = (Date.now() - started) / 1000;
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  const rows = await credits(s.id);
  const total = rows.reduce((sum, row) => sum + row.maxWatchedSeconds, 0);
  // At most the bank (a minute, less than the 61 s that passed) at 2.2×; and the clock was not left unspent.
  expect(total).toBeLessThanOrEqual(Math.floor((Math.min(61, WATCH_CLOCK_BANK_SECONDS) + took) * RATE));
  expect(total).toBeGreaterThanOrEqual(Math.floor(Math.min(61, WATCH_CLOCK_BANK_SECONDS) * RATE) - 3);
  // 90% of 67 s is 61 s: two lessons at most could be complete, never all three.
  expect(rows.filter((row) => row.completedAt).length).toBeLessThan(3);

  // Saved again at once, in parallel: no time has passed, so nothing more is credited.
  await Promise.all(videos.map((video) => s.post(video, DURATION)));
  const again = await credits(s.id);
  expect(again.reduce((sum, row) => sum + row.maxWatchedSeconds, 0)).toBeLessThanOrEqual(total + 1);
});

it("still credits one lesson played alone as its own clock allows", async () => {
  const s = await startedStudent("watch-clock-alone");
  const started = Date.now();
  const answer = await s.post(videos[0]!, DURATION);
  expect(answer.body).toMatchObject({ maxWatchedSeconds: DURATION, completed: true });
  // The others, saved straight after, share what is left of the minute's bank: 132 − 67 s (and the time the saves took).
  const rest = await Promise.all(videos.slice(1).map((video) => s.post(video, DURATION)));
  const took = (Date.now() - started) / 1000;
  const restTotal = rest.reduce((sum, r) => sum + r.body.maxWatchedSeconds, 0);
  expect(restTotal).toBeLessThanOrEqual(Math.floor((WATCH_CLOCK_BANK_SECONDS + took) * RATE) - DURATION + 1);
  expect(rest.every((r) => r.body.completed)).toBe(false);
});

it("gives the clock back as real time passes, so the others complete in their turn", async () => {
  const s = await startedStudent("watch-clock-later");
  await Promise.all(videos.map((video) => s.post(video, DURATION)));
  for (let round = 0; round < 3; round++) {
    for (const video of videos) await letTimePass(s.id, video.lessonId, 40);
    await Promise.all(videos.map((video) => s.post(video, DURATION)));
  }
  const rows = await credits(s.id);
  expect(rows.map((row) => row.maxWatchedSeconds)).toEqual([DURATION, DURATION, DURATION]);
  expect(rows.every((row) => row.completedAt)).toBe(true);
});
