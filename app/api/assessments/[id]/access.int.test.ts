import { db } from "@/lib/db";
import { api, assessmentOf } from "@/test/helpers/assessments";
import { enrol, newStudent, signedIn } from "@/test/helpers/lessons";
import { TestClient } from "@/test/http";

// Who may see and sit an assessment, that questions come only inside an attempt, and that no answer ever
// tells which option is correct.
describe("GET /api/assessments/{id}, /questions and starting an attempt: access", () => {
  const tryAll = async (client: TestClient, id: string) => ({
    info: await api.info(client, id),
    questionsBefore: await api.questions(client, id),
    start: await api.attempt(client, { assessmentId: id, status: "in_progress" }),
    questions: await api.questions(client, id),
  });

  it("asks a visitor to sign in", async () => {
    const { assessment } = await assessmentOf("jude");
    const { info, questionsBefore, start, questions } = await tryAll(new TestClient(), assessment.id);
    expect([info.status, questionsBefore.status, start.status, questions.status]).toEqual([401, 401, 401, 401]);
  });

  it("refuses students not enrolled, enrolled elsewhere or refunded, with the course to enrol in", async () => {
    const { assessment } = await assessmentOf("jude");
    const stranger = await newStudent("assess-stranger");
    const elsewhere = await newStudent("assess-elsewhere");
    await enrol(elsewhere.id, "obadiah");
    const refunded = await newStudent("assess-refunded");
    await enrol(refunded.id, "jude", "refunded");
    for (const s of [stranger, elsewhere, refunded]) {
      const { info, questions, start } = await tryAll(s.client, assessment.id);
      expect([info.status, questions.status, start.status]).toEqual([403, 403, 403]);
      expect(questions.body.code).toBe("NOT_ENROLLED");
      expect(info.body).toMatchObject({ code: "NOT_ENROLLED", courseSlug: "jude" });
      expect(JSON.stringify(questions.body)).not.toContain(assessment.questions[0]!.text);
    }
    expect(await db.assessmentAttempt.count({ where: { userId: { in: [stranger.id, elsewhere.id, refunded.id] } } })).toBe(0);
  });

  it("lets active and completed enrollments, the course's instructor and admins sit it", async () => {
    const active = await newStudent("assess-active");
    await enrol(active.id, "jude");
    const completed = await newStudent("assess-completed");
    await enrol(completed.id, "jude", "completed");
    const { assessment } = await assessmentOf("jude");
    for (const client of [active.client, completed.client, await signedIn("admin@example.com", "AdminTheWord1")]) {
      const { info, start, questions } = await tryAll(client, assessment.id);
      expect(info.status).toBe(200);
      expect([200, 201]).toContain(start.status);
      expect(questions.status).toBe(200);
    }
    const instructor = await signedIn("instructor@example.com", "TeachTheWord1");
    const genesis = (await assessmentOf("genesis")).assessment.id;
    await api.attempt(instructor, { assessmentId: genesis, status: "in_progress" });
    expect((await api.questions(instructor, genesis)).status).toBe(200);
    expect((await api.questions(instructor, assessment.id)).status).toBe(403);
  });

  it("serves no question before an attempt is under way, nor after it is submitted", async () => {
    const student = await newStudent("assess-before");
    await enrol(student.id, "jude");
    const { assessment } = await assessmentOf("jude");
    const before = await api.questions(student.client, assessment.id);
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ code: "NO_OPEN_ATTEMPT", error: expect.stringMatching(/Start the assessment to see its questions/) });
    expect(JSON.stringify(before.body)).not.toContain(assessment.questions[0]!.text);
    const start = await api.attempt(student.client, { assessmentId: assessment.id, status: "in_progress" });
    expect((await api.questions(student.client, assessment.id)).status).toBe(200);
    await api.attempt(student.client, { assessmentId: assessment.id, attemptId: start.body.id, answers: {}, status: "completed" });
    expect((await api.questions(student.client, assessment.id)).status).toBe(403);
  });

  it("sends questions in order with option ids and texts, and never isCorrect, in any answer", async () => {
    const student = await newStudent("assess-shape");
    await enrol(student.id, "jude");
    const a = await assessmentOf("jude");
    const id = a.assessment.id;
    // Jude's quiz draws 6 of its pool of 20 (a third at most: lib/assessments/pool-rule.ts).
    const drawn = 6;
    const info = await api.info(student.client, id);
    expect(info.body).toMatchObject({ id, timeLimit: 15, passingScore: 70, totalQuestions: drawn, course: { slug: "jude" }, attempt: null, lastResult: null });
    const start = await api.attempt(student.client, { assessmentId: id, status: "in_progress" });
    const questions = await api.questions(student.client, id);
    expect(questions.body).toHaveLength(drawn);
    // Every question once, each with all its options; the order is the attempt's own (order.test.ts).
    const byId = new Map(a.assessment.questions.map((q) => [q.id, q]));
    const seen = questions.body as { id: string; question: string; options: { id: string; text: string }[] }[];
    // Drawn from the pool (every question when the assessment draws all): each once, all of this assessment.
    expect(new Set(seen.map((q) => q.id)).size).toBe(drawn);
    expect(seen.every((q) => a.questionIds.includes(q.id))).toBe(true);
    for (const q of seen) {
      expect(q.question).toBe(byId.get(q.id)!.text);
      expect([...q.options].sort((x, y) => x.id.localeCompare(y.id))).toEqual(byId.get(q.id)!.options.map((o) => ({ id: o.id, text: o.text })).sort((x, y) => x.id.localeCompare(y.id)));
    }
    expect(start.body.questions).toEqual(questions.body);
    const save = await api.attempt(student.client, { assessmentId: id, attemptId: start.body.id, answers: { [seen[0]!.id]: a.right[seen[0]!.id] }, status: "in_progress" });
    const submit = await api.attempt(student.client, { assessmentId: id, attemptId: start.body.id, answers: {}, status: "completed" });
    const after = await api.info(student.client, id);
    for (const response of [info, questions, start, save, submit, after]) {
      expect(JSON.stringify(response.body)).not.toMatch(/isCorrect/i);
    }
    expect(questions.headers.get("cache-control")).toContain("no-store");
  });

  it("answers 404 for an unknown assessment and for one without questions", async () => {
    const admin = await signedIn("admin@example.com", "AdminTheWord1");
    const course = await db.course.findUniqueOrThrow({ where: { slug: "philemon" } });
    const empty = await db.assessment.create({ data: { courseId: course.id, title: "Empty", type: "quiz", timeLimit: 10, passingScore: 50, order: 99 } });
    try {
      for (const id of ["no-such-assessment", empty.id]) {
        const { info, questions, start } = await tryAll(admin, id);
        expect([info.status, questions.status, start.status]).toEqual([404, 404, 404]);
      }
    } finally {
      await db.assessment.delete({ where: { id: empty.id } });
    }
  });
});
