import { expect, test } from "@playwright/test";
import { query } from "../support";
import { expectAllServersRunning, killServer, onServer, servedBy, startServer } from "./cluster";

// A student's journey, unpinned (round robin), while one server dies under it.

type VideoLesson = { slug: string; courseId: string; lessonId: string; videoId: string; duration: number | null };

async function videoLesson(): Promise<VideoLesson> {
  const [row] = await query<VideoLesson>(
    `SELECT c.slug, c.id AS "courseId", l.id AS "lessonId", v.id AS "videoId", v.duration
     FROM videos v JOIN lessons l ON l.id = v."lessonId" JOIN courses c ON c.id = l."courseId"
     WHERE v.status = 'ready' ORDER BY c.slug, l."order" LIMIT 1`,
  );
  if (!row) throw new Error("the seed has no ready video");
  return row;
}

test("server 0 killed mid-journey: progress saves keep landing through server 1, none lost", async ({ page }) => {
  const lesson = await videoLesson();
  const email = `cluster-journey-${Date.now()}@example.com`;
  const signUp = await page.request.post("/api/signup", { data: { firstName: "Gaius", lastName: "Derbe", email, password: "walk-in-truth-3" } });
  expect(signUp.status()).toBe(201);
  const userId = (await signUp.json()).user.id as string;
  await query(
    `INSERT INTO enrollments (id, "userId", "courseId", status, progress, "startedAt", "updatedAt")
     VALUES (gen_random_uuid()::text, $1, $2, 'active', 0, now(), now())`,
    [userId, lesson.courseId],
  );
  // Positions that stay under the completion threshold, so each save only moves the position on: enough for
  // up to MAX_BEFORE saves before the kill and AFTER after it.
  const MAX_BEFORE = 16;
  const AFTER = 8;
  const limit = lesson.duration ? Math.floor(lesson.duration * 0.8) : 100;
  const count = MAX_BEFORE + AFTER;
  const positions = Array.from({ length: count }, (_, i) => Math.max(1, Math.floor(((i + 1) * limit) / count)));
  const save = async (positionSeconds: number) => {
    // An hour of watching since the last save: the server credits no more than playback could have reached.
    await query(`UPDATE lesson_progress SET "updatedAt" = "updatedAt" - interval '1 hour' WHERE "userId" = $1 AND "lessonId" = $2`, [userId, lesson.lessonId]);
    const response = await page.request.post("/api/progress", {
      data: { lessonId: lesson.lessonId, videoId: lesson.videoId, positionSeconds, durationSeconds: lesson.duration ?? 600 },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect((await response.json()).positionSeconds).toBe(positionSeconds);
    return servedBy(response);
  };
  const row = async () =>
    (await query<{ positionSeconds: number; maxWatchedSeconds: number }>(
      `SELECT "positionSeconds", "maxWatchedSeconds" FROM lesson_progress WHERE "userId" = $1 AND "lessonId" = $2`,
      [userId, lesson.lessonId],
    ))[0];

  // The student is on the lesson page (whichever server), and the player saves as it goes.
  const lessonPage = await page.goto(`/course/${lesson.slug}`);
  expect(lessonPage?.status()).toBe(200);
  // Unpinned saves are spread over both servers, though not necessarily in turn: the round robin is shared
  // with everything else the servers get (the page's prefetches and files went between two saves when this
  // saw four saves in a row on server 0), and each nginx worker keeps its own turn. So the player saves until
  // each server has answered one; a balancer sending everything to one server still fails here.
  const before = new Set<number>();
  let sent = 0;
  while (before.size < 2 && sent < MAX_BEFORE) {
    before.add(await save(positions[sent]!));
    expect((await row())?.positionSeconds).toBe(positions[sent]);
    sent += 1;
  }
  expect([...before].sort(), `servers that answered ${sent} unpinned saves`).toEqual([0, 1]);
  const last = positions[sent + AFTER - 1]!;

  try {
    await killServer(0);
    for (const position of positions.slice(sent, sent + AFTER)) {
      expect(await save(position)).toBe(1);
      expect((await row())?.positionSeconds).toBe(position);
    }
    // Every save was recorded: the position is the last one sent. (The watched time credited is bounded by
    // playback speed between saves, lib/progress/rules.ts, so it may trail these quick saves.)
    const final = await row();
    expect(final?.positionSeconds).toBe(last);
    expect(final?.maxWatchedSeconds).toBeGreaterThan(0);
    expect(final?.maxWatchedSeconds).toBeLessThanOrEqual(last);
    // The journey goes on through server 1.
    const dashboard = await page.goto("/dashboard");
    expect(dashboard?.status()).toBe(200);
    expect(await servedBy(dashboard!)).toBe(1);
  } finally {
    await startServer(0);
  }
  await expectAllServersRunning();
});

test("enrolling in a free course on both servers at once leaves one enrollment", async ({ request }) => {
  const slug = `cluster-free-${Date.now()}`;
  const [course] = await query<{ id: string }>(
    `INSERT INTO courses (id, slug, title, description, price, difficulty, "estimatedHours", state, "updatedAt")
     VALUES (gen_random_uuid()::text, $1, 'A Free Primer', 'Free.', 0, 'beginner', 1, 'published', now()) RETURNING id`,
    [slug],
  );
  try {
    const email = `cluster-enrol-${Date.now()}@example.com`;
    const signUp = await request.post("/api/signup", { data: { firstName: "Priscilla", lastName: "Pontus", email, password: "tent-maker-22" } });
    expect(signUp.status()).toBe(201);
    const userId = (await signUp.json()).user.id as string;
    const answers = await Promise.all(
      [0, 1, 0, 1].map((n) => request.post("/api/enrollments", { headers: onServer(n), data: { courseId: slug } })),
    );
    const ids = new Set<string>();
    for (const [i, answer] of answers.entries()) {
      expect(answer.status(), await answer.text()).toBe(201);
      expect(await servedBy(answer)).toBe(i % 2);
      ids.add((await answer.json()).id);
    }
    expect(ids.size).toBe(1);
    const rows = await query(`SELECT id FROM enrollments WHERE "userId" = $1 AND "courseId" = $2`, [userId, course!.id]);
    expect(rows).toHaveLength(1);
  } finally {
    await query(`DELETE FROM enrollments WHERE "courseId" = $1`, [course!.id]);
    await query(`DELETE FROM courses WHERE id = $1`, [course!.id]);
  }
});
