import type { Page } from "@playwright/test";
import { expect, test, type Accounts } from "./fixtures/accounts";
import { shot } from "./shots";
import { query } from "./support";
import ar from "../messages/ar.json";
import es from "../messages/es.json";

// The spec's student has the demo student's history (prisma/seed/demo-progress.ts): Genesis completed with a
// certificate and a passed final; Exodus, Matthew and Romans active. Expected numbers are read from the
// database, so the test stays right if another journey moves the student on.

/** The student's dashboard, signed in with the saved session. */
async function openDashboard(page: Page, accounts: Accounts) {
  await accounts.signIn(page, "student");
  await page.goto("/dashboard");
  return accounts.user("student");
}

test("the demo student's dashboard shows their courses, numbers, tests and achievements", async ({ page, accounts }) => {
  const student = await openDashboard(page, accounts);
  await expect(page.getByRole("heading", { level: 1, name: "Student Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back, Grace!" })).toBeVisible();

  const enrollments = await query<{ slug: string; title: string; status: string; progress: number }>(
    `select c.slug, c.title, e.status, e.progress from enrollments e join courses c on c.id = e."courseId"
     where e."userId" = $1 and e.status <> 'refunded'`,
    [student.id],
  );
  const completed = enrollments.filter((e) => e.status === "completed");
  const overall = Math.round(enrollments.reduce((s, e) => s + (e.status === "completed" ? 100 : e.progress), 0) / enrollments.length);
  await expect(page.getByTestId("courses-completed")).toHaveText(String(completed.length));
  await expect(page.getByTestId("overall-progress")).toHaveText(`${overall}%`);

  const current = page.getByRole("region", { name: "Current Courses" });
  const active = enrollments.filter((e) => e.status === "active");
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
  // Completed: listed under "Completed" with its certificate, not among the courses in progress.
  await expect(current.getByTestId("current-course").filter({ hasText: "Genesis" })).toHaveCount(0);
  await expect(current.getByTestId("completed-course").filter({ hasText: "Genesis" })).toHaveCount(1);

  // 'Next up': one card at the top, one 44 px button straight to a lesson or an assessment.
  const nextUp = page.getByRole("region", { name: "Next up" });
  await expect(nextUp).toBeVisible();
  const go = nextUp.getByTestId("next-up-action");
  await expect(go).toHaveAttribute("href", /^\/(course\/(exodus|matthew|romans)\/lesson\/|assessment\/)/);
  expect((await go.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Upcoming Tests are links to their assessment, with the course's name.
  const tests = page.getByRole("region", { name: "Upcoming Tests" }).getByTestId("upcoming-test");
  await expect(tests).toHaveCount(3);
  for (const [title, course] of [["Exodus Final Assessment", "Exodus"], ["Matthew Midterm Assessment", "Matthew"], ["Romans Final Assessment", "Romans"]]) {
    const [assessment] = await query<{ id: string }>(`select id from assessments where title = $1`, [title]);
    const link = tests.filter({ hasText: title }).getByRole("link");
    await expect(link).toHaveAttribute("href", `/assessment/${assessment!.id}`);
    await expect(link).toContainText(course!);
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
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

test("'Continue Learning' resumes at the first lesson the student has not completed", async ({ page, accounts }) => {
  const student = await openDashboard(page, accounts);
  const [next] = await query<{ id: string; position: number | null }>(
    `select l.id, p."positionSeconds" as position from lessons l join courses c on c.id = l."courseId"
     left join lesson_progress p on p."lessonId" = l.id and p."userId" = $1
     where c.slug = 'exodus' and p."completedAt" is null order by l."order" limit 1`,
    [student.id],
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

test("a new student is welcomed, not welcomed back, and 'Next up' leads from the catalogue to lesson 1", async ({ page }) => {
  const email = `e2e-dash-${Date.now()}@example.com`;
  await page.goto("/");
  const created = await page.request.post("/api/signup", {
    data: { firstName: "Lidia", lastName: "Tiatira", email, password: "purple-cloth-8" },
  });
  expect(created.ok()).toBeTruthy();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Lidia!" })).toBeVisible();
  await expect(page.getByText("Welcome back")).toHaveCount(0);
  await expect(page.getByTestId("overall-progress")).toHaveText("0%");
  await expect(page.getByText("You're not enrolled in any courses yet.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Current Courses" }).getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
  await expect(page.getByText("No upcoming assessments")).toBeVisible();
  await expect(page.getByText("No certificates earned yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "View Grades" })).toBeDisabled();
  const nextUp = page.getByRole("region", { name: "Next up" });
  await expect(nextUp).toContainText("Choose your first course");
  await expect(nextUp.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");

  // Bought Romans (as the payment webhook records it): still 'Welcome', and lesson 1 is next.
  const [user] = await query<{ id: string }>(`select id from users where email = $1`, [email]);
  const [romans] = await query<{ id: string }>(`select id from courses where slug = 'romans'`);
  await query(`insert into enrollments (id, "userId", "courseId", "updatedAt") values ($1, $2, $3, now())`, [`e2e-${Date.now()}`, user!.id, romans!.id]);
  const [first] = await query<{ id: string; title: string }>(`select id, title from lessons where "courseId" = $1 order by "order" limit 1`, [romans!.id]);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Lidia!" })).toBeVisible();
  await expect(nextUp).toContainText(first!.title);
  await expect(nextUp).toContainText("Lesson 1 · Romans");
  const start = nextUp.getByRole("link", { name: `Start lesson: ${first!.title}` });
  await expect(start).toHaveAttribute("href", `/course/romans/lesson/${first!.id}`);
  await expect(page.getByTestId("current-course")).toHaveCount(1);
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/course/romans/lesson/${first!.id}$`));

  // Once lesson 1 has progress: 'Welcome back', and the lesson is continued where it stopped.
  await query(`insert into lesson_progress (id, "userId", "lessonId", "positionSeconds", "updatedAt") values ($1, $2, $3, 42, now())
               on conflict ("userId", "lessonId") do update set "positionSeconds" = 42, "completedAt" = null`, [`e2e-p-${Date.now()}`, user!.id, first!.id]);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Lidia!" })).toBeVisible();
  await expect(nextUp.getByRole("link", { name: `Continue lesson: ${first!.title}` })).toHaveAttribute("href", `/course/romans/lesson/${first!.id}?t=42`);

  await page.goto("/es/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: es.Dashboard.title })).toBeVisible();
  await expect(page.getByRole("region", { name: es.NextUp.heading })).toContainText("Romanos");

  // Right to left: the button sits at the start of reading (the left) on a wide screen, its arrow mirrored.
  await page.goto("/ar/dashboard");
  const arabic = page.getByRole("region", { name: ar.NextUp.heading });
  const button = arabic.getByTestId("next-up-action");
  await expect(button).toContainText(ar.NextUp.continueLesson);
  const [buttonBox, titleBox] = [await button.boundingBox(), await arabic.locator("p").first().boundingBox()];
  expect(buttonBox!.x + buttonBox!.width).toBeLessThan(titleBox!.x + titleBox!.width);
  expect(await button.locator("svg").evaluate((svg) => getComputedStyle(svg).scale)).toMatch(/^-1/); // Tailwind 4 mirrors with `scale`
});

test("screens at phone and desktop widths, left-to-right and right-to-left", async ({ page, accounts }) => {
  await openDashboard(page, accounts);
  for (const [name, width, height] of [["desktop", 1280, 900], ["phone", 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/dashboard");
    await expect(page.getByTestId("current-course").first()).toBeVisible();
    await shot(page, { path: test.info().outputPath(`dashboard-${name}.png`), fullPage: true });
    await page.goto("/ar/dashboard");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("current-course").first()).toBeVisible();
    await shot(page, { path: test.info().outputPath(`dashboard-${name}-ar.png`), fullPage: true });
  }
  // No horizontal scrolling on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
