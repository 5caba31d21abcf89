// Question pools: each attempt draws `questionsPerAttempt` of the pool at random on the server, records them
// (in the order shown) on the attempt, and is answered and graded over those only. The result names the lesson
// of each missed question and shows the correct options only once passed or with no attempt left.
import { db } from "@/lib/db";
import { orderForAttempt } from "@/lib/assessments/order";
import { poolCourse } from "@/test/helpers/assessment-pools";
import { api } from "@/test/helpers/assessments";
import { enrol, newStudent } from "@/test/helpers/lessons";

type Question = { id: string; options: { id: string }[] };
type Review = { answersShown: boolean; questions: { id: string; answeredRight?: boolean; chosenOptionId: string | null; lesson: { id: string; title: string } | null; options: { id: string; isCorrect?: boolean }[] }[] };

const courses: { remove: () => Promise<unknown> }[] = [];
afterAll(() => Promise.all(courses.map((c) => c.remove())));

async function sitting(label: string, options?: Parameters<typeof poolCourse>[0]) {
  const pool = await poolCourse(options);
  courses.push(pool);
  const student = await newStudent(label);
  await enrol(student.id, pool.course.slug);
  const start = () => api.attempt(student.client, { assessmentId: pool.aid, status: "in_progress" });
  const save = (attemptId: string, answers: Record<string, string>) => api.attempt(student.client, { assessmentId: pool.aid, attemptId, answers, status: "in_progress" });
  const submit = (attemptId: string, answers: Record<string, string>) => api.attempt(student.client, { assessmentId: pool.aid, attemptId, answers, status: "completed" });
  /** The first `n` of `ids` answered right, the rest wrong. */
  const answering = (ids: string[], n: number) => Object.fromEntries(ids.map((id, i) => [id, i < n ? pool.right[id]! : pool.wrong[id]!]));
  return { ...student, pool, start, save, submit, answering };
}

const idsOf = (questions: Question[]) => questions.map((q) => q.id);

describe("an attempt drawn from a question pool", () => {
  it("draws 5 of the 15 questions, one per lesson, records them in the order shown, and resumes with the same", async () => {
    const s = await sitting("pool-draw");
    expect((await api.info(s.client, s.pool.aid)).body.totalQuestions).toBe(5);
    const first = await s.start();
    expect(first.status).toBe(201);
    const shown = idsOf(first.body.questions);
    expect(shown).toHaveLength(5);
    expect(new Set(shown.map((id) => s.pool.lessonOf[id]!.id)).size).toBe(5);
    const row = await db.assessmentAttempt.findUniqueOrThrow({ where: { id: first.body.id } });
    expect(row.questionIds).toEqual(shown);

    const again = await s.start();
    expect(again.status).toBe(200);
    expect(again.body.questions).toEqual(first.body.questions);
    expect((await api.questions(s.client, s.pool.aid)).body).toEqual(first.body.questions);
    expect((await api.info(s.client, s.pool.aid)).body.attempt.questions).toEqual(first.body.questions);
  });

  it("gives two attempts of one student their own draw or order", async () => {
    const s = await sitting("pool-two");
    const a = (await s.start()).body;
    await s.submit(a.id, {});
    const b = (await s.start()).body;
    expect(idsOf(b.questions)).not.toEqual(idsOf(a.questions));
  });

  it("refuses an answer to a question the attempt did not draw, on save and on submit", async () => {
    const s = await sitting("pool-refuse");
    const attempt = (await s.start()).body;
    const notDrawn = s.pool.assessment.questions.find((q) => !idsOf(attempt.questions).includes(q.id))!;
    for (const send of [s.save, s.submit]) {
      const refused = await send(attempt.id, { [notDrawn.id]: s.pool.right[notDrawn.id]! });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe("NOT_IN_ATTEMPT");
    }
    expect(await db.assessmentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({ status: "in_progress", answers: {} });
  });

  it("grades over the drawn questions only, and names the lesson of every question without saying which were right", async () => {
    const s = await sitting("pool-grade");
    const attempt = (await s.start()).body;
    const shown = idsOf(attempt.questions);
    const result = await s.submit(attempt.id, s.answering(shown, 2));
    expect(result.body).toMatchObject({ status: "submitted", correct: 2, total: 5, score: 40, passed: false });
    const review = result.body.review as Review;
    expect(review.answersShown).toBe(false);
    expect(review.questions.map((q) => q.id)).toEqual(shown);
    for (const q of review.questions) {
      const lesson = s.pool.lessonOf[q.id]!;
      expect(q.lesson).toEqual({ id: lesson.id, title: lesson.title });
    }
    // Neither which questions were right nor which option is: the keys are absent, here and on the page's GET.
    for (const body of [result.body, (await api.info(s.client, s.pool.aid)).body]) {
      expect(JSON.stringify(body)).not.toMatch(/isCorrect|answeredRight/);
    }
  });

  it("shows the correct options of every question once the student has passed", async () => {
    const s = await sitting("pool-passed");
    const attempt = (await s.start()).body;
    const shown = idsOf(attempt.questions);
    const result = await s.submit(attempt.id, s.answering(shown, 4));
    expect(result.body).toMatchObject({ score: 80, passed: true });
    const review = result.body.review as Review;
    expect(review.answersShown).toBe(true);
    for (const q of review.questions) expect(q.options.filter((o) => o.isCorrect).map((o) => o.id)).toEqual([s.pool.right[q.id]]);
  });

  it("keeps the answers hidden when the window's attempts are used up: only the lifetime cap opens them", async () => {
    const s = await sitting("pool-window", { maxAttempts: 2 });
    for (let i = 0; i < 2; i++) {
      const attempt = (await s.start()).body;
      const result = await s.submit(attempt.id, {});
      expect(result.body.attempts).toMatchObject({ left: 2 - 1 - i, lifetimeLeft: 5 - 1 - i });
      expect(JSON.stringify(result.body)).not.toMatch(/isCorrect|answeredRight/);
      expect((result.body.review as Review).answersShown).toBe(false);
    }
  });

  it("shows which were right and the correct options once the fifth and last allowed attempt is submitted, not while it is under way", async () => {
    const s = await sitting("pool-cap", { maxAttempts: 10 });
    for (let i = 0; i < 4; i++) {
      const attempt = (await s.start()).body;
      expect(((await s.submit(attempt.id, {})).body.review as Review).answersShown).toBe(false);
    }
    const last = (await s.start()).body;
    // The fifth under way: the page's last result (the fourth) still shows nothing of the key.
    const during = await api.info(s.client, s.pool.aid);
    expect(during.body.attempts).toMatchObject({ left: 0, lifetimeLeft: 0, retryAt: null });
    expect(JSON.stringify(during.body)).not.toMatch(/isCorrect|answeredRight/);
    const result = await s.submit(last.id, {});
    const review = result.body.review as Review;
    expect(review.answersShown).toBe(true);
    expect(review.questions.every((q) => q.answeredRight === false && q.options.filter((o) => o.isCorrect).length === 1)).toBe(true);
    // No sixth: 403 with its own code, the page says none is left.
    const refused = await s.start();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "ATTEMPTS_USED_UP", error: "You have used all 5 attempts this assessment allows." });
    expect(await db.assessmentAttempt.count({ where: { userId: s.id, assessmentId: s.pool.aid } })).toBe(5);
  });

  it("draws a third of the pool, still recorded, when the assessment sets no number per attempt or more than a third", async () => {
    for (const perAttempt of [null, 12]) {
      const s = await sitting(`pool-third-${perAttempt}`, { perAttempt });
      expect((await api.info(s.client, s.pool.aid)).body.totalQuestions).toBe(5);
      const attempt = (await s.start()).body;
      expect(new Set(idsOf(attempt.questions).map((id) => s.pool.lessonOf[id]!.id)).size).toBe(5);
      expect((await db.assessmentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).questionIds).toEqual(idsOf(attempt.questions));
    }
  });

  it("records the draw of an attempt", async () => {
    const s = await sitting("pool-recorded");
    const attempt = (await s.start()).body;
    expect((await db.assessmentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).questionIds).toEqual(idsOf(attempt.questions));
  });

  it("leaves an attempt from before pools as it was: every question, in its hashed order, graded over all", async () => {
    const s = await sitting("pool-legacy");
    const legacy = await db.assessmentAttempt.create({
      data: { userId: s.id, assessmentId: s.pool.aid, deadline: new Date(Date.now() + 600_000) },
    });
    const resumed = await s.start();
    expect(resumed.status).toBe(200);
    expect(resumed.body.id).toBe(legacy.id);
    expect(idsOf(resumed.body.questions)).toEqual(orderForAttempt(legacy.id, s.pool.assessment.questions).map((q) => q.id));
    const all = s.pool.assessment.questions.map((q) => q.id);
    const result = await s.submit(legacy.id, s.answering(all, 9));
    expect(result.body).toMatchObject({ correct: 9, total: 15, score: 60, passed: true });
    expect((result.body.review as Review).questions).toHaveLength(15);
  });
});
