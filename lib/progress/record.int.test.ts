import { db, sql } from "@/lib/db";
import { POST as complete } from "@/app/api/progress/complete/route";
import { POST as save } from "@/app/api/progress/route";
import { enrol, lessonOf, newStudent } from "@/test/helpers/lessons";
import { TestClient } from "@/test/http";
import { WATCHED_FRACTION, watchedThreshold } from "./rules";

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

    expect((await post(10.6)).body).toMatchObject({ positionSeconds: 10, maxWatchedSeconds: 10, completed: false });
    await post(4); // a late, older save
    await post(4); // and again
    let row = await progressRow(s.id, lessonId);
    expect(row).toMatchObject({ positionSeconds: 4, maxWatchedSeconds: 10, completedAt: null });

    // 17 s of 20 is 85%: not yet complete.
    await post(17);
    expect((await progressRow(s.id, lessonId))!.completedAt).toBeNull();
    expect((await enrollment(s.id, s.course.id)).progress).toBe(0);

    // 18 s is 90%: complete; 1 of 4 lessons is 25%.
    const done = await post(18);
    expect(done.body).toMatchObject({ completed: true, course: { progress: 25, status: "active" } });
    row = await progressRow(s.id, lessonId);
    const completedAt = row!.completedAt;
    expect(completedAt).toBeInstanceOf(Date);

    // Rewatching from the start (and saves after the end) never un-complete it.
    await post(2);
    await post(500);
    row = await progressRow(s.id, lessonId);
    expect(row).toMatchObject({ positionSeconds: 20, maxWatchedSeconds: 20, completedAt });
    await post(1);
    expect((await progressRow(s.id, lessonId))!.completedAt).toEqual(completedAt);
    expect((await enrollment(s.id, s.course.id)).progress).toBe(25);
  });

  it("survives concurrent saves without losing the maximum", async () => {
    const s = await enrolledIn2John("progress-race");
    const lessonId = s.lessons[0]!.id;
    const positions = [3, 19, 7, 12, 1, 15];
    await Promise.all(positions.map((p) => s.client.call(save, { method: "POST", body: { lessonId, videoId: s.video.id, positionSeconds: p } })));
    const row = await progressRow(s.id, lessonId);
    expect(row!.maxWatchedSeconds).toBe(19);
    expect(row!.completedAt).not.toBeNull();
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
    await s.client.call(save, { method: "POST", body: { lessonId: first!.id, videoId: s.video.id, positionSeconds: 19 } });
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

  it("keeps no progress for a refunded enrolment", async () => {
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
      data: { lessonId: lesson.id, title: "Test lecture", storageKey: `test/${slug}/${Date.now()}-${Math.random()}`, contentType: "video/webm", fileSize: 1n, duration, status: "ready", order: 99 },
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
      expect((await post(86)).body).toMatchObject({ positionSeconds: 86, maxWatchedSeconds: 86, completed: true });
      expect((await post(900)).body).toMatchObject({ positionSeconds: 95, maxWatchedSeconds: 95 });
    });
    const other = await newStudent("progress-player-duration");
    await enrol(other.id, "obadiah");
    await withVideo("obadiah", null, async (video) => {
      const post = (positionSeconds: number) =>
        other.client.call(save, { method: "POST", body: { lessonId: video.lessonId, videoId: video.id, positionSeconds, durationSeconds: 95.4 } });
      expect((await post(85)).body).toMatchObject({ completed: false });
      expect((await post(86)).body).toMatchObject({ completed: true });
      expect((await post(500)).body).toMatchObject({ positionSeconds: 95 });
    });
  });

  it("computes the 90% threshold in SQL exactly as watchedThreshold does", async () => {
    const rows = await sql<{ d: number; t: number }>`
      SELECT d, GREATEST(1, CEIL(d::float8 * ${WATCHED_FRACTION}::float8))::int AS t FROM generate_series(1, 20000) AS d`;
    expect(rows.filter((r) => r.t !== watchedThreshold(r.d))).toEqual([]);
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
    expect((await s.client.call(save, { method: "POST", body })).body.course).toMatchObject({ progress: 100, status: "completed" });
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
