// Replays with an Idempotency-Key: the payment confirmation and the progress save, called as the browser's
// retry (or nginx's) would call them again, answer the first answer once more and change nothing twice.
import { randomUUID } from "node:crypto";
import { db, sql } from "@/lib/db";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmPayment } from "@/app/api/confirm-payment/route";
import { POST as save } from "@/app/api/progress/route";
import { POST as complete } from "@/app/api/progress/complete/route";
import { counts, intentIdOf, paidCourse, signedInStudent, withFakeStripe } from "@/test/fake-stripe/helpers";
import { faultOnWrite } from "@/test/db-faults";
import { enrol, lessonOf, newStudent } from "@/test/helpers/lessons";
import { letTimePass } from "@/test/helpers/progress";
import type { TestClient } from "@/test/http";
import { pruneExpiredKeys } from "./idempotency";

const fakeStripe = withFakeStripe();

async function paidCheckout(label: string, slug: string) {
  const { client, user } = await signedInStudent(label);
  const course = await paidCourse(slug);
  const created = await client.call(createIntent, { method: "POST", body: { courseId: course.slug } });
  expect(created.status).toBe(200);
  const id = intentIdOf(created.body.clientSecret);
  return { client, user, course, id };
}

const confirm = (client: TestClient, paymentIntentId: string, key?: string) =>
  client.call(confirmPayment, { method: "POST", body: { paymentIntentId }, headers: key ? { "Idempotency-Key": key } : {} });

describe("POST /api/confirm-payment with an Idempotency-Key", () => {
  it("answers a replay with the first answer, marked as replayed: one payment, one enrolment", async () => {
    const { client, user, course, id } = await paidCheckout("idem-confirm", "amos");
    fakeStripe.fake.confirm(id);
    const key = randomUUID();
    const first = await confirm(client, id, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ enrolled: true, courseSlug: course.slug });
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await confirm(client, id, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments).toHaveLength(1);
    expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
  });

  it("two tries at once with one key (the retry while the first still runs): the same answer to both", async () => {
    const { client, user, course, id } = await paidCheckout("idem-confirm-race", "joel");
    fakeStripe.fake.confirm(id);
    const key = randomUUID();
    // The first holds its enrolment write for 0.5 s; the second waits for its answer rather than failing.
    const remove = await faultOnWrite("enrollments", user.id, { sleepSeconds: 0.5 });
    let answers;
    try {
      answers = await Promise.all([confirm(client, id, key), confirm(client, id, key)]);
    } finally {
      await remove();
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(1);
    const { enrollments, payments } = await counts(user.id, course.id);
    expect(enrollments).toHaveLength(1);
    expect(payments).toHaveLength(1);
  });

  it("refuses the same key with another body or on another route with 422, and a key that is not a UUID with 400", async () => {
    const { client, id } = await paidCheckout("idem-confirm-reuse", "hosea");
    fakeStripe.fake.confirm(id);
    const key = randomUUID();
    expect((await confirm(client, id, key)).status).toBe(200);
    const other = await confirm(client, "pi_someone_else", key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const lesson = await lessonOf("hosea", 1);
    const onProgress = await client.call(save, {
      method: "POST",
      body: { lessonId: lesson.id, videoId: lesson.videos[0]?.id ?? "none", positionSeconds: 1 },
      headers: { "Idempotency-Key": key },
    });
    expect(onProgress.status).toBe(422);
    const bad = await confirm(client, id, "not-a-uuid");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("BAD_IDEMPOTENCY_KEY");
  });

  it("keeps no refusal: a confirmation refused before the payment went through succeeds with the same key after", async () => {
    const { client, user, course, id } = await paidCheckout("idem-confirm-early", "micah");
    const key = randomUUID();
    const early = await confirm(client, id, key);
    expect(early.status).toBeGreaterThanOrEqual(400);
    expect(early.status).toBeLessThan(500);
    fakeStripe.fake.confirm(id);
    const later = await confirm(client, id, key);
    expect(later.status).toBe(200);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect((await counts(user.id, course.id)).enrollments).toHaveLength(1);
  });

  it("takes over a key whose server died holding it, once its lease ran out", async () => {
    const { client, user, course, id } = await paidCheckout("idem-confirm-takeover", "nahum");
    fakeStripe.fake.confirm(id);
    const key = randomUUID();
    const hash = "left by a dead server";
    await sql`INSERT INTO idempotency_keys ("userId", key, route, "requestHash", "claimToken", "lockedUntil", "expiresAt")
              VALUES (${user.id}, ${key}::uuid, 'confirm-payment', ${hash}, ${randomUUID()}::uuid, now() - interval '1 second', now() + interval '1 day')`;
    // The dead server's row has another hash (it stands for another body): refused, not taken over.
    expect((await confirm(client, id, key)).status).toBe(422);
    await sql`DELETE FROM idempotency_keys WHERE "userId" = ${user.id} AND key = ${key}::uuid`;
    const first = await confirm(client, id, key); // the real first try, which then "dies" holding the key
    await sql`UPDATE idempotency_keys SET status = NULL, body = NULL, "claimToken" = ${randomUUID()}::uuid, "lockedUntil" = now() - interval '1 second'
              WHERE "userId" = ${user.id} AND key = ${key}::uuid`;
    const retried = await confirm(client, id, key);
    expect(retried.status).toBe(200);
    expect(retried.body.enrollmentId).toBe(first.body.enrollmentId);
    expect((await counts(user.id, course.id)).enrollments).toHaveLength(1);
  });
});

describe("POST /api/progress with an Idempotency-Key", () => {
  it("answers a replay with the first answer and changes the progress row once", async () => {
    const student = await newStudent("idem-progress");
    await enrol(student.id, "2-john");
    const lesson = await lessonOf("2-john", 1);
    const body = { lessonId: lesson.id, videoId: lesson.videos[0]!.id, positionSeconds: 0 };
    const post = (positionSeconds: number, key?: string) =>
      student.client.call(save, { method: "POST", body: { ...body, positionSeconds }, headers: key ? { "Idempotency-Key": key } : {} });
    expect((await post(0)).status).toBe(200);
    await letTimePass(student.id, lesson.id, 4);
    const key = randomUUID();
    const first = await post(8, key);
    expect(first.body).toMatchObject({ positionSeconds: 8, maxWatchedSeconds: 8 });
    const row = () => db.lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: student.id, lessonId: lesson.id } } });
    const saved = await row();
    // Time passes (a fresh save would credit more), a later save moves the position; then the retry arrives.
    await letTimePass(student.id, lesson.id, 4);
    const afterwards = await post(3);
    expect(afterwards.body.positionSeconds).toBe(3);
    const replay = await post(8, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    // The replay changed nothing: the later save's position stands, the credit is the first save's.
    expect(await row()).toMatchObject({ positionSeconds: 3, maxWatchedSeconds: saved.maxWatchedSeconds });
    const reused = await post(9, key);
    expect(reused.status).toBe(422);
    expect((await row()).positionSeconds).toBe(3);
  });
});

describe("POST /api/progress/complete with an Idempotency-Key", () => {
  it("answers a replay with the first answer, keeps the first completion time, and refuses the key for another lesson", async () => {
    const student = await newStudent("idem-complete");
    await enrol(student.id, "2-john");
    const [second, third] = [await lessonOf("2-john", 2), await lessonOf("2-john", 3)];
    const post = (lessonId: string, key: string) => student.client.call(complete, { method: "POST", body: { lessonId }, headers: { "Idempotency-Key": key } });
    const key = randomUUID();
    const first = await post(second.id, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ lessonId: second.id, completed: true });
    const completedAt = (await db.lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: student.id, lessonId: second.id } } })).completedAt;
    const replay = await post(second.id, key);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await db.lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: student.id, lessonId: second.id } } })).completedAt).toEqual(completedAt);
    expect((await post(third.id, key)).status).toBe(422);
    expect(await db.lessonProgress.findUnique({ where: { userId_lessonId: { userId: student.id, lessonId: third.id } } })).toBeNull();
  });
});

it("prunes answers past their day and keeps live ones", async () => {
  const student = await newStudent("idem-prune");
  const [old, live] = [randomUUID(), randomUUID()];
  for (const [key, expires] of [[old, "-1 hour"], [live, "1 day"]] as const) {
    await sql`INSERT INTO idempotency_keys ("userId", key, route, "requestHash", "lockedUntil", status, body, "expiresAt")
              VALUES (${student.id}, ${key}::uuid, 'progress', 'h', now(), 200, '{}', now() + ${expires}::interval)`;
  }
  expect(await pruneExpiredKeys()).toBeGreaterThanOrEqual(1);
  const left = await sql<{ key: string }>`SELECT key::text FROM idempotency_keys WHERE "userId" = ${student.id}`;
  expect(left.map((r) => r.key)).toEqual([live]);
});
