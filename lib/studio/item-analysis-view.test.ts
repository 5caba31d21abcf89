/** @jest-environment node */
import type { ItemStatistics } from "@/lib/assessments/item-analysis";
import { itemCards, type AnalysisQuestion } from "./item-analysis-view";

const question: AnalysisQuestion = {
  id: "q1",
  number: 3,
  text: "Who wrote Romans?",
  retired: false,
  options: [
    { id: "a", text: "Paul", isCorrect: true },
    { id: "b", text: "Peter", isCorrect: false },
    { id: "c", text: "Barnabas", isCorrect: false },
  ],
};

const statistics = (overrides: Partial<ItemStatistics>): ItemStatistics => ({
  questionId: "q1",
  responses: 6,
  facility: 66.7,
  discrimination: 40,
  chosen: { a: 4, b: 1, c: 0 },
  unanswered: 1,
  flags: ["distractor-unpicked"],
  unpickedOptionIds: ["c"],
  ...overrides,
});

it("gives each option its count and its share of the responses, in the editor's order, the key and unpicked ones marked", () => {
  const [card] = itemCards([question], [statistics({})]);
  expect(card).toMatchObject({ questionId: "q1", number: 3, responses: 6, facility: 66.7, discrimination: 40, flags: ["distractor-unpicked"], tooFew: false });
  expect(card!.options).toEqual([
    { id: "a", text: "Paul", isCorrect: true, count: 4, percent: 66.7, unpicked: false },
    { id: "b", text: "Peter", isCorrect: false, count: 1, percent: 16.7, unpicked: false },
    { id: "c", text: "Barnabas", isCorrect: false, count: 0, percent: 0, unpicked: true },
  ]);
  expect(card!.unanswered).toEqual({ count: 1, percent: 16.7 });
});

it("says a question with fewer responses than a judgement needs is too few, and one nobody was shown has no figures", () => {
  expect(itemCards([question], [statistics({ responses: 4, flags: [], unpickedOptionIds: [] })])[0]!.tooFew).toBe(true);
  const [empty] = itemCards([question], []);
  expect(empty).toMatchObject({ responses: 0, facility: null, discrimination: null, tooFew: true, flags: [] });
  expect(empty!.options.map((o) => o.percent)).toEqual([0, 0, 0]);
});
