import "server-only";

// Everything in discussions that should tell someone about it passes through discussionEvent: the one seam
// where notifications (in-app and e-mail, lib/notifications) are attached. It is called after the write commits.

export type DiscussionEvent =
  | { kind: "reply"; threadId: string; postId: string; actorId: string }
  | { kind: "answer"; threadId: string; postId: string; actorId: string }
  | { kind: "mention"; threadId: string; postId: string; actorId: string; mentionedUserIds: string[] };

export async function discussionEvent(event: DiscussionEvent): Promise<void> {
  // Nothing listens yet: notifications subscribe here when they are merged.
  void event;
}
