import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import Ajv2019 from "ajv/dist/2019";
import addFormats from "ajv-formats";
import schema from "../test/fixtures/open-badges/ob_v3p0_achievementcredential_schema.json";
import ar from "../messages/ar.json";
import { query } from "./support";

// A student with one completed course and its certificate. Completing a course through lessons and assessments is
// covered by the assessment journeys; here the rows that issuing writes are written directly, as in certificates.spec.ts.
async function certifiedStudent(page: Page, slug: string) {
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

test("on the Arabic site the student downloads an Arabic certificate", async ({ page }) => {
  const s = await certifiedStudent(page, "ruth");
  await page.goto("/ar/certificates");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const card = page.getByTestId("course-certificate");
  const link = card.locator('a[href$="/pdf"]');
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const file = (await download.path())!;
  const pdf = await fs.readFile(file);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The same link asked from the Arabic page answers in Arabic.
  const href = await link.getAttribute("href");
  const response = await page.request.get(href!, { headers: { referer: page.url() } });
  expect(response.headers()["content-language"]).toBe("ar");
  // And its text is Arabic: pdftotext (poppler-utils) finds Arabic letters in it.
  const copy = path.join(os.tmpdir(), `cert-${s.serial}.pdf`);
  await fs.writeFile(copy, await response.body());
  const text = execFileSync("pdftotext", [copy, "-"], { encoding: "utf8" });
  expect(text).toMatch(/[\u0600-\u06FF]/);
  expect(text).toContain(s.serial);
});

test("the certificate's LinkedIn link, public choice and credential, then valid → revoked on the verify page", async ({ page, context }) => {
  const s = await certifiedStudent(page, "jonah");
  await page.goto("/certificates");
  const card = page.getByTestId("course-certificate");
  const title = "Jonah – Course Completion";

  // Add to LinkedIn carries the certification's fields.
  const linkedIn = new URL((await card.getByRole("link", { name: `Add ${title} to your LinkedIn profile (opens LinkedIn)` }).getAttribute("href"))!);
  expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe("https://www.linkedin.com/profile/add");
  const fields = Object.fromEntries(linkedIn.searchParams);
  expect(fields).toMatchObject({ startTask: "CERTIFICATION_NAME", name: title, organizationName: "Biblical Studies Academy", issueYear: "2026", issueMonth: "3", certId: s.serial });
  expect(new URL(fields.certUrl!).pathname).toBe(`/verify/${s.serial}`);

  // Copy link works; Share is hidden where the browser has no share sheet (Chromium on Linux here).
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const hasShare = await page.evaluate(() => typeof navigator.share === "function");
  await expect(card.getByRole("button", { name: `Share the verification link of ${title}` })).toHaveCount(hasShare ? 1 : 0);
  await card.getByRole("button", { name: `Copy the verification link of ${title}` }).click();
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

  // Revoked (what a refund's transaction writes; the refund itself is covered by lib/certificates/revocation.int.test.ts).
  await query(`update certificates set "revokedAt" = '2026-03-20T09:00:00Z', "revokedReason" = 'refund' where id = $1`, [s.id]);
  await stranger.reload();
  await expect(stranger.getByRole("heading", { level: 1, name: "Certificate revoked" })).toBeVisible();
  await expect(stranger.getByTestId("verify-status")).toHaveText("Revoked on March 20, 2026");
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await stranger.goto(`/ar/verify/${s.serial}`);
  await expect(stranger.getByRole("heading", { level: 1, name: ar.Verify.revokedHeading })).toBeVisible();
  await expect(stranger.getByTestId("verify-status")).toContainText(new Intl.DateTimeFormat("ar", { dateStyle: "long", timeZone: "UTC" }).format(new Date("2026-03-20T09:00:00Z")));
  await visitor.close();

  // The holder no longer sees it, and its PDF is gone (410).
  await page.goto("/certificates");
  await expect(page.getByText("No course certificates earned yet")).toBeVisible();
  const gone = await page.request.get(`/api/certificates/${s.id}/pdf`);
  expect(gone.status()).toBe(410);
  expect((await gone.json()).error).toMatch(/revoked/);
});
