import { db, sql } from "@/lib/db";
import { POST as complete } from "@/app/api/progress/complete/route";
import { POST as save } from "@/app/api/progress/route";
import { enrol, lessonOf, newStudent } from "@/test/helpers/lessons";
import { letTimePass, saveAfterWatching } from "@/test/helpers/progress";
import { TestClient } from "@/test/http";
import { creditSql } from "./credit-sql";
import { creditedSeconds, WATCHED_FRACTION, watchedThreshold } from "./rules";

// 2-John: four lessons; the first carries the 20-second sample video, the others have no video.
async function enrolledIn2John(label: string) {
  const student = await newStudent(label);
  const course = await enrol(student.id, "2-john");
  const lessons = await db.lesson.findMany({ where: { courseId: course.id }, orderBy: { order: "asc" }, include: { videos: true } });
  return { ...student, course, lessons, video: lessons[0]!.videos[0]! };
}

const progressRow = (userId: string, lessonId: string) =>
  db.lessonProgress.findUnique({ where: { userId_lessonId: { userId, lessonId } } });
const enrollment = (userId: string, courseId: string) =>
  db.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId, courseId } } });

describe("POST /api/progress", () => {
  it("keeps the furthest point watched when saves arrive repeated and out of order", async () => {
    const s = await enrolledIn2John("progress-order");
    const lessonId = s.lessons[0]!.id;
    const post = (positionSeconds: number) => s.client.call(save, { method: "POST", body: { lessonId, videoId: s.video.id, positionSeconds } });
    // Played for `seconds` (at most 2.2 s of video a second) since the last save that moved the furthest point.
    const playFor = async (seconds: number, positionSeconds: number) => {
      await letTimePass(s.id, lessonId, seconds);
      return post(positionSeconds);
    };

    expect((await post(3)).body).toMatchObject({ positionSeconds: 3, maxWatchedSeconds: 3, completed: false });
    expect((await playFor(5, 10.6)).body).toMatchObject({ positionSeconds: 10, maxWatchedSeconds: 10, completed: false });
    await post(4); // a late, older save
    await post(4); // and again
    let row = await progressRow(s.id, lessonId);
    expect(row).toMatchObject({ positionSeconds: 4, maxWatchedSeconds: 10, completedAt: null });

    // 17 s of 20 is 85%: not yet complete. The older saves did not use up the time played since 0:10.
    await playFor(4, 17);
    expect((await progressRow(s.id, lessonId))!).toMatchObject({ maxWatchedSeconds: 17, completedAt: null });
    expect((await enrollment(s.id, s.course.id)).progress).toBe(0);

    // 18 s is 90%: complete; 1 of 4 lessons is 25%.
    const done = await playFor(1, 18);
    expect(done.body).toMatchObject({ completed: true, course: { progress: 25, status: "active" } });
    row = await progressRow(s.id, lessonId);
    const completedAt = row!.completedAt;
    expect(completedAt).toBeInstanceOf(Date);

    // Rewatching from the start (and saves after the end) never un-complete it.
    await post(2);
    await playFor(10, 500);
    row = await progressRow(s.id, lessonId);
    expect(row).toMatchObject({ positionSeconds: 20, maxWatchedSeconds: 20, completedAt });
    await post(1);
    expect((await progressRow(s.id, lessonId))!.completedAt).toEqual(completedAt);
    expect((await enrollment(s.id, s.course.id)).progress).toBe(25);
  });

  it("survives concurrent saves without losing the maximum", async () => {
    const s = await enrolledIn2John("progress-race");
    const lessonId = s.lessons[0]!.id;
    const body = { lessonId, videoId: s.video.id };
    expect((await saveAfterWatching(s.client, s.id, { ...body, positionSeconds: 19 })).body).toMatchObject({ maxWatchedSeconds: 19, completed: true });
    const positions = [3, 7, 12, 1, 15];
    await Promise.all(positions.map((p) => s.client.call(save, { method: "POST", body: { ...body, positionSeconds: p } })));
    const row = await progressRow(s.id, lessonId);
    expect(row!.maxWatchedSeconds).toBe(19);
    expect(positions).toContain(row!.positionSeconds);
    expect(row!.completedAt).not.toBeNull();
  });

  it("does not complete a never-played video whose end is reported, until playback could have reached it", async () => {
    const s = await enrolledIn2John("progress-jump");
    const lessonId = s.lessons[0]!.id;
    const post = (positionSeconds: number) => s.client.call(save, { method: "POST", body: { lessonId, videoId: s.video.id, positionSeconds } });
    // The resume point follows the player (seeking is allowed); the furthest point watched does not.
    const firstSave = Date.now();
    expect((await post(20)).body).toMatchObject({ positionSeconds: 20, maxWatchedSeconds: 5, completed: false });
    for (let i = 0; i < 3; i++) await post(20);
    expect(await progressRow(s.id, lessonId)).toMatchObject({ positionSeconds: 20, maxWatchedSeconds: 5, completedAt: null });
    expect((await enrollment(s.id, s.course.id)).progress).toBe(0);
    // 4 s later (and the time the saves took: a loaded machine takes a good part of a second), 2× playback with
    // its tenth of slack could have reached 5 + 8.8.
    await letTimePass(s.id, lessonId, 4);
    const later = await post(20);
    const saving = (Date.now() - firstSave) / 1000;
    expect(later.body).toMatchObject({ positionSeconds: 20, completed: false });
    expect(later.body.maxWatchedSeconds).toBeGreaterThanOrEqual(13);
    expect(later.body.maxWatchedSeconds).toBeLessThanOrEqual(Math.floor(5 + (4 + saving) * 2.2));
    expect(later.body.maxWatchedSeconds).toBeLessThan(17);
    // Long enough since, the seeker completes it too.
    await letTimePass(s.id, lessonId, 10);
    expect((await post(20)).body).toMatchObject({ maxWatchedSeconds: 20, completed: true, course: { progress: 25 } });
  });

  it("completes a video played through at 2×, saved every 10 s and at the end", async () => {
    const s = await enrolledIn2John("progress-double-speed");
    const lessonId = s.lessons[0]!.id;
    const post = (positionSeconds: number) => s.client.call(save, { method: "POST", body: { lessonId, videoId: s.video.id, positionSeconds } });
    await post(0);
    await letTimePass(s.id, lessonId, 9.8); // the timer save lands a little early
    expect((await post(19.9)).body).toMatchObject({ maxWatchedSeconds: 19, completed: true });
  });

  it("refuses a visitor, a student who is not enrolled, a video of another lesson and a bad body", async () => {
    const s = await enrolledIn2John("progress-refuse");
    const body = { lessonId: s.lessons[0]!.id, videoId: s.video.id, positionSeconds: 5 };
    expect((await new TestClient().call(save, { method: "POST", body })).status).toBe(401);
    const stranger = await newStudent("progress-stranger");
    const refused = await stranger.client.call(save, { method: "POST", body });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NOT_ENROLLED");
    expect(await progressRow(stranger.id, body.lessonId)).toBeNull();
    const genesisVideo = (await lessonOf("genesis", 2)).videos[0]!;
    expect((await s.client.call(save, { method: "POST", body: { ...body, videoId: genesisVideo.id } })).status).toBe(404);
    expect((await s.client.call(save, { method: "POST", body: { ...body, positionSeconds: -1 } })).status).toBe(400);
    expect((await s.client.call(save, { method: "POST", body: "{not json" })).status).toBe(400);
  });
});

describe("POST /api/progress/complete and course completion", () => {
  it("completes lessons without video on Next, refuses a video lesson not yet watched, and completes the course", async () => {
    const s = await enrolledIn2John("progress-course");
    const [first, ...rest] = s.lessons;
    const refused = await s.client.call(complete, { method: "POST", body: { lessonId: first!.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("VIDEO_NOT_WATCHED");

    const percents: number[] = [];
    for (const lesson of rest) {
      const { status, body } = await s.client.call(complete, { method: "POST", body: { lessonId: lesson.id } });
      expect(status).toBe(200);
      percents.push(body.course.progress);
    }
    expect(percents).toEqual([25, 50, 75]);
    // Pressing Complete again changes nothing.
    await s.client.call(complete, { method: "POST", body: { lessonId: rest[0]!.id } });
    let e = await enrollment(s.id, s.course.id);
    expect(e).toMatchObject({ progress: 75, status: "active", completedAt: null });

    // Every lesson complete is not enough: the course's assessment must be passed too.
    await saveAfterWatching(s.client, s.id, { lessonId: first!.id, videoId: s.video.id, positionSeconds: 19 });
    e = await enrollment(s.id, s.course.id);
    expect(e).toMatchObject({ progress: 100, status: "active", completedAt: null });
    for (const a of await db.assessment.findMany({ where: { courseId: s.course.id } })) {
      await db.assessmentAttempt.create({ data: { userId: s.id, assessmentId: a.id, status: "submitted", deadline: new Date(), submittedAt: new Date(), score: 100, passed: true } });
    }
    await s.client.call(save, { method: "POST", body: { lessonId: first!.id, videoId: s.video.id, positionSeconds: 19 } });
    e = await enrollment(s.id, s.course.id);
    expect(e).toMatchObject({ progress: 100, status: "completed" });
    expect(e.completedAt).toBeInstanceOf(Date);

    // Rewatching after completion keeps the course completed at the same moment.
    await s.client.call(save, { method: "POST", body: { lessonId: first!.id, videoId: s.video.id, positionSeconds: 0 } });
    const again = await enrollment(s.id, s.course.id);
    expect(again).toMatchObject({ progress: 100, status: "completed", completedAt: e.completedAt });
  });

  it("keeps no progress for a refunded enrollment", async () => {
    const student = await newStudent("progress-refunded");
    const course = await enrol(student.id, "jude", "refunded");
    const lesson = await db.lesson.findFirstOrThrow({ where: { courseId: course.id, order: 2 } });
    const { status } = await student.client.call(complete, { method: "POST", body: { lessonId: lesson.id } });
    expect(status).toBe(403);
  });
});

describe("POST /api/progress: one statement, the same answers", () => {
  // A video of its own on a lesson of `slug`, removed afterwards (other tests rely on the seeded videos).
  async function withVideo<T>(slug: string, duration: number | null, run: (video: { id: string; lessonId: string }) => Promise<T>) {
    const lesson = await lessonOf(slug, 3);
    const video = await db.video.create({
      data: { lessonId: lesson.id, title: "Test lecture", storageKey: `test/${slug}/${Date.now()}-${Math.random()}`, contentType: "video/webm", fileSize: 1n, duration, status: "ready", order: 99, published: true },
    });
    try {
      return await run(video);
    } finally {
      await db.video.delete({ where: { id: video.id } });
    }
  }

  it("completes at 90% of the server's duration, or else of the player's, rounded up to a whole second", async () => {
    const student = await newStudent("progress-threshold");
    await enrol(student.id, "obadiah");
    expect(watchedThreshold(95)).toBe(86); // 85.5 s rounded up
    await withVideo("obadiah", 95, async (video) => {
      const post = (positionSeconds: number) => student.client.call(save, { method: "POST", body: { lessonId: video.lessonId, videoId: video.id, positionSeconds } });
      expect((await post(85.9)).body).toMatchObject({ positionSeconds: 85, completed: false, course: null });
      const watched = (positionSeconds: number) => saveAfterWatching(student.client, student.id, { lessonId: video.lessonId, videoId: video.id, positionSeconds });
      expect((await watched(85.9)).body).toMatchObject({ positionSeconds: 85, maxWatchedSeconds: 85, completed: false });
      expect((await watched(86)).body).toMatchObject({ positionSeconds: 86, maxWatchedSeconds: 86, completed: true });
      expect((await watched(900)).body).toMatchObject({ positionSeconds: 95, maxWatchedSeconds: 95 });
    });
    const other = await newStudent("progress-player-duration");
    await enrol(other.id, "obadiah");
    await withVideo("obadiah", null, async (video) => {
      const post = (positionSeconds: number) =>
        other.client.call(save, { method: "POST", body: { lessonId: video.lessonId, videoId: video.id, positionSeconds, durationSeconds: 95.4 } });
      const watched = (positionSeconds: number) =>
        saveAfterWatching(other.client, other.id, { lessonId: video.lessonId, videoId: video.id, positionSeconds, durationSeconds: 95.4 });
      expect((await watched(85)).body).toMatchObject({ completed: false });
      expect((await watched(86)).body).toMatchObject({ completed: true });
      expect((await post(500)).body).toMatchObject({ positionSeconds: 95 });
    });
  });

  it("computes the 90% threshold in SQL exactly as watchedThreshold does", async () => {
    const rows = await sql<{ d: number; t: number }>`
      SELECT d, GREATEST(1, CEIL(d::float8 * ${WATCHED_FRACTION}::float8))::int AS t FROM generate_series(1, 20000) AS d`;
    expect(rows.filter((r) => r.t !== watchedThreshold(r.d))).toEqual([]);
  });

  it("computes the credit in SQL exactly as creditedSeconds does", async () => {
    // Elapsed times in milliseconds, as timestamp(3) differences give them, over hours, and first saves.
    const rows = await sql<{ r: number; p: number; e: number | null; c: number }>`
      WITH w AS (
        SELECT r, p, CASE WHEN ms < 0 THEN NULL ELSE ms::float8 / 1000 END AS e
        FROM generate_series(0, 7200, 97) AS r, generate_series(0, 7200, 113) AS p,
             (SELECT -1 AS ms UNION ALL SELECT (1 + x * 7919 % 3600000) FROM generate_series(0, 40) AS x) AS ms
      )
      SELECT r, p, e, ${creditSql("w.r", "w.p", "w.e")} AS c FROM w`;
    expect(rows.length).toBeGreaterThan(100_000);
    expect(rows.filter((row) => row.c !== creditedSeconds(row.r, row.p, row.e))).toEqual([]);
  });

  it("answers 404 for an unknown lesson and 401 once the account is deleted, saving nothing", async () => {
    const s = await enrolledIn2John("progress-deleted");
    const body = { lessonId: s.lessons[0]!.id, videoId: s.video.id, positionSeconds: 5 };
    expect((await s.client.call(save, { method: "POST", body: { ...body, lessonId: "no-such-lesson" } })).status).toBe(404);
    expect((await s.client.call(save, { method: "POST", body })).status).toBe(200);
    await db.user.delete({ where: { id: s.id } });
    const refused = await s.client.call(save, { method: "POST", body: { ...body, positionSeconds: 9 } });
    expect(refused.status).toBe(401);
    expect(await progressRow(s.id, body.lessonId)).toBeNull();
  });

  it("a save of a completed course's lesson issues a certificate an earlier failure left unissued", async () => {
    const s = await enrolledIn2John("progress-repair");
    for (const lesson of s.lessons.slice(1)) await s.client.call(complete, { method: "POST", body: { lessonId: lesson.id } });
    for (const a of await db.assessment.findMany({ where: { courseId: s.course.id } })) {
      await db.assessmentAttempt.create({ data: { userId: s.id, assessmentId: a.id, status: "submitted", deadline: new Date(), submittedAt: new Date(), score: 100, passed: true } });
    }
    const body = { lessonId: s.lessons[0]!.id, videoId: s.video.id, positionSeconds: 19 };
    expect((await saveAfterWatching(s.client, s.id, body)).body.course).toMatchObject({ progress: 100, status: "completed" });
    const certificates = () => db.certificate.findMany({ where: { userId: s.id, courseId: s.course.id } });
    expect(await certificates()).toHaveLength(1);
    await db.certificate.deleteMany({ where: { userId: s.id } });
    await s.client.call(save, { method: "POST", body: { ...body, positionSeconds: 3 } });
    expect(await certificates()).toHaveLength(1);
    // And with it there, saves leave it alone.
    const [issued] = await certificates();
    await s.client.call(save, { method: "POST", body: { ...body, positionSeconds: 4 } });
    expect((await certificates()).map((c) => c.id)).toEqual([issued!.id]);
  });
});
