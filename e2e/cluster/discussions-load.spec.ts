import { randomUUID } from "node:crypto";
import { expect, request, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { hashPassword } from "../../lib/auth/password";
import { insertUser } from "../fixtures/account-rows";
import { mailsTo } from "../mailbox";
import { query } from "../support";
import { servedBy } from "./cluster";

// Issue 30: a course's discussions under a class at once, on both servers behind nginx (round robin, unpinned).
// 50 enrolled students sign in; 10 of them open a question each; then all 50 at the same moment read the list
// and a thread page and post two replies each. Nothing may fail, every post must be stored once with the
// counters right, both servers must have served, and every reply's e-mail to its asker must arrive over SMTP
// (the servers' pg-boss workers share the outbox). Latencies are printed, not asserted (a shared machine).

const COURSE = "titus";
const STUDENTS = 50;
const ASKERS = 10;
const REPLIES_EACH = 2;
const PASSWORD = "sound-doctrine-2";

type Student = { id: string; email: string; api: APIRequestContext };

const timings: number[] = [];
const servers = new Set<number>();

/** A request, timed, that must succeed; notes which server answered. */
async function ok(call: () => Promise<APIResponse>, what: string): Promise<APIResponse> {
  const started = performance.now();
  const response = await call();
  timings.push(performance.now() - started);
  expect(response.status(), `${what}: ${response.status()} ${response.ok() ? "" : await response.text()}`).toBeLessThan(300);
  servers.add(await servedBy(response));
  return response;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;

test("50 students ask, read and reply at once on two servers: no failure, every post once, every e-mail delivered", async ({ baseURL }) => {
  test.setTimeout(300_000);
  const [course] = await query<{ id: string }>(`SELECT id FROM courses WHERE slug = $1`, [COURSE]);
  const passwordHash = await hashPassword(PASSWORD);
  const run = randomUUID().slice(0, 8);
  const students: Student[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const email = `load-${run}-${i}@example.com`;
    const id = await insertUser({ firstName: "Titus", lastName: `Crete ${i}`, email, passwordHash, role: "student" });
    await query(
      `INSERT INTO enrollments (id, "userId", "courseId", status, progress, "startedAt", "updatedAt") VALUES (gen_random_uuid()::text, $1, $2, 'active', 0, now(), now())`,
      [id, course!.id],
    );
    students.push({ id, email, api: await request.newContext({ baseURL }) });
  }
  try {
    await Promise.all(students.map((s) => ok(() => s.api.post("/api/login", { data: { email: s.email, password: PASSWORD } }), `sign-in ${s.email}`)));

    const threads = await Promise.all(
      students.slice(0, ASKERS).map(async (s, i) => {
        const created = await ok(
          () => s.api.post(`/api/courses/${course!.id}/discussions`, { data: { title: `Elders in Crete, question ${i} (${run})`, body: `What does Titus 1:${5 + i} ask of an elder?` } }),
          "open a thread",
        );
        return { id: (await created.json()).threadId as string, asker: s };
      }),
    );

    // The whole class at once: each student reads the list and one thread page, then replies twice.
    await Promise.all(
      students.map(async (s, i) => {
        await ok(() => s.api.get(`/course/${COURSE}/discussions`), "the thread list");
        await ok(() => s.api.get(`/course/${COURSE}/discussions/${threads[i % ASKERS]!.id}`), "a thread page");
        for (let r = 0; r < REPLIES_EACH; r++) {
          const thread = threads[(i + r) % ASKERS]!;
          await ok(() => s.api.post(`/api/discussions/threads/${thread.id}/posts`, { data: { body: `Reply ${r} of student ${i}: see 2:1.` } }), "a reply");
        }
      }),
    );

    // Every post stored once, and each thread's count of replies right.
    const rows = await query<{ id: string; replyCount: number; posts: number }>(
      `SELECT t.id, t."replyCount", count(p.id)::int AS posts FROM discussion_threads t JOIN discussion_posts p ON p."threadId" = t.id
       WHERE t.id = ANY($1) GROUP BY t.id`,
      [threads.map((t) => t.id)],
    );
    expect(rows.reduce((sum, row) => sum + row.posts, 0)).toBe(ASKERS + STUDENTS * REPLIES_EACH);
    for (const row of rows) expect(row.replyCount).toBe(row.posts - 1);
    expect([...servers].sort()).toEqual([0, 1]);

    // Each reply by someone else tells its asker, by e-mail too (the default): all of them arrive, each once.
    const expected = new Map(threads.map((t) => [t.asker.email, 0]));
    students.forEach((s, i) => {
      for (let r = 0; r < REPLIES_EACH; r++) {
        const asker = threads[(i + r) % ASKERS]!.asker;
        if (asker.id !== s.id) expected.set(asker.email, expected.get(asker.email)! + 1);
      }
    });
    for (const [email, count] of expected) {
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 120_000, message: `mail to ${email}` }).toBe(count);
    }
    console.log(
      `discussions under load: ${timings.length} requests, p50 ${percentile(timings, 0.5).toFixed(0)} ms, p95 ${percentile(timings, 0.95).toFixed(0)} ms, ` +
        `max ${Math.max(...timings).toFixed(0)} ms; ${[...expected.values()].reduce((a, b) => a + b, 0)} e-mails delivered`,
    );
  } finally {
    await Promise.all(students.map((s) => s.api.dispose()));
  }
});
