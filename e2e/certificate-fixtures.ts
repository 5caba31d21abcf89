import { expect, type Page } from "@playwright/test";
import { query } from "./support";

// A student with one completed course and its certificate. Completing a course through lessons and assessments is
// covered by the assessment journeys; here the rows that issuing writes are written directly, as in certificates.spec.ts.
export async function certifiedStudent(page: Page, slug: string) {
  await page.goto("/");
  const email = `e2e-share-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const created = await page.request.post("/api/signup", { data: { firstName: "Priscilla", lastName: "Pontus", email, password: "tent-maker-18" } });
  expect(created.ok()).toBeTruthy();
  const serial = `BSA-E2E${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const [row] = await query<{ id: string; userId: string; courseId: string; title: string }>(
    `with u as (select id from users where email = $1), c as (select id, title from courses where slug = $2),
     e as (insert into enrollments (id, "userId", "courseId", status, "updatedAt") select 'e2e-enr-' || u.id, u.id, c.id, 'completed', now() from u, c)
     insert into certificates (id, "userId", "courseId", type, title, serial, "scopeKey", "issuedAt")
     select 'e2e-cert-' || u.id, u.id, c.id, 'course_completion', c.title || ' – Course Completion', $3, u.id || ':' || c.id, '2026-03-14T12:00:00Z'
     from u, c returning id, "userId", "courseId", title`,
    [email, slug, serial],
  );
  return { ...row!, email, serial };
}
