import { z } from "zod";

const id = z.string().min(1).max(64);

// POST /api/assessment-attempts. No user id and no score: the session says who, the server grades.
// status "in_progress" starts (no attemptId) or saves (attemptId) an attempt; "completed" submits it.
export const attemptSchema = z.object({
  assessmentId: id,
  attemptId: id.optional(),
  /** { [questionId]: optionId } */
  answers: z.record(id, id).default({}),
  currentQuestion: z.number().int().min(0).max(1000).optional(),
  status: z.enum(["in_progress", "completed"]),
});
export type AttemptInput = z.infer<typeof attemptSchema>;
