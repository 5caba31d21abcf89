// Test setup for the lesson journeys: a fresh student signed in through the real sign-up API, enrolled
// directly in the database (as the payments code would after a succeeded payment), and lesson ids.
import type { APIRequestContext } from "@playwright/test";
import { query } from "./support";

export { query };

export async function lessonIds(slug: string): Promise<string[]> {
  const rows = await query<{ id: string }>(
    `SELECT l.id FROM lessons l JOIN courses c ON c.id = l."courseId" WHERE c.slug = $1 ORDER BY l."order"`,
    [slug],
  );
  return rows.map((r) => r.id);
}

/** Signs a new student up in this browser context (the session cookie lands in the context). */
export async function signUpStudent(request: APIRequestContext): Promise<string> {
  const email = `e2e-lesson-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post("/api/signup", {
    data: { firstName: "Gaius", lastName: "Derbe", email, password: "walk-in-truth-3" },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()}`);
  return (await res.json()).user.id;
}

export async function enrol(userId: string, slug: string) {
  await query(
    `INSERT INTO enrollments (id, "userId", "courseId", status, progress, "startedAt", "updatedAt")
     SELECT gen_random_uuid()::text, $1, id, 'active', 0, now(), now() FROM courses WHERE slug = $2`,
    [userId, slug],
  );
}
