import ar from "../messages/ar.json";
import { seededAssessment } from "./assessment-fixtures";
import { expect, instructorOf, test } from "./fixtures/accounts";
import { enrol, signUpStudent } from "./lesson-fixtures";
import { shot } from "./shots";

test("the mobile menu collapses the navigation behind a toggle", async ({ page }) => {
  await page.goto("/");
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  for (const name of ["Home", "Courses", "Languages", "Sign In", "Sign Up"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("combobox", { name: "Language" })).toBeEnabled();
  await menu.getByRole("link", { name: "Courses", exact: true }).click();
  await expect(menu).toBeHidden();
});

// Right to left on a phone (issue 18). Screenshots go where the reviewers look at them.
const SHOTS = process.env.RTL_SHOTS_DIR ?? "/work/notes/shots/i18/rtl";
const PHONE = { width: 390, height: 844 };

async function expectTapTarget(target: import("@playwright/test").Locator) {
  const box = await target.boundingBox();
  expect(box, "laid out").not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

test("Arabic sign-up: fields for addresses and passwords stay left to right, and every control is a 44 px target", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/ar/signup");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const email = page.getByLabel("البريد الإلكتروني");
  await email.fill("layla@");
  await expect(email).toHaveValue("layla@");
  expect(await email.evaluate((field) => getComputedStyle(field).direction)).toBe("ltr");
  const password = page.getByLabel("كلمة المرور", { exact: true });
  await password.fill("Abc123");
  const eye = page.getByRole("button", { name: "إظهار كلمة المرور" }).first();
  await expectTapTarget(eye);
  await eye.click();
  await expect(password).toHaveAttribute("type", "text");
  expect(await password.evaluate((field) => getComputedStyle(field).direction)).toBe("ltr");
  // The terms checkbox: a 20 px box, a 44 px target.
  const terms = page.locator("#agreeToTerms");
  await expectTapTarget(terms);
  await terms.click();
  await expect(terms).toBeChecked();
  await expectTapTarget(page.getByRole("button", { name: "فتح القائمة" }));
  await shot(page, { path: `${SHOTS}/signup-ar-390.png`, fullPage: true });

  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await expectTapTarget(page.locator("#mobile-menu").getByRole("combobox"));
  // The phone menu's toggle sits at the end of the header: the left in Arabic.
  const toggle = await page.getByRole("button", { name: "إغلاق القائمة" }).boundingBox();
  expect(toggle!.x).toBeLessThan(PHONE.width / 2);

  await page.goto("/signup");
  await shot(page, { path: `${SHOTS}/signup-en-390.png`, fullPage: true });
});

test("the Arabic assessment reads right to left on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const userId = await signUpStudent(page.request);
  await enrol(userId, "3-john");
  const assessment = await seededAssessment("3-john");
  await page.goto(`/ar/assessment/${assessment.id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await shot(page, { path: `${SHOTS}/assessment-intro-ar-390.png`, fullPage: true });
  await page.getByRole("button", { name: ar.Assessment.start }).click();
  await expect(page.getByTestId("assessment-position")).toHaveText(`السؤال 1 من ${assessment.drawn}`);
  // The question's options line up on the right edge: their radios sit right of their text.
  const label = page.getByTestId("assessment-question").locator("label").first();
  const radio = await label.getByRole("radio").boundingBox();
  const text = await label.locator("span[dir=auto]").boundingBox();
  expect(radio!.x).toBeGreaterThan(text!.x);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, { path: `${SHOTS}/assessment-question-ar-390.png`, fullPage: true });
  await page.goto(`/assessment/${assessment.id}`);
  await shot(page, { path: `${SHOTS}/assessment-question-en-390.png`, fullPage: true });
});

test("staff find their tools in the phone menu: instructors the studio and Translations, admins the admin pages too", async ({ page, accounts }) => {
  await page.setViewportSize(PHONE);
  const staffLinks = async () => {
    await page.goto("/courses");
    await page.getByRole("button", { name: "Open menu" }).click();
    const staff = page.locator("#mobile-menu").getByRole("navigation", { name: "Staff tools" });
    return staff;
  };
  await accounts.signIn(page, instructorOf());
  let staff = await staffLinks();
  await expect(staff.getByRole("link")).toHaveText(["Studio", "Translations"]);
  await expectTapTarget(staff.getByRole("link", { name: "Translations" }));

  await page.context().clearCookies();
  await accounts.signIn(page, "admin");
  staff = await staffLinks();
  await expect(staff.getByRole("link")).toHaveText(["Studio", "Translations", "Users", "Payments", "Audit log"]);
  await staff.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.locator("#mobile-menu")).toBeHidden();
});
