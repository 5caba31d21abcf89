// What a submitted attempt's result shows of each question. A missed question names the lesson that
// teaches it; which option is correct is shown only once the student has passed or has no attempt left in
// the current window (before that, it would hand the key to the next attempt). Pure, so it is unit tested.
import type { QuestionForReview } from "./attempt-questions";
import type { AttemptAllowance, AttemptReview, ReviewQuestion } from "./types";

/** Passed (this or an earlier attempt), or no attempt left now: the correct options may be shown. */
export function mayShowAnswers(passed: boolean, attempts: AttemptAllowance): boolean {
  return passed || attempts.left === 0;
}

export function buildReview(questions: QuestionForReview[], answers: Record<string, string>, answersShown: boolean): AttemptReview {
  return {
    answersShown,
    questions: questions.map((q): ReviewQuestion => {
      const chosen = answers[q.id] ?? null;
      const answeredRight = chosen !== null && q.options.some((o) => o.id === chosen && o.isCorrect);
      return {
        id: q.id,
        question: q.text,
        chosenOptionId: chosen,
        answeredRight,
        lesson: answeredRight ? null : q.lesson,
        // isCorrect is copied only when shown: otherwise the key is absent from the response, not just false.
        options: q.options.map((o) => (answersShown ? { id: o.id, text: o.text, isCorrect: o.isCorrect } : { id: o.id, text: o.text })),
      };
    }),
  };
}
