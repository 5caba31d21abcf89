// The main screens, opened as a visitor, the demo student, a fresh buyer or the admin, in the language whose
// address prefix `at` adds. Shared by the pseudo-locale and reflow specs.
import { expect, type Page } from "@playwright/test";
import { seededAssessment } from "./assessment-fixtures";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";
import { signInByApi } from "./support";

export type Screen = { name: string; open: (page: Page, at: (path: string) => string) => Promise<void> };

const STUDENT = ["student@example.com", "StudyTheWord1"] as const;
const ADMIN = ["admin@example.com", "AdminTheWord1"] as const;

const h1 = (page: Page) => expect(page.locator("#main h1").first()).toBeVisible();

async function visitAs(page: Page, path: string, [email, password]: readonly [string, string]) {
  await signInByApi(page, email, password);
  await page.goto(path);
  await h1(page);
}

/** `at` for a language's prefix: "" for English, "/ar", "/en-XA". */
export const prefixed = (prefix: string) => (path: string) => (prefix && path === "/" ? prefix : `${prefix}${path}`);

export const MAIN_SCREENS: Screen[] = [
  { name: "home", open: async (page, at) => (await page.goto(at("/")), await h1(page)) },
  { name: "catalogue", open: async (page, at) => (await page.goto(at("/courses")), await h1(page)) },
  { name: "course", open: async (page, at) => (await page.goto(at("/course/genesis")), await h1(page)) },
  { name: "lesson", open: async (page, at) => visitAs(page, at(`/course/genesis/lesson/${(await lessonIds("genesis"))[0]}`), STUDENT) },
  {
    name: "checkout",
    open: async (page, at) => {
      await signUpStudent(page.request);
      await page.goto(at("/checkout/numbers"));
      await expect(page.locator('input[autocomplete="cc-number"]')).toBeVisible();
    },
  },
  { name: "dashboard", open: async (page, at) => visitAs(page, at("/dashboard"), STUDENT) },
  {
    name: "assessment start",
    open: async (page, at) => {
      await enrol(await signUpStudent(page.request), "jude");
      await page.goto(at(`/assessment/${(await seededAssessment("jude")).id}`));
      await expect(page.getByTestId("assessment-intro")).toBeVisible();
    },
  },
  { name: "sign in", open: async (page, at) => (await page.goto(at("/login")), await expect(page.locator("form")).toBeVisible()) },
  {
    name: "sign up, errors shown",
    open: async (page, at) => {
      await page.goto(at("/signup"));
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible();
    },
  },
  { name: "certificates", open: async (page, at) => visitAs(page, at("/certificates"), STUDENT) },
  { name: "admin users", open: async (page, at) => visitAs(page, at("/admin/users"), ADMIN) },
];
