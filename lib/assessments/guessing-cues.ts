// Cues that let a student pick the correct option without knowing the answer, for the assessment editor's
// warnings: a question is fair when nothing but the content tells the options apart. Lengths are counted in
// characters (code points), so scripts with long UTF-8 encodings are measured like Latin ones.

export type CueQuestion = { text: string; options: string[]; correct: number };

export type GuessingCue =
  /** The correct option is the only longest one. */
  | "longest"
  /** The correct option is the only second-longest one (a wrong option padded to beat it). */
  | "second-longest"
  /** The correct option is the only one that repeats a word of the question. */
  | "repeats-question-words"
  /** The correct option sits where most questions of the assessment put theirs. */
  | "same-position";

const length = (text: string) => [...text.trim()].length;

/** Index of the option whose length is the only one at `rank` (0 = longest, 1 = second-longest), or -1. */
function uniqueAtRank(options: string[], rank: number): number {
  const lengths = options.map(length);
  const distinct = [...new Set(lengths)].sort((a, b) => b - a);
  const target = distinct[rank];
  if (target === undefined || lengths.filter((n) => n === target).length !== 1) return -1;
  // Second-longest counts only when the longest is itself a single option (otherwise it is a tie for first).
  if (rank === 1 && lengths.filter((n) => n === distinct[0]).length !== 1) return -1;
  return lengths.indexOf(target);
}

// Words that say nothing about the content, in the languages questions are written in most; short words
// (three letters or fewer) are ignored anyway.
const STOP_WORDS = new Set([
  "what", "which", "when", "where", "whom", "whose", "that", "this", "these", "those", "with", "from", "into", "they", "them",
  "their", "there", "have", "does", "were", "been", "being", "about", "according", "following", "because", "would", "should",
  "could", "said", "says", "after", "before", "other", "than", "then", "also", "only", "most", "more", "some", "such",
]);

/**
 * The content words of a text: letters of any script, lower-cased, longer than three characters, cut to their
 * first six letters so "covenant" and "covenants" count as one word.
 */
export function contentWords(text: string): Set<string> {
  const words = text.toLocaleLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
  return new Set(words.filter((word) => [...word].length > 3 && !STOP_WORDS.has(word)).map((word) => [...word].slice(0, 6).join("")));
}

function onlyOptionRepeatingQuestion(question: CueQuestion): number {
  const asked = contentWords(question.text);
  const repeating = question.options.flatMap((option, index) => ([...contentWords(option)].some((w) => asked.has(w)) ? [index] : []));
  return repeating.length === 1 ? repeating[0]! : -1;
}

/** The cues of one question on its own (position needs the whole assessment: see `assessmentCues`). */
export function questionCues(question: CueQuestion): GuessingCue[] {
  const cues: GuessingCue[] = [];
  if (uniqueAtRank(question.options, 0) === question.correct) cues.push("longest");
  if (uniqueAtRank(question.options, 1) === question.correct) cues.push("second-longest");
  if (onlyOptionRepeatingQuestion(question) === question.correct) cues.push("repeats-question-words");
  return cues;
}

/** A position is a cue when it holds the answer of at least half the questions of a pool of four or more. */
export const POSITION_CUE_SHARE = 0.5;
const POSITION_CUE_MIN_POOL = 4;

/** The position most answers sit at, when it is a cue (see POSITION_CUE_SHARE); else null. */
export function crowdedPosition(questions: CueQuestion[]): { index: number; share: number } | null {
  if (questions.length < POSITION_CUE_MIN_POOL) return null;
  const counts = new Map<number, number>();
  for (const q of questions) counts.set(q.correct, (counts.get(q.correct) ?? 0) + 1);
  const [index, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const share = count / questions.length;
  return share >= POSITION_CUE_SHARE ? { index, share } : null;
}

/** Every question's cues, in the order given, including the shared position cue. */
export function assessmentCues(questions: CueQuestion[]): GuessingCue[][] {
  const crowded = crowdedPosition(questions);
  return questions.map((question) => {
    const cues = questionCues(question);
    if (crowded && question.correct === crowded.index) cues.push("same-position");
    return cues;
  });
}
