// PUT /api/discussions/threads/:threadId/answer { postId | null } – the asker or staff choose (or clear) the thread's answer
import { requireUser } from "@/lib/auth/session";
import { markAnswer } from "@/lib/discussions/answer";
import { answerInput } from "@/lib/discussions/schema";
import { readJson, route } from "@/lib/http/route";

export const PUT = route<{ threadId: string }>(async (request, { params }) => {
  const { threadId } = await params;
  const user = await requireUser(request);
  const { postId } = await readJson(request, answerInput);
  return markAnswer(user, threadId, postId);
});
