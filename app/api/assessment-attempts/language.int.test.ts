// Questions in the student's language: the Gospel of John is translated whole (the seed loads it), so an attempt
// started, resumed and submitted with ?language=es shows the Spanish texts, while which questions are drawn,
// their order and the grading stay the server's, as in English.
import { GET as getAssessment } from "@/app/api/assessments/[id]/route";
import { GET as getQuestions } from "@/app/api/assessments/[id]/questions/route";
import { POST as postAttempt } from "@/app/api/assessment-attempts/route";
import { db } from "@/lib/db";
import { assessmentOf, drawnIds } from "@/test/helpers/assessments";
import { enrol, newStudent } from "@/test/helpers/lessons";

type Shown = { id: string; question: string; options: { id: string; text: string }[] };

async function spanishTexts(questionIds: string[]) {
  const [questions, options] = await Promise.all([
    db.questionTranslation.findMany({ where: { languageCode: "es", questionId: { in: questionIds } } }),
    db.questionOptionTranslation.findMany({ where: { languageCode: "es", option: { questionId: { in: questionIds } } } }),
  ]);
  return { question: new Map(questions.map((q) => [q.questionId, q.text])), option: new Map(options.map((o) => [o.optionId, o.text])) };
}

describe("an assessment taken in Spanish", () => {
  it("shows the drawn questions and their options in Spanish when started, resumed and reviewed", async () => {
    const john = await assessmentOf("john");
    const student = await newStudent("attempt-es");
    await enrol(student.id, "john");
    const attempt = (query: string, body: unknown) => student.client.call(postAttempt, { method: "POST", path: `/api/assessment-attempts${query}`, body });

    const started = await attempt("?language=es", { assessmentId: john.assessment.id, status: "in_progress" });
    expect(started.status).toBe(201);
    const shown: Shown[] = started.body.questions;
    const es = await spanishTexts(drawnIds(started.body));
    expect(es.question.size).toBe(shown.length);
    for (const q of shown) {
      expect(q.question).toBe(es.question.get(q.id));
      for (const o of q.options) expect(o.text).toBe(es.option.get(o.id));
    }

    // The same attempt in English: same questions, same order, English texts.
    const english = await attempt("", { assessmentId: john.assessment.id, status: "in_progress" });
    expect(drawnIds(english.body)).toEqual(drawnIds(started.body));
    const first = john.assessment.questions.find((q) => q.id === shown[0]!.id)!;
    expect(english.body.questions[0].question).toBe(first.text);

    const questions = await student.client.call(getQuestions, { path: `/api/assessments/${john.assessment.id}/questions?language=es`, params: { id: john.assessment.id } });
    expect(questions.body.map((q: Shown) => q.question)).toEqual(shown.map((q) => q.question));
    const state = await student.client.call(getAssessment, { path: `/api/assessments/${john.assessment.id}?language=es`, params: { id: john.assessment.id } });
    expect(state.body.attempt.questions[0].question).toBe(shown[0]!.question);

    const answers = Object.fromEntries(shown.map((q) => [q.id, john.right[q.id]!]));
    const submitted = await attempt("?language=es", { assessmentId: john.assessment.id, attemptId: started.body.id, answers, status: "completed" });
    expect(submitted.status).toBe(200);
    expect(submitted.body.score).toBe(100);
    expect(submitted.body.review.questions[0].question).toBe(es.question.get(submitted.body.review.questions[0].id));
  });

  it("refuses a language the school does not offer", async () => {
    const john = await assessmentOf("john");
    const student = await newStudent("attempt-xx");
    await enrol(student.id, "john");
    const refused = await student.client.call(postAttempt, { method: "POST", path: "/api/assessment-attempts?language=xx", body: { assessmentId: john.assessment.id, status: "in_progress" } });
    expect(refused.status).toBe(400);
  });
});
