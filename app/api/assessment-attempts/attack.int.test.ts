// Issue 15's attack: unlimited attempts, each giving the score, let a script recover the John final's key by
// changing one answer at a time (38 attempts, about a second). The cap stops it after 3 attempts a day
// with a clear 429 and Retry-After; each attempt shows its questions and options in its own order.
import { db } from "@/lib/db";
import { api, assessmentOf } from "@/test/helpers/assessments";
import { enrol, newStudent } from "@/test/helpers/lessons";

type Question = { id: string; options: { id: string }[] };
const DAY = 24 * 60 * 60;

async function johnFinalStudent(label: string) {
  const student = await newStudent(label);
  await enrol(student.id, "john");
  const a = await assessmentOf("john");
  expect(a.questionIds.length).toBeGreaterThanOrEqual(15); // 15, or a pool of about twice the 15 each attempt draws
  return { ...student, a, aid: a.assessment.id };
}

/** Moves every attempt of the student `seconds` into the past, as if that much time had passed. */
const age = (userId: string, seconds: number) =>
  db.$executeRaw`UPDATE "assessment_attempts" SET "startedAt" = "startedAt" - make_interval(secs => ${seconds}), "deadline" = "deadline" - make_interval(secs => ${seconds}) WHERE "userId" = ${userId}`;

describe("the score-probing attack on an assessment", () => {
  it("is stopped by the cap: the fourth attempt in a day gets 429 with Retry-After and when to come back", async () => {
    const s = await johnFinalStudent("attack-john");
    const known: Record<string, string> = {};
    let baseline: number | null = null;
    let refused: Awaited<ReturnType<typeof api.attempt>> | null = null;
    // The script: all first options, then change one answer at a time and watch the score move.
    for (let round = 0; round < 38 && !refused; round++) {
      const start = await api.attempt(s.client, { assessmentId: s.aid, status: "in_progress" });
      if (start.status !== 201) {
        refused = start;
        break;
      }
      const questions = start.body.questions as Question[];
      // Each attempt draws its own questions from the pool, so the script can only answer those shown.
      const guesses = Object.fromEntries(questions.map((q) => [q.id, q.options[0]!.id]));
      const probe = questions[(round - 1 + questions.length) % questions.length]!;
      const answers = round === 0 ? guesses : { ...guesses, [probe.id]: probe.options[1]!.id };
      const result = await api.attempt(s.client, { assessmentId: s.aid, attemptId: start.body.id, answers, status: "completed" });
      expect(result.status).toBe(200);
      if (baseline === null) baseline = result.body.score;
      else if (result.body.score > baseline) known[probe.id] = probe.options[1]!.id;
    }
    expect(refused).not.toBeNull();
    expect(refused!.status).toBe(429);
    expect(refused!.body.code).toBe("ATTEMPT_LIMIT");
    expect(refused!.body.error).toMatch(/You have used all 3 attempts allowed in 24 hours/);
    const retryAfter = Number(refused!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(DAY - 60);
    expect(retryAfter).toBeLessThanOrEqual(DAY);
    expect(new Date(refused!.body.retryAt).getTime()).toBeGreaterThan(Date.now() + (DAY - 60) * 1000);
    expect(await db.assessmentAttempt.count({ where: { userId: s.id } })).toBe(3);
    expect(Object.keys(known).length).toBeLessThanOrEqual(2);

    // The page says so, too: none left, and when the next one frees up.
    const info = await api.info(s.client, s.aid);
    expect(info.body.attempts).toEqual({ maxAttempts: 3, windowHours: 24, left: 0, retryAt: refused!.body.retryAt, lifetimeMax: 5, lifetimeLeft: 2 });
    expect(info.body.lastResult.attempts).toMatchObject({ left: 0, retryAt: refused!.body.retryAt });
    expect((await api.questions(s.client, s.aid)).status).toBe(403);
  });

  it("frees an attempt once the oldest of the window is 24 hours old, one at a time", async () => {
    const s = await johnFinalStudent("attack-cooldown");
    for (let i = 0; i < 3; i++) {
      const start = await api.attempt(s.client, { assessmentId: s.aid, status: "in_progress" });
      await api.attempt(s.client, { assessmentId: s.aid, attemptId: start.body.id, answers: {}, status: "completed" });
      await age(s.id, 60 * 60); // an hour between attempts
    }
    expect((await api.attempt(s.client, { assessmentId: s.aid, status: "in_progress" })).status).toBe(429);
    await age(s.id, DAY - 3 * 60 * 60 + 60); // the first is now a day old, the second 23 h
    const info = await api.info(s.client, s.aid);
    expect(info.body.attempts).toMatchObject({ left: 1, retryAt: null });
    expect((await api.attempt(s.client, { assessmentId: s.aid, status: "in_progress" })).status).toBe(201);
  });

  it("resumes the attempt under way at the cap, with the same order of questions and options", async () => {
    const s = await johnFinalStudent("attack-resume");
    const orders: string[][] = [];
    let last: { id: string; questions: Question[] } | null = null;
    for (let i = 0; i < 3; i++) {
      const start = await api.attempt(s.client, { assessmentId: s.aid, status: "in_progress" });
      expect(start.status).toBe(201);
      last = start.body;
      orders.push(last!.questions.map((q) => q.id));
      if (i < 2) await api.attempt(s.client, { assessmentId: s.aid, attemptId: last!.id, answers: {}, status: "completed" });
    }
    expect(new Set(orders.map((o) => o.join())).size).toBe(3);
    const resumed = await api.attempt(s.client, { assessmentId: s.aid, status: "in_progress" });
    expect(resumed.status).toBe(200);
    expect(resumed.body.id).toBe(last!.id);
    expect(resumed.body.questions).toEqual(last!.questions);
    expect((await api.questions(s.client, s.aid)).body).toEqual(last!.questions);
    // Options are shuffled per attempt as well: some question lists its options in another order than the seed.
    const seeded = new Map(s.a.assessment.questions.map((q) => [q.id, q.options.map((o) => o.id).join()]));
    expect(last!.questions.some((q) => q.options.map((o) => o.id).join() !== seeded.get(q.id))).toBe(true);
  });

  it("keeps the cap in the data: a course may allow more attempts, or a shorter window", async () => {
    const s = await johnFinalStudent("attack-custom");
    const restore = await db.$queryRaw<{ maxAttempts: number; attemptWindowHours: number }[]>`
      SELECT "maxAttempts", "attemptWindowHours" FROM "assessments" WHERE "id" = ${s.aid}`;
    await db.$executeRaw`UPDATE "assessments" SET "maxAttempts" = 4, "attemptWindowHours" = 1 WHERE "id" = ${s.aid}`;
    try {
      for (let i = 0; i < 4; i++) {
        const start = await api.attempt(s.client, { assessmentId: s.aid, status: "in_progress" });
        expect(start.status).toBe(201);
        await api.attempt(s.client, { assessmentId: s.aid, attemptId: start.body.id, answers: {}, status: "completed" });
      }
      const refused = await api.attempt(s.client, { assessmentId: s.aid, status: "in_progress" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    } finally {
      await db.$executeRaw`UPDATE "assessments" SET "maxAttempts" = ${restore[0]!.maxAttempts}, "attemptWindowHours" = ${restore[0]!.attemptWindowHours} WHERE "id" = ${s.aid}`;
    }
  });
});
