import "server-only";
import { db } from "@/lib/db";
import { pageCount, pageSlice } from "@/lib/pagination";
import type { Role } from "@/lib/generated/prisma/enums";
import { badRequest, notFound } from "@/lib/http/errors";
import { recordAudit } from "@/lib/audit/record";
import { toPublicUser, type PublicUser } from "./service";
import { revalidateCourses } from "@/lib/courses/revalidate";

const USERS_PAGE_SIZE = 25;

/** The accounts an admin manages: deleted (anonymised) accounts are not listed. */
export async function listUsers({ query = "", page = 1 }: { query?: string; page?: number }) {
  const q = query.trim();
  const where = {
    deletedAt: null,
    ...(q
      ? {
          OR: [
            { email: { contains: q.toLowerCase() } },
            { firstName: { contains: q, mode: "insensitive" as const } },
            { lastName: { contains: q, mode: "insensitive" as const } },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: { createdAt: "desc" },
      ...pageSlice(page, USERS_PAGE_SIZE),
    }),
  ]);
  return {
    total,
    pages: pageCount(total, USERS_PAGE_SIZE),
    users: rows.map((u) => ({ ...toPublicUser(u), createdAt: u.createdAt.toISOString() })),
  };
}

/**
 * Changes a role. The school always keeps at least one admin, and admins cannot demote themselves. A real
 * change ends the user's sessions (their session version goes up): they sign in again under the new role,
 * and is written to the audit log in the same transaction. A deleted account has no role to change.
 */
export async function changeRole(actorId: string, userId: string, role: Role): Promise<PublicUser> {
  let teaches = false;
  const result = await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (!user || user.deletedAt) throw notFound("User not found");
    if (user.role === "admin" && role !== "admin") {
      if (userId === actorId) throw badRequest("You cannot remove your own admin role.", { code: "SELF_DEMOTION" });
      const admins = await tx.user.count({ where: { role: "admin" } });
      if (admins <= 1) throw badRequest("The school must keep at least one admin.", { code: "LAST_ADMIN" });
    }
    if (role === user.role) return toPublicUser(user);
    const updated = await tx.user.update({ where: { id: userId }, data: { role, sessionVersion: { increment: 1 } } });
    await recordAudit(tx, { actorId, action: "user.role_changed", targetType: "user", targetId: userId, details: { from: user.role, to: role } });
    teaches = (await tx.courseInstructor.count({ where: { userId } })) > 0;
    return toPublicUser(updated);
  });
  // Course pages name their instructors: one who is no longer staff (or is again) shows on the next visit.
  if (teaches) revalidateCourses();
  return result;
}
