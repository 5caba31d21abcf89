import { assessmentCues, crowdedPosition, type GuessingCue } from "@/lib/assessments/guessing-cues";

// The guessing cues of an assessment's pool as the editor shows them: per question, and counted for the
// summary line. Only questions in the pool count (a retired one is drawn by no new attempt, so neither its
// cues nor its answer's position matter any more).

export type CuePoolQuestion = { id: string; text: string; options: { text: string; isCorrect: boolean }[]; retired: boolean };

export const CUES: readonly GuessingCue[] = ["longest", "second-longest", "repeats-question-words", "same-position"];

export type PoolCues = {
  /** The cues of each question in the pool, by question id (retired questions have none). */
  byQuestion: Record<string, GuessingCue[]>;
  /** How many questions of the pool show each cue. */
  counts: Record<GuessingCue, number>;
  /** Questions in the pool with at least one cue. */
  flagged: number;
  /** Questions in the pool. */
  pool: number;
  /** Where most correct answers sit (1 = the first option) and in how many questions, when that is a cue. */
  crowded: { position: number; count: number } | null;
};

export function poolCues(questions: CuePoolQuestion[]): PoolCues {
  // A question without exactly one correct option cannot be saved; should one exist, it has no cues to show.
  const inPool = questions
    .filter((q) => !q.retired && q.options.filter((o) => o.isCorrect).length === 1)
    .map((q) => ({ id: q.id, text: q.text, options: q.options.map((o) => o.text), correct: q.options.findIndex((o) => o.isCorrect) }));
  const cues = assessmentCues(inPool);
  const crowded = crowdedPosition(inPool);
  const byQuestion = Object.fromEntries(inPool.map((q, i) => [q.id, cues[i]!]));
  const counts = Object.fromEntries(CUES.map((cue) => [cue, cues.filter((list) => list.includes(cue)).length])) as Record<GuessingCue, number>;
  return {
    byQuestion,
    counts,
    flagged: cues.filter((list) => list.length > 0).length,
    pool: inPool.length,
    crowded: crowded && { position: crowded.index + 1, count: inPool.filter((q) => q.correct === crowded.index).length },
  };
}
