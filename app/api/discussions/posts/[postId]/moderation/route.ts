// POST /api/discussions/posts/:postId/moderation { action: hide | restore | delete | dismiss } – the course's staff act on a post and its reports
import { requireUser } from "@/lib/auth/session";
import { moderatePost } from "@/lib/discussions/moderation";
import { moderationInput } from "@/lib/discussions/schema";
import { readJson, route } from "@/lib/http/route";

export const POST = route<{ postId: string }>(async (request, { params }) => {
  const { postId } = await params;
  const user = await requireUser(request);
  const { action } = await readJson(request, moderationInput);
  return moderatePost(user, postId, action);
});
