import { expect, test } from "@playwright/test";
import { query } from "./support";

// Issue 11: on freshly started servers the id form of a course answered 404 right after the slug page had
// been rendered. Each course here is one no other journey opens, so its first renders happen in this test,
// on the suite's fresh build: the slug page first, then the id form in two languages, then again (cached).
test("the id form of a course redirects to its slug right after the slug page was first rendered", async ({ request }) => {
  const courses: { id: string; slug: string }[] = await (await request.get("/api/courses")).json();
  for (const course of courses.slice(-3)) {
    expect((await request.get(`/course/${course.slug}`)).status()).toBe(200);
    for (const prefix of ["", "/ar", "", "/ar"]) {
      const response = await request.get(`${prefix}/course/${course.id}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}/course/${course.id}`).toBe(308);
      const locations = response.headersArray().filter((header) => header.name.toLowerCase() === "location");
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) expect(location.value).toBe(`${prefix}/course/${course.slug}`);
    }
  }
});

// The studio keeps a course's old slugs (course_slug_redirects): the page, its lessons and the resume link move
// permanently to the current slug, in the same language, although the old slug was never rendered before.
test("an old slug of a course answers 308 to the same page under its current slug", async ({ request }) => {
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
      const response = await request.get(path!, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      // Next sends a redirect from an on-demand page's first render with its Location twice (as above): each says the same.
      const locations = response.headersArray().filter((header) => header.name.toLowerCase() === "location");
      expect(locations.length, path).toBeGreaterThan(0);
      for (const location of locations) expect(location.value, path).toBe(target);
    }
  } finally {
    await query(`DELETE FROM course_slug_redirects WHERE "oldSlug" = $1`, [oldSlug]);
  }
});
