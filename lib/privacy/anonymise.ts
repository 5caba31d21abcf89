import "server-only";
import { randomBytes } from "node:crypto";

// What a deleted account's row holds instead of the person: the row stays because payments must be kept for
// accounting and point at it, but nothing in it names or reaches anyone any more.

export const DELETED_FIRST_NAME = "Deleted";
export const DELETED_LAST_NAME = "user";

/** Unique (the column is) and lower-case (its CHECK constraint), on a reserved domain that can never receive mail. */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`.toLowerCase();
}

/** Not an argon2 hash at all: no password verifies against it. */
export function unusablePasswordHash(): string {
  return `!deleted!${randomBytes(32).toString("hex")}`;
}
