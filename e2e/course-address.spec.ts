import { expect, test } from "@playwright/test";

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
