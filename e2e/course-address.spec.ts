import { expect, test } from "@playwright/test";
import { headerValues, rawGet } from "./raw-http";
import { query } from "./support";

// Issue 11: on freshly started servers the id form of a course answered 404 right after the slug page had
// been rendered. Each course here is one no other journey opens, so its first renders happen in this test,
// on the suite's fresh build: the slug page first, then the id form in two languages, then again (cached).
// Issue 28: the first (cold) answer carried its Location twice, and Node's fetch followed "/course/x, /course/x"
// to a 404; each answer, cold or warm, is counted on the wire.
test("the id form of a course redirects to its slug with one Location, cold and warm", async ({ request }) => {
  const courses: { id: string; slug: string }[] = await (await request.get("/api/courses")).json();
  for (const course of courses.slice(-3)) {
    expect((await request.get(`/course/${course.slug}`)).status()).toBe(200);
    for (const prefix of ["", "/ar", "", "/ar"]) {
      const response = await rawGet(`${prefix}/course/${course.id}`);
      expect(response.status, `${prefix}/course/${course.id}`).toBe(308);
      expect(headerValues(response, "location"), `${prefix}/course/${course.id}`).toEqual([`${prefix}/course/${course.slug}`]);
    }
  }
  // What the issue saw: Node's fetch, following the redirect, lands on the course.
  const course = courses.at(-4)!;
  const followed = await fetch(new URL(`/course/${course.id}`, process.env.E2E_BASE_URL ?? "http://localhost:3000"));
  expect(followed.status).toBe(200);
  expect(new URL(followed.url).pathname).toBe(`/course/${course.slug}`);
});

// The studio keeps a course's old slugs (course_slug_redirects): the page, its lessons and the resume link move
// permanently to the current slug, in the same language, although the old slug was never rendered before.
test("an old slug of a course answers 308 to the same page under its current slug", async () => {
  const oldSlug = `ruth-before-${Date.now()}`;
  const [ruth] = await query<{ id: string; lessonId: string }>(
    `INSERT INTO course_slug_redirects ("oldSlug", "courseId") SELECT $1, id FROM courses WHERE slug = 'ruth'
     RETURNING "courseId" AS id, (SELECT l.id FROM lessons l WHERE l."courseId" = course_slug_redirects."courseId" ORDER BY l."order" LIMIT 1) AS "lessonId"`,
    [oldSlug],
  );
  try {
    for (const [path, target] of [
      [`/course/${oldSlug}`, "/course/ruth"],
      [`/ar/course/${oldSlug}`, "/ar/course/ruth"],
      [`/es/course/${oldSlug}/lesson/${ruth!.lessonId}`, `/es/course/ruth/lesson/${ruth!.lessonId}`],
      [`/course/${oldSlug}/resume`, "/course/ruth/resume"],
    ]) {
      const response = await rawGet(path!);
      expect(response.status, path).toBe(308);
      // The first render of an on-demand page too answers with one Location (lib/http/single-location.ts).
      expect(headerValues(response, "location"), path).toEqual([target]);
    }
  } finally {
    await query(`DELETE FROM course_slug_redirects WHERE "oldSlug" = $1`, [oldSlug]);
  }
});
