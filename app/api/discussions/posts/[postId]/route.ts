// PATCH /api/discussions/posts/:postId?locale= { body, title? } – its author edits a post (30 minutes); DELETE – its author deletes it (a tombstone stays)
import { requireUser } from "@/lib/auth/session";
import { deleteOwnPost, editPost } from "@/lib/discussions/own-posts";
import { requestLocale } from "@/lib/discussions/request-locale";
import { editInput } from "@/lib/discussions/schema";
import { readJson, route } from "@/lib/http/route";

type Params = { postId: string };

export const PATCH = route<Params>(async (request, { params }) => {
  const { postId } = await params;
  const user = await requireUser(request);
  const input = await readJson(request, editInput);
  return editPost(user, postId, input, requestLocale(request));
});

export const DELETE = route<Params>(async (request, { params }) => {
  const { postId } = await params;
  const user = await requireUser(request);
  return deleteOwnPost(user, postId);
});
