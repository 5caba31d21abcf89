import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";

// A thread or post by id, with what the rules need (its course first: access is decided per course). Unknown
// ids are a 404, the same answer a reader of another course gets for a thread that exists, so ids reveal nothing.

export async function findThread(threadId: string) {
  const thread = await db.discussionThread.findUnique({
    where: { id: threadId },
    select: { id: true, courseId: true, authorId: true, locked: true, pinned: true, answerPostId: true, title: true },
  });
  if (!thread) throw notFound("Discussion not found", { code: "THREAD_NOT_FOUND" });
  return thread;
}

export async function findPost(postId: string) {
  const post = await db.discussionPost.findUnique({
    where: { id: postId },
    select: {
      id: true, threadId: true, authorId: true, body: true, isOpening: true, state: true, createdAt: true, helpfulCount: true,
      thread: { select: { id: true, courseId: true, authorId: true, locked: true, answerPostId: true, title: true } },
    },
  });
  if (!post) throw notFound("Post not found", { code: "POST_NOT_FOUND" });
  return post;
}
