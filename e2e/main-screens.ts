// The main screens, opened as a visitor, the spec's student (with the demo student's history), a fresh buyer or
// the spec's admin, in the language whose address prefix `at` adds. Shared by the pseudo-locale and reduced-motion
// specs, which sign in as `as` before the screen opens (test.use({ signedInAs: screen.as })); a11y.spec.ts opens the
// same screens (its `reflow` ones) and checks them for sideways scrolling.
import { expect, type Page } from "@playwright/test";
import { seededAssessment } from "./assessment-fixtures";
import type { AccountSpec } from "./fixtures/accounts";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";

export type Screen = { name: string; as?: AccountSpec; open: (page: Page, at: (path: string) => string) => Promise<void> };

const h1 = (page: Page) => expect(page.locator("#main h1").first()).toBeVisible();

async function visit(page: Page, path: string) {
  await page.goto(path);
  await h1(page);
}

/** `at` for a language's prefix: "" for English, "/ar", "/en-XA". */
export const prefixed = (prefix: string) => (path: string) => (prefix && path === "/" ? prefix : `${prefix}${path}`);

export const MAIN_SCREENS: Screen[] = [
  { name: "home", open: async (page, at) => (await page.goto(at("/")), await h1(page)) },
  { name: "catalogue", open: async (page, at) => (await page.goto(at("/courses")), await h1(page)) },
  { name: "course", open: async (page, at) => (await page.goto(at("/course/genesis")), await h1(page)) },
  { name: "lesson", as: "student", open: async (page, at) => visit(page, at(`/course/genesis/lesson/${(await lessonIds("genesis"))[0]}`)) },
  {
    name: "checkout",
    open: async (page, at) => {
      await signUpStudent(page.request);
      await page.goto(at("/checkout/numbers"));
      await expect(page.locator('input[autocomplete="cc-number"]')).toBeVisible();
    },
  },
  { name: "dashboard", as: "student", open: async (page, at) => visit(page, at("/dashboard")) },
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
  { name: "certificates", as: "student", open: async (page, at) => visit(page, at("/certificates")) },
  { name: "admin users", as: "admin", open: async (page, at) => visit(page, at("/admin/users")) },
];
