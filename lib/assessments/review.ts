// What a submitted attempt's result shows of each question: the student's own answer and the lesson that teaches
// it, for every question, so a review names what to re-read without saying which questions were missed. Which
// questions were right, and the correct options, show only once the student has passed this assessment or has
// submitted every attempt of the lifetime cap: before that, either would hand the key to the next attempt (or to
// the next account). Pure, so it is unit tested.
import type { QuestionForReview } from "./attempt-questions";
import { lifetimeCapReached } from "./lifetime-cap";
import type { AttemptReview, ReviewQuestion } from "./types";

/** Passed (this or an earlier attempt), or every attempt the lifetime cap allows submitted: answers may be shown. */
export function mayShowAnswers(passedEver: boolean, submittedAttempts: number): boolean {
  return passedEver || lifetimeCapReached(submittedAttempts);
}

export function buildReview(questions: QuestionForReview[], answers: Record<string, string>, answersShown: boolean): AttemptReview {
  return {
    answersShown,
    questions: questions.map((q): ReviewQuestion => {
      const chosen = answers[q.id] ?? null;
      const base = { id: q.id, question: q.text, chosenOptionId: chosen, lesson: q.lesson };
      // Hidden: the keys are left out of the response, not set to false, so nothing in it can be compared.
      if (!answersShown) return { ...base, options: q.options.map((o) => ({ id: o.id, text: o.text })) };
      const answeredRight = chosen !== null && q.options.some((o) => o.id === chosen && o.isCorrect);
      return { ...base, answeredRight, options: q.options.map((o) => ({ id: o.id, text: o.text, isCorrect: o.isCorrect })) };
    }),
  };
}
