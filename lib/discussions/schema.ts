import { z } from "zod";

// One zod schema per payload, shared by the route handlers and the forms (react-hook-form's resolver).

export const TITLE_MAX = 200;
export const BODY_MAX = 20_000;
export const REPORT_DETAILS_MAX = 1_000;
export const REPORT_REASONS = ["spam", "abuse", "off_topic", "other"] as const;
export const SUSPENSION_DAYS = [1, 7, 30] as const;
export const THREAD_SORTS = ["newest", "unanswered", "helpful"] as const;
export const MODERATION_ACTIONS = ["hide", "restore", "delete", "dismiss"] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];
export type ThreadSort = (typeof THREAD_SORTS)[number];
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const id = z.string().min(1).max(64);
const title = z.string().trim().min(1).max(TITLE_MAX);
const body = z.string().trim().min(1).max(BODY_MAX);

export const threadInput = z.object({ title, body, lessonId: id.nullish() });
export const replyInput = z.object({ body, quotedPostId: id.nullish() });
/** An edit: the body, and the title when the post opens its thread. */
export const editInput = z.object({ body, title: title.optional() });
export const answerInput = z.object({ postId: id.nullable() });
export const threadFlagsInput = z
  .object({ pinned: z.boolean().optional(), locked: z.boolean().optional() })
  .refine((flags) => flags.pinned !== undefined || flags.locked !== undefined, { message: "Nothing to change" });
export const reportInput = z
  .object({ reason: z.enum(REPORT_REASONS), details: z.string().trim().max(REPORT_DETAILS_MAX).default("") })
  .refine((report) => report.reason !== "other" || report.details.length > 0, { path: ["details"], message: "Say what is wrong" });
export const moderationInput = z.object({ action: z.enum(MODERATION_ACTIONS) });
export const suspensionInput = z.object({
  userId: id,
  days: z.union(SUSPENSION_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<1>, z.ZodLiteral<7>, z.ZodLiteral<30>]),
  reason: z.string().trim().max(REPORT_DETAILS_MAX).default(""),
});

export type ThreadInput = z.infer<typeof threadInput>;
export type ReplyInput = z.infer<typeof replyInput>;
export type EditInput = z.infer<typeof editInput>;
export type ReportInput = z.infer<typeof reportInput>;
export type SuspensionInput = z.infer<typeof suspensionInput>;
