// Pure rules of a timed assessment, shared by the attempt code and its unit tests.

/** Answers that reach the server this long after the deadline still count (network latency, the auto-submit at 0:00). */
export const GRACE_SECONDS = 5;

export type AnswerKey = Map<string, string>; // questionId -> correct optionId

/** Percent of questions answered correctly, rounded; an unanswered question counts as wrong. */
export function grade(key: AnswerKey, answers: Record<string, string>, passingScore: number) {
  let correct = 0;
  for (const [questionId, optionId] of key) if (answers[questionId] === optionId) correct++;
  const total = key.size;
  const score = total === 0 ? 0 : Math.round((correct / total) * 100);
  return { correct, total, score, passed: score >= passingScore };
}

/** Whole seconds left before the deadline, never negative. */
export function remainingSeconds(deadline: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** Whether answers sent at `now` may still be accepted. */
export function acceptsAnswers(deadline: Date, now: Date = new Date()): boolean {
  return now.getTime() <= deadline.getTime() + GRACE_SECONDS * 1000;
}

export function deadlineFor(start: Date, timeLimitMinutes: number): Date {
  return new Date(start.getTime() + timeLimitMinutes * 60 * 1000);
}
