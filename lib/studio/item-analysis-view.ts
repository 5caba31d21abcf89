import { MIN_RESPONSES, type ItemFlag, type ItemStatistics } from "@/lib/assessments/item-analysis";

// One card of the item-analysis page per question: its figures, and each option with how often it was chosen
// (count and share of the students who were shown the question), in the order the editor lists them.

export type AnalysisQuestion = {
  id: string;
  /** Its number in the editor's list (1 = first). */
  number: number;
  text: string;
  retired: boolean;
  options: { id: string; text: string; isCorrect: boolean }[];
};

export type OptionFigure = { id: string; text: string; isCorrect: boolean; count: number; percent: number; unpicked: boolean };

export type ItemCard = {
  questionId: string;
  number: number;
  text: string;
  retired: boolean;
  /** Students shown the question in a submitted attempt. */
  responses: number;
  facility: number | null;
  discrimination: number | null;
  options: OptionFigure[];
  unanswered: { count: number; percent: number };
  flags: ItemFlag[];
  /** Fewer responses than a fair judgement needs: figures are shown, flags are not raised. */
  tooFew: boolean;
};

const share = (count: number, total: number) => (total ? Math.round((1000 * count) / total) / 10 : 0);

export function itemCards(questions: AnalysisQuestion[], items: ItemStatistics[]): ItemCard[] {
  const byId = new Map(items.map((item) => [item.questionId, item]));
  return questions.map((question) => {
    const item = byId.get(question.id);
    const responses = item?.responses ?? 0;
    return {
      questionId: question.id,
      number: question.number,
      text: question.text,
      retired: question.retired,
      responses,
      facility: item?.facility ?? null,
      discrimination: item?.discrimination ?? null,
      options: question.options.map((option) => {
        const count = item?.chosen[option.id] ?? 0;
        return { ...option, count, percent: share(count, responses), unpicked: item?.unpickedOptionIds.includes(option.id) ?? false };
      }),
      unanswered: { count: item?.unanswered ?? 0, percent: share(item?.unanswered ?? 0, responses) },
      flags: item?.flags ?? [],
      tooFew: responses < MIN_RESPONSES,
    };
  });
}
