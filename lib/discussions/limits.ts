import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/errors";
import { hit } from "@/lib/rate-limit/limit";
import { rateLimited } from "@/lib/rate-limit/guards";

// Limits per account on writing posts, counted in PostgreSQL (lib/rate-limit) so they hold across servers.
// Checked after validation and access, before anything is written: a refused post writes nothing but the count.

export const POSTS_PER_HOUR = 20;
/** Accounts younger than this may not put links in posts (the usual shape of forum spam). */
export const NEW_ACCOUNT_LINK_HOURS = 24;

// A Markdown link, an autolink or a bare address: anything markdown-it would turn into a link, and more.
const LINK = /https?:\/\/|www\.|mailto:|\]\s*\(|<[a-z][a-z0-9+.-]*:/i;

export const containsLink = (text: string) => LINK.test(text);

/** Counts one post for the account; 429 past POSTS_PER_HOUR in the hour. Staff are not limited. */
export async function limitPosting(userId: string, staff: boolean): Promise<void> {
  if (staff) return;
  const result = await hit(`discussionPost:${userId}`, POSTS_PER_HOUR, 60 * 60);
  if (!result.allowed) throw rateLimited("You have posted a lot in the last hour. Please wait before posting again.", result.retryAfterSeconds);
}

/** 422 when an account younger than a day puts a link in a post. */
export async function assertLinksAllowed(userId: string, staff: boolean, ...texts: string[]): Promise<void> {
  if (staff || !texts.some(containsLink)) return;
  const user = await db.user.findUnique({ where: { id: userId }, select: { createdAt: true } });
  const ageHours = user ? (Date.now() - user.createdAt.getTime()) / 3_600_000 : 0;
  if (ageHours < NEW_ACCOUNT_LINK_HOURS) {
    throw new HttpError(422, "New accounts may not post links during their first day.", { code: "LINKS_NOT_YET" });
  }
}
