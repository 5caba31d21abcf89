// A thread keeps its answer's mark while staff hide the answer (restoring it brings the mark back), so whether a
// thread is answered is read from the answer's state: answered only while the marked reply is visible (the
// thread list's UNANSWERED, ./list-threads.ts, says the same in SQL).

/** The answer's id as a reader sees it: hidden answers only for staff, who see hidden posts. */
export function shownAnswerId(thread: { answerPostId: string | null; answer: { state: string } | null }, staff: boolean): string | null {
  if (!thread.answerPostId || !thread.answer) return null;
  return thread.answer.state === "visible" || staff ? thread.answerPostId : null;
}
