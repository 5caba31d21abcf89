import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { setQuestionRetired } from "@/lib/studio/question-save";
import { SEED_ACTOR } from "@/lib/studio/actor";
import { poolCourse } from "@/test/helpers/assessment-pools";
import { questionsForAttempt } from "./attempt-questions";
import { startOrResume, submitAttempt } from "./attempts";
import { findAssessment } from "./queries";

// Retiring a question takes it out of the pool: no new attempt draws it, the pool the course page counts
// shrinks, and an attempt that drew it before still shows it. A pool smaller than the draw is drawn whole.
const created: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await db.user.deleteMany({ where: { id: { in: created } } });
});

async function student(courseId: string) {
  const user = await db.user.create({ data: { firstName: "Lois", lastName: "Retired", email: `retired-${randomBytes(6).toString("hex")}@example.com`, passwordHash: "x" } });
  created.push(user.id);
  await db.enrollment.create({ data: { userId: user.id, courseId } });
  return { id: user.id, role: user.role };
}

it("never draws a retired question, while the attempts that drew it keep it", async () => {
  const pool = await poolCourse({ pool: 12, perAttempt: 4, maxAttempts: 20 });
  cleanups.push(pool.remove);
  const sitter = await student(pool.course.id);
  const first = await startOrResume(sitter, pool.aid);
  const drawnBefore = first.view.questions.map((q) => q.id);
  const retired = drawnBefore.slice(0, 2);
  for (const id of retired) await setQuestionRetired(id, true, SEED_ACTOR);

  // The attempt under way still shows what it drew, retired or not, and its result grades them.
  expect((await questionsForAttempt({ id: first.view.id, assessmentId: pool.aid, questionIds: drawnBefore })).map((q) => q.id)).toEqual(drawnBefore);
  await submitAttempt(sitter, { assessmentId: pool.aid, answers: Object.fromEntries(drawnBefore.map((id) => [id, pool.right[id]!])) });

  // Ten left under a draw of four: an attempt shows a third of them, three.
  for (let i = 0; i < 4; i++) { // the first and these four: the lifetime cap's five
    const { view } = await startOrResume(sitter, pool.aid);
    expect(view.questions).toHaveLength(3);
    expect(view.questions.map((q) => q.id)).not.toEqual(expect.arrayContaining([retired[0]]));
    expect(view.questions.map((q) => q.id).some((id) => retired.includes(id))).toBe(false);
    await submitAttempt(sitter, { assessmentId: pool.aid, answers: {} });
  }
  expect((await findAssessment(pool.aid))?.info.totalQuestions).toBe(3);
});

it("draws a third of what is left when retiring shrinks the pool under the draw, and none when all are retired", async () => {
  const pool = await poolCourse({ pool: 12, perAttempt: 4, maxAttempts: 20 });
  cleanups.push(pool.remove);
  const ids = pool.assessment.questions.map((q) => q.id);
  for (const id of ids.slice(0, 6)) await setQuestionRetired(id, true, SEED_ACTOR);
  expect((await findAssessment(pool.aid))?.info.totalQuestions).toBe(2);
  const { view } = await startOrResume(await student(pool.course.id), pool.aid);
  expect(view.questions).toHaveLength(2);
  expect(view.questions.every((q) => ids.slice(6).includes(q.id))).toBe(true);

  // Put three back: they are in the pool again, which allows a third of nine.
  for (const id of ids.slice(0, 3)) expect(await setQuestionRetired(id, false, SEED_ACTOR)).toBe(true);
  expect((await findAssessment(pool.aid))?.info.totalQuestions).toBe(3);
  for (const id of ids) await setQuestionRetired(id, true, SEED_ACTOR);
  expect(await findAssessment(pool.aid)).toBeNull();
});
