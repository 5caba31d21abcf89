// POST /api/discussions/posts/:postId/helpful – a student marks a post helpful, or takes the mark back
import { requireUser } from "@/lib/auth/session";
import { toggleHelpful } from "@/lib/discussions/votes";
import { route } from "@/lib/http/route";

export const POST = route<{ postId: string }>(async (request, { params }) => {
  const { postId } = await params;
  const user = await requireUser(request);
  return toggleHelpful(user, postId);
});
