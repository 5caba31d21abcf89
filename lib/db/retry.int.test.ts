// PostgreSQL restarting under the app: the pooled connections die. A read, a progress save and a payment's
// transaction that meet a dead connection are tried once more and answer 2xx; a plain write is not repeated.
import pg from "pg";
import { db, idempotentSql, pool, sql } from "@/lib/db";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmPayment } from "@/app/api/confirm-payment/route";
import { GET as courses } from "@/app/api/courses/route";
import { POST as save } from "@/app/api/progress/route";
import { counts, intentIdOf, paidCourse, signedInStudent, withFakeStripe } from "@/test/fake-stripe/helpers";
import { deafenIdleConnections, faultOnWrite } from "@/test/db-faults";
import { enrol, lessonOf, newStudent } from "@/test/helpers/lessons";
import { TestClient } from "@/test/http";
import { retryCounts } from "./retry";

const fakeStripe = withFakeStripe();

/** Ends every backend of this database but its own, from a connection outside the app's pool, as a restart would. */
async function terminatePooledBackends(): Promise<number> {
  const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await killer.connect();
  try {
    const { rows } = await killer.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rows[0]!.n;
  } finally {
    await killer.end();
  }
}

/** Fills the pool with `n` idle connections. */
async function warmPool(n: number) {
  await Promise.all(Array.from({ length: n }, () => sql`SELECT pg_sleep(0.05)`));
}

/**
 * PostgreSQL drops every pooled connection between two requests (a restart), and the pool has not heard of
 * it yet when the next statements go out: `send` starts them on connections that are already dead.
 */
async function afterPooledBackendsDied<T>(send: () => Promise<T>): Promise<T> {
  await warmPool(4);
  const hear = deafenIdleConnections(pool);
  expect(await terminatePooledBackends()).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const sent = send();
  hear();
  return sent;
}

it("retries reads (its own and Prisma's) sent on connections that died between two requests, not a plain write", async () => {
  const before = retryCounts.retried;
  const [[row], count] = await afterPooledBackendsDied(() => Promise.all([sql<{ n: number }>`SELECT count(*)::int AS n FROM courses`, db.course.count()]));
  expect(row!.n).toBe(count);
  expect(retryCounts.retried).toBeGreaterThan(before);

  const student = await newStudent("db-retry-plain");
  const course = await enrol(student.id, "2-john");
  const plain = () => sql`UPDATE enrollments SET progress = 10 WHERE "userId" = ${student.id} AND "courseId" = ${course.id}`;
  await expect(afterPooledBackendsDied(plain)).rejects.toThrow(/terminat/i);
  await afterPooledBackendsDied(() => idempotentSql`UPDATE enrollments SET progress = 20 WHERE "userId" = ${student.id} AND "courseId" = ${course.id}`);
  expect((await db.enrollment.findFirstOrThrow({ where: { userId: student.id } })).progress).toBe(20);
});

it("answers 2xx to a catalogue read and a progress save sent right after the pooled backends were terminated", async () => {
  const student = await newStudent("db-retry-between");
  await enrol(student.id, "2-john");
  const lesson = await lessonOf("2-john", 1);
  const body = { lessonId: lesson.id, videoId: lesson.videos[0]!.id };
  for (let round = 0; round < 3; round++) {
    expect((await new TestClient().call(courses)).status).toBe(200);
    const [list, saved] = await afterPooledBackendsDied(() =>
      Promise.all([new TestClient().call(courses), student.client.call(save, { method: "POST", body: { ...body, positionSeconds: 2 + round } })]),
    );
    expect(list.status).toBe(200);
    expect(saved.status).toBe(200);
    expect(saved.body.positionSeconds).toBe(2 + round);
  }
});

it("retries a progress save whose connection is dropped under it, saving it once", async () => {
  const student = await newStudent("db-retry-save");
  await enrol(student.id, "2-john");
  const lesson = await lessonOf("2-john", 1);
  const remove = await faultOnWrite("lesson_progress", student.id, "kill-once");
  try {
    const saved = await student.client.call(save, { method: "POST", body: { lessonId: lesson.id, videoId: lesson.videos[0]!.id, positionSeconds: 4 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ positionSeconds: 4, maxWatchedSeconds: 4 });
  } finally {
    await remove();
  }
  expect(await db.lessonProgress.count({ where: { userId: student.id } })).toBe(1);
});

it("runs a payment's transaction again when its connection is dropped before COMMIT: one enrolment, one payment", async () => {
  const { client, user } = await signedInStudent("db-retry-confirm");
  const course = await paidCourse("obadiah");
  const created = await client.call(createIntent, { method: "POST", body: { courseId: course.slug } });
  const id = intentIdOf(created.body.clientSecret);
  fakeStripe.fake.confirm(id);
  const remove = await faultOnWrite("enrollments", user.id, "kill-once");
  try {
    const confirmed = await client.call(confirmPayment, { method: "POST", body: { paymentIntentId: id } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ enrolled: true, courseSlug: course.slug });
  } finally {
    await remove();
  }
  const { enrollments, payments } = await counts(user.id, course.id);
  expect(enrollments.map((e) => e.status)).toEqual(["active"]);
  expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
});
