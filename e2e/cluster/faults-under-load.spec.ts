import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { hashPassword } from "../../lib/auth/password";
import { insertUser } from "../fixtures/account-rows";
import { query } from "../support";
import { clusterInfo, confirmIntent, crash, expectAllServersRunning, intentIdOf, servedBy, settled, signInOn, startPostgres, stopPostgres } from "./cluster";

// Faults in the middle of buyers' and students' requests, unpinned (nginx's round robin), as the browser sends
// them: each action carries one Idempotency-Key and is tried once more with it on a network error, 502 or 503
// (lib/http/retrying-post.ts). What reaches the buyer must be a 2xx, and nothing may be lost or done twice.
// Run 10 times in a row: `npm test -- cluster e2e/cluster/faults-under-load.spec.ts --repeat-each=10`.

const BUYERS = 3;
const SAVES = 16;
const PASSWORD = "fault-tolerant-7";
const RETRIED = new Set([502, 503]);

type Answer = { status: number; body: Record<string, unknown>; server: number; tries: number };

/** POSTs `data` with one Idempotency-Key, trying once more with it as the browser does; the answer kept. */
async function postLikeTheBrowser(request: APIRequestContext, url: string, data: unknown): Promise<Answer> {
  const headers = { "Idempotency-Key": randomUUID() };
  let tries = 0;
  const send = async () => {
    tries += 1;
    const response = await request.post(url, { data, headers, timeout: 60_000, failOnStatusCode: false });
    const text = await response.text();
    return { status: response.status(), body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, server: await servedBy(response), tries };
  };
  try {
    const first = await send();
    if (!RETRIED.has(first.status)) return first;
  } catch {
    // No answer at all: the key makes another try safe.
  }
  return send();
}

type Student = { id: string; email: string; request: APIRequestContext };

/** A new student (written to the database: the repetitions would pass the sign-up limit), signed in. */
async function newStudent(baseURL: string, label: string): Promise<Student> {
  const email = `cluster-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const id = await insertUser({ firstName: "Lydia", lastName: "Thyatira", email, passwordHash: await hashPassword(PASSWORD), role: "student" });
  const request = await playwrightRequest.newContext({ baseURL });
  await signInOn(request, 1, email, PASSWORD);
  return { id, email, request };
}

type VideoLesson = { courseId: string; lessonId: string; videoId: string; duration: number | null };

async function videoLesson(): Promise<VideoLesson> {
  const [row] = await query<VideoLesson>(
    `SELECT c.id AS "courseId", l.id AS "lessonId", v.id AS "videoId", v.duration
     FROM videos v JOIN lessons l ON l.id = v."lessonId" JOIN courses c ON c.id = l."courseId"
     WHERE v.status = 'ready' ORDER BY c.slug, l."order" LIMIT 1`,
  );
  if (!row) throw new Error("the seed has no ready video");
  return row;
}

async function enrol(userId: string, courseId: string) {
  await query(
    `INSERT INTO enrollments (id, "userId", "courseId", status, progress, "startedAt", "updatedAt")
     VALUES (gen_random_uuid()::text, $1, $2, 'active', 0, now(), now()) ON CONFLICT DO NOTHING`,
    [userId, courseId],
  );
}

/** Positions under the completion threshold, so each save only moves the resume point on. */
function positions(lesson: VideoLesson): number[] {
  const limit = lesson.duration ? Math.floor(lesson.duration * 0.8) : 100;
  return Array.from({ length: SAVES }, (_, i) => Math.max(1, Math.floor(((i + 1) * limit) / SAVES)));
}

/** Saves `at` one after another, as a player does; every answer. */
async function saveAll(student: Student, lesson: VideoLesson, at: number[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const positionSeconds of at) {
    answers.push(
      await postLikeTheBrowser(student.request, "/api/progress", {
        lessonId: lesson.lessonId,
        videoId: lesson.videoId,
        positionSeconds,
        durationSeconds: lesson.duration ?? 600,
      }),
    );
  }
  return answers;
}

async function savedPosition(userId: string, lessonId: string) {
  const [row] = await query<{ positionSeconds: number }>(`SELECT "positionSeconds" FROM lesson_progress WHERE "userId" = $1 AND "lessonId" = $2`, [userId, lessonId]);
  return row?.positionSeconds;
}

/** Every Idempotency-Key the student used, each with its stored answer: one row per action, none left claimed. */
async function keysOf(userId: string) {
  return query<{ route: string; status: number | null }>(`SELECT route, status FROM idempotency_keys WHERE "userId" = $1 ORDER BY route`, [userId]);
}

function expectEvery2xx(answers: Answer[], what: string) {
  const refused = answers.filter((answer) => answer.status < 200 || answer.status > 299);
  expect(refused, `${what}: answers other than 2xx`).toEqual([]);
}

test.beforeEach(async () => {
  // Every repetition's checkouts come from 127.0.0.1: the per-address limit (30 in 10 minutes) counts the test
  // runner, not a buyer.
  await query(`DELETE FROM rate_limit_buckets WHERE key LIKE 'paymentIntentPerAddress:%' OR key LIKE 'signInPerAddress:%'`);
});

test("server 0 SIGKILLed while buyers confirm payments and save progress: only 2xx answers, one payment and enrolment each, every save kept once", async ({ baseURL }) => {
  test.setTimeout(150_000);
  // Server 0 serving steadily (not in the supervisor's back-off after an earlier kill), so requests are on it when it dies.
  await settled((info) => info.servers[0]);
  await expectAllServersRunning();
  const lesson = await videoLesson();
  const paid = await query<{ id: string; slug: string }>(
    `SELECT id, slug FROM courses WHERE price > 0 AND state = 'published' AND id <> $1 ORDER BY slug LIMIT $2`,
    [lesson.courseId, BUYERS],
  );
  expect(paid).toHaveLength(BUYERS);
  const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => newStudent(baseURL!, `fault-buyer-${i}`)));
  try {
    // Each buyer has paid at Stripe and is about to confirm, and is watching a lesson.
    const intents: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      await enrol(buyer.id, lesson.courseId);
      const created = await buyer.request.post("/api/create-payment-intent", { data: { courseId: paid[i]!.slug } });
      expect(created.status(), await created.text()).toBe(200);
      const intentId = intentIdOf((await created.json()).clientSecret);
      expect((await confirmIntent(intentId)).event.type).toBe("payment_intent.succeeded");
      intents.push(intentId);
    }
    const at = positions(lesson);

    // The buyers confirm and save at once; server 0 dies under them once some requests are on their way.
    const work = buyers.map(async (buyer, i) => {
      const saves = saveAll(buyer, lesson, at);
      const confirmation = await postLikeTheBrowser(buyer.request, "/api/confirm-payment", { paymentIntentId: intents[i] });
      return { confirmation, saves: await saves };
    });
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await crash({ server: 0 });
    const killedAfter = Date.now() - started;
    const results = await Promise.all(work);

    for (const [i, { confirmation, saves }] of results.entries()) {
      const buyer = buyers[i]!;
      expectEvery2xx([confirmation], `buyer ${i}'s confirmation`);
      expect(confirmation.body).toMatchObject({ enrolled: true, courseSlug: paid[i]!.slug });
      expectEvery2xx(saves, `buyer ${i}'s saves`);
      expect(saves.map((save) => save.body.positionSeconds)).toEqual(at);
      // Nothing lost or doubled: one payment, one enrolment, the last position, one answered key per action.
      const payments = await query<{ status: string }>(`SELECT status FROM payments WHERE "providerPaymentId" = $1`, [intents[i]]);
      expect(payments).toEqual([{ status: "succeeded" }]);
      const enrolments = await query<{ status: string }>(`SELECT status FROM enrollments WHERE "userId" = $1 AND "courseId" = $2`, [buyer.id, paid[i]!.id]);
      expect(enrolments).toEqual([{ status: "active" }]);
      expect(await savedPosition(buyer.id, lesson.lessonId)).toBe(at.at(-1));
      const keys = await keysOf(buyer.id);
      expect(keys.filter((key) => key.route === "confirm-payment")).toEqual([{ route: "confirm-payment", status: 200 }]);
      expect(keys.filter((key) => key.route === "progress")).toEqual(at.map(() => ({ route: "progress", status: 200 })));
    }
    const all = results.flatMap(({ confirmation, saves }) => [confirmation, ...saves]);
    console.log(
      `server 0 killed ${killedAfter} ms into the work; ${all.length} actions, ${all.filter((a) => a.server === 0).length} answered by server 0, ` +
        `${all.filter((a) => a.tries > 1).length} tried twice by the client`,
    );
  } finally {
    await Promise.all(buyers.map((buyer) => buyer.request.dispose()));
    // The supervisor starts server 0 again (supervisor.spec.ts times that).
    // Up to 30 s of back-off when it was killed before it settled (supervisor.spec.ts), then its start.
    await expect.poll(async () => (await clusterInfo()).servers.every((server) => server.running), { timeout: 60_000 }).toBe(true);
  }
  await expectAllServersRunning();
});

test("PostgreSQL restarted while students save progress: no 5xx, every save kept", async ({ baseURL }) => {
  const lesson = await videoLesson();
  const students = await Promise.all([0, 1].map((i) => newStudent(baseURL!, `fault-saver-${i}`)));
  try {
    for (const student of students) await enrol(student.id, lesson.courseId);
    const at = positions(lesson);
    const work = students.map((student) => saveAll(student, lesson, at));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const down = Date.now();
    await stopPostgres();
    await startPostgres();
    const downMs = Date.now() - down;
    const results = await Promise.all(work);
    for (const [i, saves] of results.entries()) {
      const server5xx = saves.filter((save) => save.status >= 500);
      expect(server5xx, `student ${i}: 5xx answers while PostgreSQL was down for ${downMs} ms`).toEqual([]);
      expectEvery2xx(saves, `student ${i}'s saves`);
      expect(saves.map((save) => save.body.positionSeconds)).toEqual(at);
      expect(await savedPosition(students[i]!.id, lesson.lessonId)).toBe(at.at(-1));
    }
    console.log(`PostgreSQL stopped and started in ${downMs} ms under ${results.flat().length} saves`);
  } finally {
    await Promise.all(students.map((student) => student.request.dispose()));
  }
  await expectAllServersRunning();
});
