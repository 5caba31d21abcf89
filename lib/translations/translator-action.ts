import "server-only";
import { requireRole, type SessionUser } from "@/lib/auth/session";
import { expireCoursesNow } from "@/lib/courses/revalidate";
import { runAction, type ActionResult } from "@/lib/http/action";

// What every translation save action does around its save: instructors (for the courses they teach, which the
// save checks) and admins only; the catalogue's cached pages and language claims expire once it is saved.

export function translatorAction<T>(save: (user: SessionUser, input: unknown) => Promise<T>, input: unknown): Promise<ActionResult<T>> {
  return runAction(async () => {
    const saved = await save(await requireRole(["instructor", "admin"]), input);
    expireCoursesNow();
    return saved;
  });
}
