// Item analysis of an assessment's questions from submitted attempts, as Moodle's quiz statistics report
// computes it: the facility index (the share of students who got the question right), the discrimination
// index (the correlation between getting this question right and the score on the rest of the attempt, so a
// question the strongest students miss has a negative index) and how often each option was chosen.
// Attempts draw different questions from the pool, so "the rest of the attempt" is the share right among the
// other questions that attempt drew.

export type AnalysedAttempt = { questionIds: string[]; answers: Record<string, string> };
export type AnalysedQuestion = { id: string; options: { id: string; isCorrect: boolean }[] };

export type ItemFlag =
  /** Students who did better overall got it wrong more often: a wrong key or a misleading question. */
  | "strong-students-miss"
  /** Nearly everyone gets it right: it tells students apart by nothing. */
  | "nobody-misses"
  /** A wrong option nobody chooses: it is not a plausible distractor. */
  | "distractor-unpicked";

export type ItemStatistics = {
  questionId: string;
  /** Attempts that drew the question. */
  responses: number;
  /** Percent right, 0–100; null without responses. */
  facility: number | null;
  /** Correlation × 100, −100…100; null when it cannot be computed (fewer than two responses, or no spread). */
  discrimination: number | null;
  /** Times each option was chosen, by option id; `unanswered`: drawn and left blank. */
  chosen: Record<string, number>;
  unanswered: number;
  /** Empty until enough responses (MIN_RESPONSES) make a judgement fair. */
  flags: ItemFlag[];
  /** Wrong options nobody chose (when `distractor-unpicked`). */
  unpickedOptionIds: string[];
};

/** Fewer responses than this flag nothing: one student's luck is not a property of the question. */
export const MIN_RESPONSES = 5;
export const NOBODY_MISSES_FACILITY = 95;

function correlation(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let covariance = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    covariance += (xs[i]! - mx) * (ys[i]! - my);
    vx += (xs[i]! - mx) ** 2;
    vy += (ys[i]! - my) ** 2;
  }
  return vx === 0 || vy === 0 ? null : covariance / Math.sqrt(vx * vy);
}

/** Statistics for every question of the pool (in the order given), from the attempts that drew them. */
export function analyseItems(questions: AnalysedQuestion[], attempts: AnalysedAttempt[]): ItemStatistics[] {
  const correctOption = new Map(questions.map((q) => [q.id, new Set(q.options.filter((o) => o.isCorrect).map((o) => o.id))]));
  const right = (attempt: AnalysedAttempt, questionId: string) => (correctOption.get(questionId)?.has(attempt.answers[questionId] ?? "") ? 1 : 0);
  // Attempts from before pools stored no draw: they showed every question.
  const drawn = (attempt: AnalysedAttempt) => (attempt.questionIds.length ? attempt.questionIds : questions.map((q) => q.id));
  const scored = attempts.map((attempt) => {
    const ids = drawn(attempt);
    return { attempt, ids: new Set(ids), count: ids.length, rightCount: ids.reduce((sum, id) => sum + right(attempt, id), 0) };
  });

  return questions.map((question) => {
    const chosen: Record<string, number> = Object.fromEntries(question.options.map((o) => [o.id, 0]));
    let unanswered = 0;
    const itemScores: number[] = [];
    const restScores: number[] = [];
    for (const { attempt, ids, count, rightCount } of scored) {
      if (!ids.has(question.id)) continue;
      const answer = attempt.answers[question.id];
      if (answer && answer in chosen) chosen[answer]! += 1;
      else unanswered += 1;
      const item = right(attempt, question.id);
      itemScores.push(item);
      if (count > 1) restScores.push((rightCount - item) / (count - 1));
    }
    const responses = itemScores.length;
    const facility = responses ? (100 * itemScores.reduce((a, b) => a + b, 0)) / responses : null;
    const r = restScores.length === responses ? correlation(itemScores, restScores) : null;
    const discrimination = r === null ? null : 100 * r;
    const unpickedOptionIds = question.options.filter((o) => !o.isCorrect && chosen[o.id] === 0).map((o) => o.id);

    const flags: ItemFlag[] = [];
    if (responses >= MIN_RESPONSES) {
      if (discrimination !== null && discrimination < 0) flags.push("strong-students-miss");
      if (facility !== null && facility >= NOBODY_MISSES_FACILITY) flags.push("nobody-misses");
      if (unpickedOptionIds.length) flags.push("distractor-unpicked");
    }
    return {
      questionId: question.id,
      responses,
      facility: facility === null ? null : Math.round(facility * 10) / 10,
      discrimination: discrimination === null ? null : Math.round(discrimination * 10) / 10,
      chosen,
      unanswered,
      flags,
      unpickedOptionIds: flags.includes("distractor-unpicked") ? unpickedOptionIds : [],
    };
  });
}
