import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import Ajv2019 from "ajv/dist/2019";
import addFormats from "ajv-formats";
import schema from "../test/fixtures/open-badges/ob_v3p0_achievementcredential_schema.json";
import ar from "../messages/ar.json";
import { certifiedStudent } from "./certificate-fixtures";
import { query } from "./support";

// Every lesson of a course completed, and each of its assessments passed, through the routes the lesson and
// assessment pages call (the answers come from the test database; no route reveals them).
async function completeCourse(page: Page, slug: string) {
  const lessons = await query<{ id: string }>(`select l.id from lessons l join courses c on c.id = l."courseId" where c.slug = $1`, [slug]);
  for (const lesson of lessons) {
    expect((await page.request.post("/api/progress/complete", { data: { lessonId: lesson.id } })).ok()).toBeTruthy();
  }
  const keys = await query<{ assessmentId: string; questionId: string; optionId: string }>(
    `select a.id as "assessmentId", q.id as "questionId", o.id as "optionId" from assessments a join courses c on c.id = a."courseId"
     join questions q on q."assessmentId" = a.id join question_options o on o."questionId" = q.id and o."isCorrect" where c.slug = $1`,
    [slug],
  );
  for (const assessmentId of new Set(keys.map((k) => k.assessmentId))) {
    const started = await page.request.post("/api/assessment-attempts", { data: { assessmentId, status: "in_progress" } });
    expect(started.status()).toBe(201);
    // Only the questions this attempt drew from the pool can be answered.
    const attempt = (await started.json()) as { id: string; questions: { id: string }[] };
    const drawn = new Set(attempt.questions.map((q) => q.id));
    const answers = Object.fromEntries(keys.filter((k) => drawn.has(k.questionId)).map((k) => [k.questionId, k.optionId]));
    const attemptId = attempt.id;
    const submitted = await page.request.post("/api/assessment-attempts", { data: { assessmentId, attemptId, answers, status: "completed" } });
    expect((await submitted.json()).passed).toBe(true);
  }
}

test("in Arabic: buy Ruth, complete it, download an Arabic certificate; verify says valid; no student refund, then revoked after an admin's", async ({ page }) => {
  test.slow(); // a purchase, a whole course, a download, two verifications and a refund: 30 s on busy cores
  await page.goto("/ar");
  const email = `e2e-ar-cert-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const created = await page.request.post("/api/signup", { data: { firstName: "ليلى", lastName: "حداد", email, password: "tent-maker-18" } });
  expect(created.status()).toBe(201);

  // Paid with the demo card on the Arabic checkout.
  await page.goto("/ar/checkout/ruth");
  await page.getByLabel(ar.Payments.cardNumber).fill("4242 4242 4242 4242");
  await page.getByLabel(ar.Checkout.expiry).fill("12 / 34");
  await page.getByLabel(ar.Checkout.cvc).fill("123");
  await page.getByRole("button", { name: new RegExp(`^${ar.Checkout.pay.replace("{amount}", "")}`) }).click();
  await expect(page.getByText(ar.Checkout.successTitle)).toBeVisible();
  await completeCourse(page, "ruth");

  // The certificate, downloaded from the Arabic certificates page, is in Arabic with the name in logical order.
  await page.goto("/ar/certificates");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const link = page.getByTestId("course-certificate").locator('a[href$="/pdf"]');
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const pdf = await fs.readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const copy = path.join(os.tmpdir(), `cert-ar-${Date.now()}.pdf`);
  await fs.writeFile(copy, pdf);
  const text = execFileSync("pdftotext", [copy, "-"], { encoding: "utf8" });
  expect(text).toContain("ليلى حداد");
  const [certificate] = await query<{ id: string; serial: string }>(
    `select c.id, c.serial from certificates c join users u on u.id = c."userId" where u.email = $1`,
    [email],
  );
  expect(text).toContain(certificate!.serial);

  // A visitor in Arabic: valid.
  const visitor = await page.context().browser()!.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(`/ar/verify/${certificate!.serial}`);
  await expect(stranger.getByRole("heading", { level: 1, name: ar.Verify.validHeading })).toBeVisible();
  await expect(stranger.getByTestId("verify-holder")).toHaveText("ليلى حداد");
  await expect(stranger.getByTestId("verify-status")).toHaveText(ar.Verify.statusValid);

  // The student submitted the final and downloaded the certificate: the course page says the refund is closed
  // (issue 27), in Arabic. An admin can still refund it, which revokes the certificate.
  await page.goto("/ar/course/ruth");
  await expect(page.getByTestId("refund-state")).toHaveText(ar.Refunds.used);
  await expect(page.getByRole("button", { name: ar.Refunds.request })).toHaveCount(0);
  const [payment] = await query<{ id: string }>(`select p.id from payments p join users u on u.id = p."userId" where u.email = $1 and p.status = 'succeeded'`, [email]);
  const adminContext = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  expect((await adminContext.request.post("/api/login", { data: { email: "admin@example.com", password: "AdminTheWord1" } })).status()).toBe(200);
  expect((await adminContext.request.post(`/api/admin/payments/${payment!.id}/refund`, { data: {} })).status()).toBe(200);
  await adminContext.close();

  // Revoked, with today's date, for the visitor; gone from the holder's list; its PDF answers 410.
  await stranger.reload();
  await expect(stranger.getByRole("heading", { level: 1, name: ar.Verify.revokedHeading })).toBeVisible();
  const today = new Intl.DateTimeFormat("ar", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
  await expect(stranger.getByTestId("verify-status")).toHaveText(ar.Verify.statusRevoked.replace("{date}", today));
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await visitor.close();
  await page.goto("/ar/certificates");
  await expect(page.getByText(ar.Certificates.noCourseCertificates)).toBeVisible();
  const gone = await page.request.get(`/api/certificates/${certificate!.id}/pdf`);
  expect(gone.status()).toBe(410);
  // The credential's revocation list now names it.
  const status = await (await page.request.get(`/api/certificates/${certificate!.serial}/status`)).json();
  expect(status.revokedCredentials).toEqual([expect.objectContaining({ id: expect.stringContaining(certificate!.serial) })]);
});

test("the certificate's LinkedIn link, public choice, verify page and credential", async ({ page, context }) => {
  const s = await certifiedStudent(page, "jonah");
  await page.goto("/certificates");
  const card = page.getByTestId("course-certificate");
  const title = "Jonah – Course Completion";

  // Add to LinkedIn carries the certification's fields.
  const linkedIn = new URL((await card.getByRole("link", { name: `Add to LinkedIn: ${title} (opens LinkedIn)` }).getAttribute("href"))!);
  expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe("https://www.linkedin.com/profile/add");
  const fields = Object.fromEntries(linkedIn.searchParams);
  expect(fields).toMatchObject({ startTask: "CERTIFICATION_NAME", name: title, organizationName: "Biblical Studies Academy", issueYear: "2026", issueMonth: "3", certId: s.serial });
  expect(new URL(fields.certUrl!).pathname).toBe(`/verify/${s.serial}`);

  // Copy link works; Share is hidden where the browser has no share sheet (Chromium on Linux here).
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const hasShare = await page.evaluate(() => typeof navigator.share === "function");
  await expect(card.getByRole("button", { name: `Share the verification link of ${title}` })).toHaveCount(hasShare ? 1 : 0);
  await card.getByRole("button", { name: `Copy link: ${title}` }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(`/verify/${s.serial}`);

  // Private by default: the verify page says noindex; the holder makes it public, and it may be indexed.
  await page.goto(`/verify/${s.serial}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto("/certificates");
  const toggle = page.getByTestId("course-certificate").getByRole("checkbox", { name: /Public verification page/ });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect.poll(async () => (await query<{ public: boolean }>(`select public from certificates where id = $1`, [s.id]))[0]!.public).toBe(true);

  // A visitor: valid, with holder, achievement, date, issuer and status, in the visitor's language.
  const visitor = await page.context().browser()!.newContext();
  const stranger = await visitor.newPage();
  expect((await stranger.goto(`/verify/${s.serial}`))!.status()).toBe(200);
  await expect(stranger.getByRole("heading", { level: 1, name: "Genuine certificate" })).toBeVisible();
  await expect(stranger.getByTestId("verify-holder")).toHaveText("Priscilla Pontus");
  await expect(stranger.getByTestId("verify-achievement")).toHaveText(title);
  await expect(stranger.getByTestId("verify-issued")).toHaveText("March 14, 2026");
  await expect(stranger.getByTestId("verify-issuer")).toHaveText("Biblical Studies Academy");
  await expect(stranger.getByTestId("verify-status")).toHaveText("Valid");
  await expect(stranger.locator('meta[name="robots"]')).not.toHaveAttribute("content", /noindex/);

  // The credential JSON it links to validates against the Open Badges 3.0 schema.
  const credentialHref = await stranger.getByTestId("verify-credential").getAttribute("href");
  const credential = await (await stranger.request.get(credentialHref!)).json();
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  expect(validate(credential), JSON.stringify(validate.errors)).toBe(true);
  expect(credential.credentialSubject.achievement.name).toBe(title);

  await visitor.close();
});
