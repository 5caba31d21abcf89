import "server-only";
import { db } from "@/lib/db";
import { discussionAccess } from "@/lib/discussions/access";
import { notify } from "@/lib/notifications/notify";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("discussions");

// Everything in discussions that should tell someone about it passes through discussionEvent, after the write
// commits: a reply tells the thread's asker, a marked answer tells the asker and the answer's author, a mention
// tells the staff named. Only people who can still read the course's discussions are told (a refunded student
// is not), and never the one who acted (notify leaves the actor out).

export type DiscussionEvent =
  | { kind: "reply"; threadId: string; postId: string; actorId: string }
  | { kind: "answer"; threadId: string; postId: string; actorId: string }
  | { kind: "mention"; threadId: string; postId: string; actorId: string; mentionedUserIds: string[] };

export async function discussionEvent(event: DiscussionEvent): Promise<void> {
  // The post is saved already: a notification that fails is logged, never turned into an error for the poster.
  try {
    await tellReaders(event);
  } catch (error) {
    log.error({ err: error, kind: event.kind, threadId: event.threadId }, "discussion notification failed");
  }
}

async function tellReaders(event: DiscussionEvent): Promise<void> {
  const thread = await db.discussionThread.findUnique({ where: { id: event.threadId }, select: { courseId: true, authorId: true } });
  if (!thread) return;
  const recipients = await readers(thread.courseId, await candidates(event, thread.authorId));
  if (recipients.length === 0) return;
  await notify({ userIds: recipients, kind: event.kind, courseId: thread.courseId, threadId: event.threadId, postId: event.postId, actorId: event.actorId });
}

async function candidates(event: DiscussionEvent, askerId: string | null): Promise<string[]> {
  if (event.kind === "mention") return event.mentionedUserIds;
  if (event.kind === "reply") return askerId ? [askerId] : [];
  const answer = await db.discussionPost.findUnique({ where: { id: event.postId }, select: { authorId: true } });
  return [askerId, answer?.authorId].filter((id): id is string => !!id);
}

async function readers(courseId: string, userIds: string[]): Promise<string[]> {
  const unique = [...new Set(userIds)];
  const users = await db.user.findMany({ where: { id: { in: unique }, deletedAt: null }, select: { id: true, role: true } });
  const allowed = await Promise.all(users.map(async (user) => ((await discussionAccess(user, courseId))?.read ? user.id : null)));
  return allowed.filter((id): id is string => !!id);
}
