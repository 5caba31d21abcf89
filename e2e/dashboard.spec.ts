import { expect, test } from "@playwright/test";
import { query, signIn } from "./support";
import es from "../messages/es.json";

// The demo student's seed (prisma/seed/demo-progress.ts): Genesis completed with a certificate and a
// passed final; Exodus, Matthew and Romans active. Expected numbers are read from the database, so the
// test stays right if another journey moves the demo student on.

test("the demo student's dashboard shows their courses, numbers, tests and achievements", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Student Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back, Grace!" })).toBeVisible();

  const enrolments = await query<{ slug: string; title: string; status: string; progress: number }>(
    `select c.slug, c.title, e.status, e.progress from enrollments e join courses c on c.id = e."courseId"
     join users u on u.id = e."userId" where u.email = 'student@example.com' and e.status <> 'refunded'`,
  );
  const completed = enrolments.filter((e) => e.status === "completed");
  const overall = Math.round(enrolments.reduce((s, e) => s + (e.status === "completed" ? 100 : e.progress), 0) / enrolments.length);
  await expect(page.getByTestId("courses-completed")).toHaveText(String(completed.length));
  await expect(page.getByTestId("overall-progress")).toHaveText(`${overall}%`);

  const current = page.getByRole("region", { name: "Current Courses" });
  const active = enrolments.filter((e) => e.status === "active");
  await expect(current.getByTestId("current-course")).toHaveCount(active.length);
  for (const course of active) {
    const card = current.getByTestId("current-course").filter({ hasText: course.title });
    await expect(card.getByRole("heading", { name: course.title })).toBeVisible();
    await expect(card.getByTestId("course-progress")).toHaveText(`${course.progress}%`);
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(course.progress));
    await expect(card.getByText(/^Started [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(card.getByRole("link", { name: `Continue Learning: ${course.title}` })).toHaveAttribute("href", `/course/${course.slug}/resume`);
  }
  expect(active.map((c) => c.slug).sort()).toEqual(["exodus", "matthew", "romans"]);
  await expect(current.getByText("Genesis")).toHaveCount(0); // completed, not current

  const tests = page.getByRole("region", { name: "Upcoming Tests" }).getByTestId("upcoming-test");
  await expect(tests).toHaveCount(3);
  for (const title of ["Exodus Final Assessment", "Matthew Midterm Assessment", "Romans Final Assessment"]) {
    await expect(tests.filter({ hasText: title })).toHaveCount(1);
  }
  await expect(tests.filter({ hasText: "Matthew Midterm Assessment" })).toContainText("Midterm");

  const achievements = page.getByRole("region", { name: "Recent Achievements" });
  await expect(achievements.getByText("Genesis – Course Completion")).toBeVisible();
  await expect(achievements.getByText(/^Issued /)).toBeVisible();

  const actions = page.getByRole("region", { name: "Quick Actions" });
  await expect(actions.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
  await expect(actions.getByRole("link", { name: "My Certificates" })).toHaveAttribute("href", "/certificates");
  await actions.getByRole("link", { name: "View Grades" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Grades" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Genesis Final Assessment" })).toContainText("Passed");
});

test("'Continue Learning' resumes at the first lesson the student has not completed", async ({ page }) => {
  await signIn(page);
  const [next] = await query<{ id: string; position: number | null }>(
    `select l.id, p."positionSeconds" as position from lessons l join courses c on c.id = l."courseId"
     left join lesson_progress p on p."lessonId" = l.id and p."userId" = (select id from users where email = 'student@example.com')
     where c.slug = 'exodus' and p."completedAt" is null order by l."order" limit 1`,
  );
  const expected = `/course/exodus/lesson/${next!.id}${next!.position ? `?t=${next!.position}` : ""}`;

  const link = page.getByRole("link", { name: "Continue Learning: Exodus" });
  await expect(link).toHaveAttribute("href", "/course/exodus/resume");
  const resume = await page.request.get("/course/exodus/resume", { maxRedirects: 0 });
  expect(resume.status()).toBe(307);
  expect(resume.headers().location).toBe(expected);

  // Following the link lands on that lesson (its page belongs to the lessons feature).
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === expected);

  const visitor = await page.context().browser()!.newContext();
  const anonymous = await visitor.request.get(`${test.info().project.use.baseURL}/es/course/exodus/resume`, { maxRedirects: 0 });
  const [first] = await query<{ id: string }>(`select l.id from lessons l join courses c on c.id = l."courseId" where c.slug = 'exodus' order by l."order" limit 1`);
  expect(anonymous.headers().location).toBe(`/es/course/exodus/lesson/${first!.id}`);
  await visitor.close();

  const missing = await page.request.get("/course/no-such-course/resume", { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
});

test("a new student sees the empty states, in Spanish too", async ({ page }) => {
  const email = `e2e-dash-${Date.now()}@example.com`;
  await page.goto("/");
  const created = await page.request.post("/api/signup", {
    data: { firstName: "Lidia", lastName: "Tiatira", email, password: "purple-cloth-8" },
  });
  expect(created.ok()).toBeTruthy();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Lidia!" })).toBeVisible();
  await expect(page.getByTestId("overall-progress")).toHaveText("0%");
  await expect(page.getByText("You're not enrolled in any courses yet.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Current Courses" }).getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
  await expect(page.getByText("No upcoming assessments")).toBeVisible();
  await expect(page.getByText("No certificates earned yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "View Grades" })).toBeDisabled();

  await page.goto("/es/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: es.Dashboard.title })).toBeVisible();
  await expect(page.getByText(es.Dashboard.noCourses)).toBeVisible();
});

test("screens at phone and desktop widths, left-to-right and right-to-left", async ({ page }) => {
  await signIn(page);
  for (const [name, width, height] of [["desktop", 1280, 900], ["phone", 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/dashboard");
    await expect(page.getByTestId("current-course").first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`dashboard-${name}.png`), fullPage: true });
    await page.goto("/ar/dashboard");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("current-course").first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`dashboard-${name}-ar.png`), fullPage: true });
  }
  // No horizontal scrolling on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
