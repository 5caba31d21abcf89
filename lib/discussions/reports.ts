import "server-only";
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { type DiscussionActor, requireDiscussionReader } from "./access";
import { findPost } from "./lookup";
import type { ReportInput } from "./schema";

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";

/** Anyone who can read a post reports it with a reason, once per post; it goes to the staff queue. */
export async function reportPost(user: DiscussionActor | null, postId: string, input: ReportInput) {
  const post = await findPost(postId);
  const access = await requireDiscussionReader(user, post.thread.courseId);
  if (post.state === "deleted") throw conflict("This post has been deleted.", { code: "POST_DELETED" });
  try {
    const report = await db.discussionReport.create({
      data: { postId, reporterId: access.userId, reason: input.reason, details: input.details },
      select: { id: true },
    });
    return { reportId: report.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("You have already reported this post.", { code: "ALREADY_REPORTED" });
    throw error;
  }
}
