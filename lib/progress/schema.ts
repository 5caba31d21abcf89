import { z } from "zod";

// What the player sends: which video, and where the student is. No user id: the session says who.
export const positionSchema = z.object({
  lessonId: z.string().min(1).max(64),
  videoId: z.string().min(1).max(64),
  positionSeconds: z.number().finite().min(0).max(24 * 60 * 60),
  /** The player's idea of the length; used only when the server does not know the video's duration. */
  durationSeconds: z.number().finite().positive().max(24 * 60 * 60).optional(),
});
export type PositionInput = z.infer<typeof positionSchema>;

// Next / Complete Lesson on a lesson without video.
export const completeSchema = z.object({ lessonId: z.string().min(1).max(64) });
export type CompleteInput = z.infer<typeof completeSchema>;
