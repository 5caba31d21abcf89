// Where a notification leads: the thread, scrolled to the post (the discussion pages give each post id="post-…").
export function notificationPath({ courseSlug, threadId, postId }: { courseSlug: string; threadId: string; postId: string | null }): string {
  const thread = `/course/${encodeURIComponent(courseSlug)}/discussions/${encodeURIComponent(threadId)}`;
  return postId ? `${thread}#post-${encodeURIComponent(postId)}` : thread;
}
