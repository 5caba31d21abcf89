import { z } from "zod";

/** DELETE /api/users/me: the student confirms with their current password. */
export const deleteAccountSchema = z.object({ password: z.string().min(1).max(128) });
