import type { Prisma } from "@/lib/generated/prisma/client";

// A thread keeps its answer's mark while staff hide the answer (restoring it brings the mark back), so whether a
// thread is answered is read from the answer's state: answered only while the marked reply is visible.

/** Threads with no visible answer: none marked, or the marked reply hidden. */
export const UNANSWERED: Prisma.DiscussionThreadWhereInput = { OR: [{ answerPostId: null }, { answer: { is: { state: { not: "visible" } } } }] };

/** The answer's id as a reader sees it: hidden answers only for staff, who see hidden posts. */
export function shownAnswerId(thread: { answerPostId: string | null; answer: { state: string } | null }, staff: boolean): string | null {
  if (!thread.answerPostId || !thread.answer) return null;
  return thread.answer.state === "visible" || staff ? thread.answerPostId : null;
}
