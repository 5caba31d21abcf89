import { z } from "zod";
import { EMAIL_MODES } from "./modes";

export const emailModeSchema = z.object({ emailMode: z.enum(EMAIL_MODES) });

/** POST /api/notifications/read: some of the caller's notifications, or all of them. */
export const markReadSchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ ids: z.array(z.string().min(1).max(40)).min(1).max(100) }).strict(),
]);
