import { db } from "@/lib/db";
import { api, assessmentOf } from "@/test/helpers/assessments";
import { enrol, newStudent, signedIn } from "@/test/helpers/lessons";
import { TestClient } from "@/test/http";

// Who may see and sit an assessment, and that no answer ever tells which option is correct.
describe("GET /api/assessments/{id}, /questions and starting an attempt: access", () => {
  const tryAll = async (client: TestClient, id: string) => ({
    info: await api.info(client, id),
    questions: await api.questions(client, id),
    start: await api.attempt(client, { assessmentId: id, status: "in_progress" }),
  });

  it("asks a visitor to sign in", async () => {
    const { assessment } = await assessmentOf("jude");
    const { info, questions, start } = await tryAll(new TestClient(), assessment.id);
    expect([info.status, questions.status, start.status]).toEqual([401, 401, 401]);
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
      expect(info.body).toMatchObject({ code: "NOT_ENROLLED", courseSlug: "jude" });
      expect(JSON.stringify(questions.body)).not.toContain(assessment.questions[0]!.text);
    }
    expect(await db.assessmentAttempt.count({ where: { userId: { in: [stranger.id, elsewhere.id, refunded.id] } } })).toBe(0);
  });

  it("lets active and completed enrolments, the course's instructor and admins sit it", async () => {
    const active = await newStudent("assess-active");
    await enrol(active.id, "jude");
    const completed = await newStudent("assess-completed");
    await enrol(completed.id, "jude", "completed");
    const { assessment } = await assessmentOf("jude");
    for (const client of [active.client, completed.client, await signedIn("admin@example.com", "AdminTheWord1")]) {
      const { info, questions } = await tryAll(client, assessment.id);
      expect(info.status).toBe(200);
      expect(questions.status).toBe(200);
    }
    const instructor = await signedIn("instructor@example.com", "TeachTheWord1");
    expect((await api.questions(instructor, (await assessmentOf("genesis")).assessment.id)).status).toBe(200);
    expect((await api.questions(instructor, assessment.id)).status).toBe(403);
  });

  it("sends questions in order with option ids and texts, and never isCorrect, in any answer", async () => {
    const student = await newStudent("assess-shape");
    await enrol(student.id, "jude");
    const a = await assessmentOf("jude");
    const id = a.assessment.id;
    const info = await api.info(student.client, id);
    expect(info.body).toMatchObject({ id, timeLimit: 15, passingScore: 70, totalQuestions: 10, course: { slug: "jude" }, attempt: null, lastResult: null });
    const questions = await api.questions(student.client, id);
    expect(questions.body).toHaveLength(10);
    expect(questions.body[0]).toEqual({
      id: a.questionIds[0],
      question: a.assessment.questions[0]!.text,
      options: a.assessment.questions[0]!.options.map((o) => ({ id: o.id, text: o.text })),
    });
    const start = await api.attempt(student.client, { assessmentId: id, status: "in_progress" });
    const save = await api.attempt(student.client, { assessmentId: id, attemptId: start.body.id, answers: { [a.questionIds[0]!]: a.right[a.questionIds[0]!] }, status: "in_progress" });
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
