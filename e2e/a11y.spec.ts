import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import { seededAssessment } from "./assessment-fixtures";
import { axeViolations } from "./axe";
import { instructorOf, type AccountSpec } from "./fixtures/accounts";
import { expect, test } from "./fixtures/reused-pages";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";
import { sidewaysScrolling, ZOOMS } from "./reflow";
import { query } from "./support";

// Every screen, in a left-to-right and a right-to-left language, on a phone and on a desktop, against every
// WCAG 2.0–2.2 A and AA rule axe has (experimental ones included, e2e/axe.ts). One test per
// screen × language × viewport; a failure lists each rule, node and what to fix. On the desktop, the main screens
// (`reflow`) are then narrowed to 320 and 640 px, which must not scroll sideways (WCAG 1.4.10, e2e/reflow.ts): a
// step each, on the page already open, with its own failure message.

type Messages = typeof en;
type Visit = { page: Page; at: (path: string) => string; m: Messages; student: () => Promise<{ id: string }> };
// `shot`: a screen changed for this suite, photographed when A11Y_SHOTS names a folder (for a person to look at).
// `as`: the account the screen is opened by, signed in before the test starts.
// `reflow`: one of the main screens (e2e/main-screens.ts), also checked for sideways scrolling on the desktop.
type Screen = { name: string; open: (visit: Visit) => Promise<void>; shot?: string; as?: AccountSpec; reflow?: true };

// Matthew's first lesson has a video, like Genesis's; no other spec checks Matthew's course page, which names
// its instructors.
const INSTRUCTOR = instructorOf("matthew");

const h1 = (page: Page) => expect(page.locator("main h1, #main h1").first()).toBeVisible();
const main = (page: Page) => page.locator("#main");

async function openCheckout({ page, at }: Visit) {
  await signUpStudent(page.request);
  await page.goto(at("/checkout/numbers"));
  await expect(page.locator('input[autocomplete="cc-number"]')).toBeVisible();
}

/** A fresh student enrolled in Jude, on its assessment's introduction. */
async function openAssessment({ page, at }: Visit) {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "jude");
  const assessment = await seededAssessment("jude");
  await page.goto(at(`/assessment/${assessment.id}`));
  await expect(page.getByTestId("assessment-intro")).toBeVisible();
  return assessment;
}

async function startAssessment(visit: Visit) {
  await openAssessment(visit);
  await visit.page.getByRole("button", { name: visit.m.Assessment.start }).click();
  await expect(visit.page.getByTestId("assessment-question")).toBeVisible();
}

async function answerShownQuestion(page: Page) {
  await page.getByTestId("assessment-question").getByRole("radio").first().check();
}

const SCREENS: Screen[] = [
  { name: "home", shot: "home", reflow: true, open: async ({ page, at }) => (await page.goto(at("/")), await h1(page)) },
  { name: "catalogue", reflow: true, open: async ({ page, at }) => (await page.goto(at("/courses")), await h1(page)) },
  { name: "course", reflow: true, open: async ({ page, at }) => (await page.goto(at("/course/genesis")), await h1(page)) },
  {
    name: "lesson with the player",
    as: "student",
    reflow: true,
    open: async (visit) => {
      const [first] = await lessonIds("genesis");
      await visit.page.goto(visit.at(`/course/genesis/lesson/${first}`));
      await expect(visit.page.locator("video")).toBeAttached();
      await h1(visit.page);
    },
  },
  {
    name: "lesson with the upload card, as its instructor",
    as: INSTRUCTOR,
    open: async (visit) => {
      const [first] = await lessonIds("matthew");
      await visit.page.goto(visit.at(`/course/matthew/lesson/${first}`));
      const card = visit.page.getByRole("region", { name: visit.m.VideoUpload.title });
      await card.getByRole("button", { name: visit.m.VideoUpload.uploadVideo }).click();
      await expect(card.getByRole("status")).toHaveText(visit.m.VideoUpload.status.idle);
    },
  },
  { name: "checkout with the demo card form", reflow: true, open: openCheckout },
  {
    name: "checkout with a declined card",
    open: async (visit) => {
      await openCheckout(visit);
      await visit.page.locator('input[autocomplete="cc-number"]').fill("4000 0000 0000 0002");
      await visit.page.locator('input[autocomplete="cc-exp"]').fill("12 / 34");
      await visit.page.locator('input[autocomplete="cc-csc"]').fill("123");
      await visit.page.locator('form button[type="submit"]').click();
      await expect(visit.page.locator("#demo-card-error")).toBeVisible();
    },
  },
  { name: "dashboard", as: "student", reflow: true, open: async ({ page, at }) => (await page.goto(at("/dashboard")), await h1(page)) },
  { name: "grades", shot: "grades", as: "student", open: async ({ page, at }) => (await page.goto(at("/dashboard/grades")), await h1(page)) },
  { name: "certificates", shot: "certificates", as: "student", reflow: true, open: async ({ page, at }) => (await page.goto(at("/certificates")), await h1(page)) },
  {
    name: "verify, a valid certificate",
    shot: "verify",
    open: async ({ page, at }) => {
      const [certificate] = await query<{ serial: string }>(`SELECT serial FROM certificates ORDER BY "issuedAt" LIMIT 1`);
      await page.goto(at(`/verify/${certificate!.serial}`));
      await h1(page);
    },
  },
  { name: "verify, an unknown serial", open: async ({ page, at }) => (await page.goto(at("/verify/BSA-NOSUCHSERIAL")), await h1(page)) },
  { name: "assessment start", reflow: true, open: async (visit) => void (await openAssessment(visit)) },
  { name: "assessment question", open: startAssessment },
  {
    name: "assessment navigator, one answered",
    open: async (visit) => {
      await startAssessment(visit);
      await answerShownQuestion(visit.page);
      const navigator = visit.page.getByRole("navigation", { name: visit.m.Assessment.navigator });
      await navigator.getByRole("button").nth(2).click();
      await expect(navigator.getByRole("button").nth(2)).toHaveAttribute("aria-current", "step");
    },
  },
  {
    name: "assessment result",
    open: async (visit) => {
      await startAssessment(visit);
      const { page, m } = visit;
      const navigator = page.getByRole("navigation", { name: m.Assessment.navigator });
      const count = await navigator.getByRole("button").count();
      for (let i = 0; i < count; i++) {
        await navigator.getByRole("button").nth(i).click();
        await answerShownQuestion(page);
      }
      await page.getByRole("button", { name: m.Assessment.submit, exact: true }).click();
      await expect(page.getByTestId("assessment-result")).toBeVisible();
    },
  },
  { name: "sign in", shot: "sign-in", reflow: true, open: async ({ page, at }) => (await page.goto(at("/login")), await expect(page.locator("form")).toBeVisible()) },
  {
    name: "sign up with errors shown",
    reflow: true,
    open: async ({ page, at }) => {
      await page.goto(at("/signup"));
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible();
    },
  },
  { name: "forgot password", open: async ({ page, at }) => (await page.goto(at("/forgot-password")), await expect(page.locator("form")).toBeVisible()) },
  {
    name: "reset password",
    open: async ({ page, at, student }) => {
      const token = randomBytes(32).toString("base64url");
      await query(
        `INSERT INTO password_reset_tokens (id, "userId", "tokenHash", "expiresAt") VALUES ('e2e-a11y-' || $1, $2, $1, now() + interval '1 hour')`,
        [createHash("sha256").update(token).digest("hex"), (await student()).id],
      );
      await page.goto(at(`/reset-password/${token}`));
      await expect(page.locator("form")).toBeVisible();
    },
  },
  {
    name: "translations, instructor",
    as: INSTRUCTOR,
    open: async ({ page, at }) => {
      await page.goto(at("/translations"));
      await expect(main(page).getByTestId("translation-course").first()).toBeVisible();
    },
  },
  { name: "admin users", as: "admin", reflow: true, open: async ({ page, at }) => (await page.goto(at("/admin/users")), await h1(page)) },
  { name: "admin payments", as: "admin", open: async ({ page, at }) => (await page.goto(at("/admin/payments")), await h1(page)) },
  { name: "admin audit", as: "admin", open: async ({ page, at }) => (await page.goto(at("/admin/audit")), await h1(page)) },
  { name: "404", open: async ({ page, at }) => (await page.goto(at("/no-such-page")), await h1(page)) },
];

const LOCALES = [
  { name: "English", prefix: "", m: en },
  { name: "Arabic", prefix: "/ar", m: ar as unknown as Messages },
];
const VIEWPORTS = [
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, reflow: false },
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, reflow: true },
];

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use(viewport.use);
    for (const locale of LOCALES) {
      for (const screen of SCREENS) {
        const reflow = viewport.reflow && screen.reflow;
        test.describe(() => {
          test.use({ signedInAs: screen.as });
          const title = `axe, every WCAG A/AA rule${reflow ? ", and no sideways scrolling at 320 and 640 px" : ""}: ${screen.name}, ${locale.name}, ${viewport.name}`;
          test(title, async ({ page, accounts }) => {
            const at = (path: string) => (locale.prefix ? `${locale.prefix}${path === "/" ? "" : path}` : path);
            await screen.open({ page, at, m: locale.m, student: () => accounts.user("student") });
            const shots = process.env.A11Y_SHOTS;
            if (shots && screen.shot) await page.screenshot({ path: `${shots}/${screen.shot}-${locale.name === "Arabic" ? "ar" : "en"}-${viewport.name}.png`, fullPage: true });
            // Soft: a failing check still lets the next ones run and report.
            await test.step("axe, every WCAG A/AA rule", async () => expect.soft((await axeViolations(page)).join("\n"), "axe violations").toBe(""));
            if (!reflow) return;
            for (const zoom of ZOOMS) {
              await test.step(`no sideways scrolling at ${zoom.name}`, async () => {
                const { scrollWidth, clientWidth, culprits } = await sidewaysScrolling(page, zoom.viewport);
                expect.soft(scrollWidth, `sideways scrolling at ${zoom.name}:\n${culprits.join("\n")}`).toBeLessThanOrEqual(clientWidth);
              });
            }
          });
        });
      }
    }
  });
}
