import { randomInt } from "node:crypto";
import { largestDrawFor } from "./pool-rule";

// Which questions an attempt shows: drawn at random on the server from the assessment's pool, spread over
// the lessons, then recorded on the attempt (AssessmentAttempt.questionIds) in the order shown.

export type PoolQuestion = { id: string; lessonId: string | null };
/** An integer from 0 to below `n`; crypto by default, so the draw cannot be predicted. */
export type RandomInt = (n: number) => number;

/**
 * How many questions one attempt shows: its draw (questionsPerAttempt), never more than a third of the active
 * pool (the pool rule; null draws exactly that), and at least one question of a non-empty pool. Checked here
 * too, not only when the draw is saved, because retiring questions later shrinks the pool under a saved draw.
 */
export function questionsShown(questionsPerAttempt: number | null, poolSize: number): number {
  const most = Math.min(poolSize, Math.max(1, largestDrawFor(poolSize)));
  return Math.min(questionsPerAttempt ?? most, most);
}

function shuffled<T>(items: readonly T[], random: RandomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * questionsShown(count, pool size) question ids, in a random order. Round by
 * round, each lesson gives at most one question (in a shuffled order), so lessons not yet drawn come first;
 * a question without a lesson counts as a lesson of its own.
 */
export function drawQuestions(pool: readonly PoolQuestion[], count: number | null, random: RandomInt = randomInt): string[] {
  const wanted = questionsShown(count, pool.length);
  let left = shuffled(pool, random);
  const drawn: string[] = [];
  while (drawn.length < wanted) {
    const lessonsThisRound = new Set<string>();
    const next: PoolQuestion[] = [];
    for (const q of left) {
      const lesson = q.lessonId ?? `question:${q.id}`;
      if (drawn.length < wanted && !lessonsThisRound.has(lesson)) {
        lessonsThisRound.add(lesson);
        drawn.push(q.id);
      } else next.push(q);
    }
    left = next;
  }
  // Rounds put the lessons in order of first draw; the order shown is shuffled once more.
  return shuffled(drawn, random);
}
