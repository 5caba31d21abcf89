import { db } from "@/lib/db";
import { answersWith, api, assessmentOf, drawnIds, setDeadline } from "@/test/helpers/assessments";
import { enrol, newStudent } from "@/test/helpers/lessons";
import { recomputeEnrollment } from "@/lib/progress/enrollment";

async function sitting(label: string, slug = "jude") {
  const student = await newStudent(label);
  const course = await enrol(student.id, slug);
  const a = await assessmentOf(slug);
  const aid = a.assessment.id;
  const start = async () => api.attempt(student.client, { assessmentId: aid, status: "in_progress" });
  const save = async (attemptId: string, answers: Record<string, string>, currentQuestion?: number) =>
    api.attempt(student.client, { assessmentId: aid, attemptId, answers, currentQuestion, status: "in_progress" });
  const submit = async (attemptId: string | undefined, answers: Record<string, string>) =>
    api.attempt(student.client, { assessmentId: aid, attemptId, answers, status: "completed" });
  /** The first `n` of the attempt's own (drawn) questions answered right, the rest wrong. */
  const answering = (n: number, attempt: { questions: { id: string }[] }) => answersWith(n, a, drawnIds(attempt));
  return { ...student, course, a, aid, start, save, submit, answering };
}

describe("POST /api/assessment-attempts", () => {
  it("starts with a server deadline, resumes the same attempt with its answers, question and time left", async () => {
    const s = await sitting("attempt-resume");
    const first = await s.start();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "in_progress", answers: {}, currentQuestion: 0 });
    expect(first.body.remainingSeconds).toBeGreaterThanOrEqual(15 * 60 - 2);
    const row = await db.assessmentAttempt.findUniqueOrThrow({ where: { id: first.body.id } });
    expect(row.deadline.getTime() - row.startedAt.getTime()).toBe(15 * 60 * 1000);

    const [q0, q1] = drawnIds(first.body);
    const answers = { [q0!]: s.a.right[q0!]!, [q1!]: s.a.wrong[q1!]! };
    const saved = await s.save(first.body.id, answers, 2);
    expect(saved.body).toMatchObject({ status: "in_progress", answers, currentQuestion: 2 });

    await setDeadline(first.body.id, 300); // ten minutes have passed
    const again = await s.start();
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, answers, currentQuestion: 2 });
    const info = await api.info(s.client, s.aid);
    expect(info.body.attempt).toMatchObject({ id: first.body.id, answers, currentQuestion: 2 });
    expect(info.body.attempt.remainingSeconds).toBeGreaterThan(295);
    expect(info.body.attempt.remainingSeconds).toBeLessThanOrEqual(300);
  });

  it("opens one attempt when Start is pressed twice at once", async () => {
    const s = await sitting("attempt-race");
    const [x, y] = await Promise.all([s.start(), s.start()]);
    expect(x.body.id).toBe(y.body.id);
    expect(await db.assessmentAttempt.count({ where: { userId: s.id } })).toBe(1);
  });

  it("grades on the server against the passing score and refuses options of other questions", async () => {
    const s = await sitting("attempt-grade");
    const attempt = (await s.start()).body;
    const [q0, q1] = drawnIds(attempt);
    const foreign = await s.save(attempt.id, { [q0!]: s.a.right[q1!]! });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe("INVALID_ANSWER");
    // Jude draws 6 of its 20 questions (a third of the pool, at most): 4 right is 67 %, under the 70 to pass.
    const result = await s.submit(attempt.id, s.answering(4, attempt));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: "submitted", score: 67, passed: false, correct: 4, total: 6, passingScore: 70 });

    const retake = await s.start();
    expect(retake.status).toBe(201);
    expect(retake.body.id).not.toBe(attempt.id);
    const pass = await s.submit(retake.body.id, s.answering(5, retake.body));
    expect(pass.body).toMatchObject({ score: 83, passed: true });
    const info = await api.info(s.client, s.aid);
    expect(info.body).toMatchObject({ attempt: null, lastResult: { id: retake.body.id, score: 83, passed: true } });
  });

  it("a second submit changes nothing", async () => {
    const s = await sitting("attempt-double");
    const attempt = (await s.start()).body;
    const first = await s.submit(attempt.id, s.answering(3, attempt));
    const second = await s.submit(attempt.id, s.answering(10, attempt));
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const late = await s.save(attempt.id, s.answering(10, attempt));
    expect(late.body).toEqual(first.body);
    expect((await s.submit(undefined, answersWith(10, s.a))).status).toBe(404);
    const row = await db.assessmentAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(row).toMatchObject({ status: "submitted", score: 50 }); // 3 of the 6 drawn
  });

  it("after the deadline and its grace, only what was saved before counts", async () => {
    const s = await sitting("attempt-late");
    const attempt = (await s.start()).body;
    await s.save(attempt.id, s.answering(2, attempt));
    await setDeadline(attempt.id, -10);
    const lateSave = await s.save(attempt.id, s.answering(10, attempt));
    expect(lateSave.body).toMatchObject({ status: "submitted", score: 33 }); // 2 of the 6 drawn
    const lateSubmit = await s.submit(attempt.id, s.answering(10, attempt));
    expect(lateSubmit.body).toMatchObject({ status: "submitted", score: 33, passed: false });

    // A late submit on an attempt still open is graded as saved, too.
    const second = (await s.start()).body;
    await s.save(second.id, s.answering(4, second));
    await setDeadline(second.id, -30);
    expect((await s.submit(second.id, s.answering(10, second))).body).toMatchObject({ score: 67 });
  });

  it("accepts answers sent within the grace seconds, as the auto-submit at zero sends them", async () => {
    const s = await sitting("attempt-grace");
    const attempt = (await s.start()).body;
    await setDeadline(attempt.id, -2);
    expect((await s.submit(attempt.id, s.answering(10, attempt))).body).toMatchObject({ score: 100, passed: true });
  });

  it("closes an attempt whose time ran out while the student was away when the page asks", async () => {
    const s = await sitting("attempt-away");
    const attempt = (await s.start()).body;
    await s.save(attempt.id, s.answering(5, attempt), 5);
    await setDeadline(attempt.id, -3600);
    const info = await api.info(s.client, s.aid);
    expect(info.body).toMatchObject({ attempt: null, lastResult: { id: attempt.id, score: 83, passed: true } });
  });

  it("completes the enrollment only when every lesson is complete and every assessment passed", async () => {
    const s = await sitting("attempt-complete", "3-john");
    const lessons = await db.lesson.findMany({ where: { courseId: s.course.id } });
    await db.lessonProgress.createMany({ data: lessons.map((l) => ({ userId: s.id, lessonId: l.id, completedAt: new Date() })) });
    expect(await recomputeEnrollment(s.id, s.course.id)).toMatchObject({ progress: 100, status: "active" });

    const failed = (await s.start()).body;
    await s.submit(failed.id, s.answering(1, failed));
    expect(await db.enrollment.findFirst({ where: { userId: s.id } })).toMatchObject({ status: "active" });
    const passed = (await s.start()).body;
    await s.submit(passed.id, s.answering(9, passed));
    const enrollment = await db.enrollment.findFirstOrThrow({ where: { userId: s.id } });
    expect(enrollment).toMatchObject({ status: "completed", progress: 100 });
    expect(enrollment.completedAt).toBeInstanceOf(Date);
  });

  it("ignores a user id in the body: the session decides whose attempt it is", async () => {
    const s = await sitting("attempt-owner");
    const other = await sitting("attempt-other");
    const theirs = (await other.start()).body;
    const response = await api.attempt(s.client, { userId: other.id, assessmentId: s.aid, attemptId: theirs.id, answers: {}, status: "completed" });
    expect(response.status).toBe(404);
    expect(await db.assessmentAttempt.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ status: "in_progress" });
  });
});
