/** @jest-environment node */
import { poolCues, type CuePoolQuestion } from "./pool-cues";

let n = 0;
const question = (options: string[], correct: number, { retired = false, text = "Who led Israel out of Egypt?" } = {}): CuePoolQuestion => ({
  id: `q${++n}`,
  text,
  retired,
  options: options.map((option, index) => ({ text: option, isCorrect: index === correct })),
});

it("gives each question of the pool its cues, counts them and names the crowded position from 1", () => {
  const padded = question(["Aaron the priest of the tribe", "Moses the prophet", "Joshua", "Caleb"], 1);
  const plain = [question(["Aaron", "Moses", "Caleb", "Saul"], 1), question(["Ur", "Haran", "Egypt", "Moab"], 1), question(["Eve", "Sarah", "Leah", "Ruth"], 2)];
  const cues = poolCues([padded, ...plain]);
  expect(cues.byQuestion[padded.id]).toEqual(["second-longest", "same-position"]);
  expect(cues.byQuestion[plain[2]!.id]).toEqual([]);
  expect(cues.counts).toEqual({ longest: 0, "second-longest": 1, "repeats-question-words": 0, "same-position": 3 });
  expect(cues).toMatchObject({ flagged: 3, pool: 4, crowded: { position: 2, count: 3 } });
});

it("leaves retired questions out of the pool, its counts and the position cue", () => {
  const retired = question(["Moses son of Amram", "Aaron", "Caleb", "Saul"], 0, { retired: true });
  const pool = [question(["a", "b", "c", "d"], 0), question(["a", "b", "c", "d"], 1), question(["a", "b", "c", "d"], 2), question(["a", "b", "c", "d"], 3)];
  const cues = poolCues([retired, ...pool]);
  expect(cues.byQuestion[retired.id]).toBeUndefined();
  expect(cues).toMatchObject({ flagged: 0, pool: 4, crowded: null });
});

it("skips a question without exactly one correct option rather than guessing its key", () => {
  const broken: CuePoolQuestion = { id: "broken", text: "?", retired: false, options: [{ text: "a", isCorrect: true }, { text: "bb", isCorrect: true }] };
  expect(poolCues([broken])).toMatchObject({ pool: 0, flagged: 0, byQuestion: {} });
});
