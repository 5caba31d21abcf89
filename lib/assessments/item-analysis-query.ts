import "server-only";
import { db } from "@/lib/db";
import { analyseItems, type ItemStatistics } from "./item-analysis";

/**
 * Item statistics of an assessment's whole pool from its students' submitted attempts. Staff try their own
 * assessments while writing them; those attempts would tell nothing about students, so only students count.
 * Callers check the viewer may see the course's studio first.
 */
export async function assessmentItemStatistics(assessmentId: string): Promise<{ attempts: number; items: ItemStatistics[] }> {
  const [questions, attempts] = await Promise.all([
    db.question.findMany({
      where: { assessmentId },
      orderBy: { order: "asc" },
      select: { id: true, options: { orderBy: { order: "asc" }, select: { id: true, isCorrect: true } } },
    }),
    db.assessmentAttempt.findMany({
      where: { assessmentId, status: "submitted", user: { role: "student" } },
      select: { questionIds: true, answers: true },
    }),
  ]);
  const analysed = attempts.map((attempt) => ({ questionIds: attempt.questionIds, answers: (attempt.answers ?? {}) as Record<string, string> }));
  return { attempts: attempts.length, items: analyseItems(questions, analysed) };
}
