// The seeded assessment of a course with its questions, options and which option is right, read from the
// test database (no API reveals the right answer).
import type { Page } from "@playwright/test";
import { query } from "./lesson-fixtures";

export type SeededQuestion = { id: string; text: string; right: string; wrong: string };

/** `drawn` is how many questions each attempt shows (the pool rule keeps it at most a third of the pool). */
export async function seededAssessment(slug: string): Promise<{ id: string; title: string; drawn: number; questions: SeededQuestion[] }> {
  const [assessment] = await query<{ id: string; title: string; drawn: number | null }>(
    `SELECT a.id, a.title, a."questionsPerAttempt" AS drawn FROM assessments a JOIN courses c ON c.id = a."courseId" WHERE c.slug = $1 ORDER BY a."order" LIMIT 1`,
    [slug],
  );
  const rows = await query<{ id: string; text: string; option: string; isCorrect: boolean }>(
    `SELECT q.id, q.text, o.text AS option, o."isCorrect" FROM questions q JOIN question_options o ON o."questionId" = q.id
     WHERE q."assessmentId" = $1 ORDER BY q."order", o."order"`,
    [assessment!.id],
  );
  const byId = new Map<string, SeededQuestion>();
  for (const r of rows) {
    const q = byId.get(r.id) ?? { id: r.id, text: r.text, right: "", wrong: "" };
    if (r.isCorrect) q.right = r.option;
    else if (!q.wrong) q.wrong = r.option;
    byId.set(r.id, q);
  }
  const questions = [...byId.values()];
  return { id: assessment!.id, title: assessment!.title, drawn: assessment!.drawn ?? questions.length, questions };
}

/** The seeded question on screen: each attempt shows the questions (and options) in its own order. */
export async function shownQuestion(page: Page, assessment: { questions: SeededQuestion[] }): Promise<SeededQuestion> {
  const text = (await page.getByTestId("assessment-question").locator("legend span[dir=auto]").textContent())?.trim();
  const question = assessment.questions.find((q) => q.text === text);
  if (!question) throw new Error(`no seeded question reads "${text}"`);
  return question;
}
