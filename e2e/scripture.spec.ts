import { expect, test, type Page } from "@playwright/test";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";
import { shot } from "./shots";

// Romans lesson 1 opens with "Read: Romans 1:1-17; Romans 15:14–16:27": its references are buttons that open the
// passage in place, from the texts shipped with the app (WEB in English, Reina-Valera 1909 in Spanish).
async function openRomansLesson(page: Page, prefix = "") {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "romans");
  const [first] = await lessonIds("romans");
  await page.goto(`${prefix}/course/romans/lesson/${first}`);
}

const reference = (page: Page) => page.locator("#lesson-content-heading ~ div button[data-scripture-ref='Rom.1.1-Rom.1.17']");

test("desktop: a reference opens a popover by keyboard and mouse, Escape closes it and focus returns", async ({ page }, testInfo) => {
  await openRomansLesson(page);
  const button = reference(page);
  await expect(button).toHaveText("Romans 1:1-17");
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // Keyboard only: focus the reference, Enter opens, focus moves into the popover.
  await button.focus();
  await page.keyboard.press("Enter");
  const popover = page.getByRole("dialog", { name: "Romans 1:1-17" });
  await expect(popover).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(button).toHaveAttribute("aria-controls", (await popover.getAttribute("id"))!);
  const passage = popover.getByTestId("scripture-passage");
  await expect(passage).toContainText("Paul, a servant of Jesus Christ, called to be an apostle");
  await expect(passage).toHaveAttribute("lang", "en");
  await expect(popover).toContainText("World English Bible · Public domain");
  await expect(popover.getByRole("button", { name: "Close" })).toBeFocused();
  await shot(page, { path: testInfo.outputPath("scripture-popover.png") });
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // Mouse, and the "Read first" list opens a whole chapter the same way.
  await button.click();
  await expect(page.getByRole("dialog", { name: "Romans 1:1-17" })).toBeVisible();
  await page.keyboard.press("Escape");
  const readFirst = page.getByRole("navigation", { name: "Read first" });
  await expect(readFirst.getByRole("button")).toContainText(["Romans 1"]);
  await readFirst.getByRole("button", { name: "Romans 13", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Romans 13" }).getByTestId("scripture-passage")).toContainText("Let every soul be in subjection");
});

test("Spanish: the passage comes from Reina-Valera 1909", async ({ page }) => {
  // The lesson is in Spanish (issue 32): its reference reads "Romanos 1:1-17".
  await openRomansLesson(page, "/es");
  await expect(reference(page)).toHaveText("Romanos 1:1-17");
  await reference(page).click();
  const popover = page.getByRole("dialog", { name: "Romanos 1:1-17" });
  await expect(popover.getByTestId("scripture-passage")).toContainText("PABLO, siervo de Jesucristo, llamado á ser apóstol");
  await expect(popover.getByTestId("scripture-passage")).toHaveAttribute("lang", "es");
  await expect(popover).toContainText("Reina-Valera 1909 · Dominio público");
});

test("a bare citation opens the lesson's own book: Romans (15:19)", async ({ page }) => {
  await openRomansLesson(page);
  const bare = page.locator("#lesson-content-heading ~ div button[data-scripture-ref='Rom.15.19']").first();
  await expect(bare).toHaveText("15:19");
  await bare.click();
  await expect(page.getByRole("dialog", { name: "15:19" }).getByTestId("scripture-passage")).toContainText("in the power of signs and wonders");
});

test("German: Johannes 20,30-31 opens John 20:30-31, and the lesson says its quotations are translated from the WEB", async ({ page }) => {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "john");
  const [first] = await lessonIds("john");
  await page.goto(`/de/course/john/lesson/${first}`);
  await expect(page.getByRole("note").filter({ hasText: "aus der englischen World English Bible (gemeinfrei) übersetzt" })).toBeVisible();
  const button = page.locator("#lesson-content-heading ~ div button[data-scripture-ref='John.20.30-John.20.31']").first();
  await expect(button).toHaveText("Johannes 20,30-31");
  await button.click();
  const popover = page.getByRole("dialog", { name: "Johannes 20,30-31" });
  await expect(popover.getByTestId("scripture-passage")).toContainText("Therefore Jesus did many other signs");
  await expect(popover).toContainText("World English Bible · Gemeinfrei");
  await expect(popover).toContainText("Englischer Text");
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a reference opens a bottom sheet by keyboard and tap, Escape closes it and focus returns", async ({ page }, testInfo) => {
    await openRomansLesson(page);
    const button = reference(page);
    await button.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Romans 1:1-17" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId("scripture-passage")).toContainText("Paul, a servant of Jesus Christ");
    // A sheet along the bottom edge, the full width of the screen.
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.width)).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(844);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await shot(page, { path: testInfo.outputPath("scripture-sheet.png") });
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();

    await button.tap();
    await expect(page.getByRole("dialog", { name: "Romans 1:1-17" })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).tap();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
