import fs from "node:fs/promises";
import { expect, test } from "./fixtures/accounts";
import { shot } from "./shots";
import { query } from "./support";
import ar from "../messages/ar.json";

// The spec's student has the demo student's history, with a Genesis certificate (prisma/seed/demo-progress.ts).
// Expected numbers come from the database, so the test stays right if another journey moves the student on.

test("the demo student downloads the Genesis certificate, shares its link and the link verifies it", async ({ page, context, accounts }) => {
  const { id, firstName, lastName } = await accounts.user("student");
  const student = { id, name: `${firstName} ${lastName}` };
  const [genesis] = await query<{ id: string; serial: string }>(
    `select ce.id, ce.serial from certificates ce join courses c on c.id = ce."courseId" where ce."userId" = $1 and c.slug = 'genesis'`,
    [student.id],
  );
  const count = async (sql: string) => (await query<{ count: number }>(sql, [student.id]))[0]!.count;
  const courseCount = await count(`select count(*)::int as count from certificates where "userId" = $1 and type = 'course_completion'`);
  const bibleDone = await count(
    `select count(*)::int as count from enrollments e join courses c on c.id = e."courseId"
     where e."userId" = $1 and e.status = 'completed' and c.testament is not null`,
  );
  // No Web Share sheet in this browser: Share is hidden; Copy link copies it.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await accounts.signIn(page, "student");
  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: "My Certificates" }).click();
  await expect(page).toHaveURL(/\/certificates$/);
  await expect(page.getByRole("heading", { level: 1, name: "Certificates & Achievements" })).toBeVisible();

  const diploma = page.getByRole("region", { name: "Biblical Studies Diploma" });
  await expect(diploma.getByText("Complete all Bible courses to earn your diploma")).toBeVisible();
  await expect(diploma.getByTestId("diploma-progress")).toHaveText(`${bibleDone} of 66 Bible courses completed`);

  const list = page.getByRole("region", { name: `Course Certificates (${courseCount})` });
  await expect(list).toBeVisible();
  const card = list.getByTestId("course-certificate").filter({ hasText: "Genesis – Course Completion" });
  await expect(card.getByRole("heading", { name: "Genesis – Course Completion" })).toBeVisible();
  await expect(card.getByText(/^Issued [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card.getByText(`Certificate no. ${genesis!.serial}`)).toBeVisible();
  await shot(page, { path: test.info().outputPath("certificates-desktop.png"), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download Genesis – Course Completion (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${genesis!.serial}.pdf`);
  const pdf = await fs.readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await card.getByRole("button", { name: "Copy link: Genesis – Course Completion" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe(`/verify/${genesis!.serial}`);

  // The verification page is public: a visitor with no session opens the shared link.
  const visitor = await page.context().browser()!.newContext();
  const stranger = await visitor.newPage();
  const response = await stranger.goto(link);
  expect(response!.status()).toBe(200);
  await expect(stranger.getByRole("heading", { level: 1, name: "Genuine certificate" })).toBeVisible();
  await expect(stranger.getByTestId("verify-holder")).toHaveText(student.name);
  await expect(stranger.getByTestId("verify-achievement")).toHaveText("Genesis – Course Completion");
  await expect(stranger.getByTestId("verify-serial")).toHaveText(genesis!.serial);
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await shot(stranger, { path: test.info().outputPath("verify-desktop.png"), fullPage: true });

  // The PDF itself stays private.
  const anonymous = await stranger.request.get(`/api/certificates/${genesis!.id}/pdf`);
  expect(anonymous.status()).toBe(401);
  await visitor.close();
});

test("an unknown serial is answered 'not valid' with status 404, in Arabic too", async ({ page }) => {
  const response = await page.goto("/verify/BSA-0000-0000-0000-0000");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate not valid" })).toBeVisible();
  // Next.js adds its own noindex to a 404 beside the page's: every robots tag must say noindex.
  const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((t) => t.getAttribute("content")));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toMatch(/noindex/);

  const arabic = await page.goto("/ar/verify/not-a-serial");
  expect(arabic!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: ar.Verify.invalidHeading })).toBeVisible();
});

test("a student without certificates sees the empty states", async ({ page }) => {
  await page.goto("/");
  const created = await page.request.post("/api/signup", {
    data: { firstName: "Lidia", lastName: "Tiatira", email: `e2e-cert-${Date.now()}@example.com`, password: "purple-cloth-8" },
  });
  expect(created.ok()).toBeTruthy();
  await page.goto("/certificates");
  await expect(page.getByText("Complete all Bible courses to earn your diploma")).toBeVisible();
  await expect(page.getByTestId("diploma-progress")).toHaveText("0 of 66 Bible courses completed");
  await expect(page.getByRole("heading", { name: "Course Certificates (0)" })).toBeVisible();
  await expect(page.getByText("No course certificates earned yet")).toBeVisible();
});

test("a diploma holder sees the diploma card, downloads it and can share it", async ({ page }) => {
  await page.goto("/");
  const email = `e2e-diploma-${Date.now()}@example.com`;
  const created = await page.request.post("/api/signup", { data: { firstName: "Apollos", lastName: "Alexandria", email, password: "eloquent-man-24" } });
  expect(created.ok()).toBeTruthy();
  // Completing 66 courses through the UI is out of reach here; the diploma row is what issuing writes.
  const serial = `BSA-E2E${Date.now().toString(36).toUpperCase()}`;
  await query(
    `insert into certificates (id, "userId", type, title, serial, "scopeKey", "issuedAt")
     select 'e2e-diploma-' || u.id, u.id, 'diploma', 'Diploma in Biblical Studies', $2, u.id || ':diploma', now() from users u where u.email = $1`,
    [email, serial],
  );
  await page.goto("/certificates");
  const card = page.getByTestId("diploma-card");
  await expect(card.getByRole("heading", { name: "Diploma in Biblical Studies" })).toBeVisible();
  await expect(page.getByText("Complete all Bible courses to earn your diploma")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Copy link: Diploma in Biblical Studies" })).toBeVisible();
  const href = await card.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="certificate-${serial}.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await page.goto(`/verify/${serial}`);
  await expect(page.getByTestId("verify-achievement")).toHaveText("Diploma in Biblical Studies");
  await expect(page.getByTestId("verify-holder")).toHaveText("Apollos Alexandria");
});

test("a signed-out visitor of /certificates is sent to sign in", async ({ page }) => {
  await page.goto("/certificates");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcertificates$/);
});
