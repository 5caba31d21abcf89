import "server-only";
import { assessmentItemStatistics } from "@/lib/assessments/item-analysis-query";
import { db } from "@/lib/db";
import { itemCards, type ItemCard } from "./item-analysis-view";

// What the item-analysis page shows: the assessment's questions in the editor's order, each with its statistics
// from students' submitted attempts. Callers check the viewer may open the course in the studio first; the
// assessment must belong to that course.

export type ItemAnalysisPageData = {
  course: { id: string; title: string; language: string };
  assessment: { id: string; title: string };
  /** Students' submitted attempts analysed. */
  attempts: number;
  cards: ItemCard[];
};

export async function itemAnalysisPageData(courseId: string, assessmentId: string): Promise<ItemAnalysisPageData | null> {
  const row = await db.assessment.findFirst({
    where: { id: assessmentId, courseId },
    select: {
      id: true,
      title: true,
      course: { select: { id: true, title: true, defaultLanguage: true } },
      questions: {
        orderBy: { order: "asc" },
        select: { id: true, text: true, retiredAt: true, options: { orderBy: { order: "asc" }, select: { id: true, text: true, isCorrect: true } } },
      },
    },
  });
  if (!row) return null;
  const statistics = await assessmentItemStatistics(assessmentId);
  const questions = row.questions.map((q, index) => ({ id: q.id, number: index + 1, text: q.text, retired: q.retiredAt !== null, options: q.options }));
  return {
    course: { id: row.course.id, title: row.course.title, language: row.course.defaultLanguage },
    assessment: { id: row.id, title: row.title },
    attempts: statistics.attempts,
    cards: itemCards(questions, statistics.items),
  };
}
