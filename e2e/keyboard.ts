// Keyboard-only driving for the journeys: Tab to a control checking at every stop that focus shows, check that
// Tab leaves a widget, where focus lands after a navigation, and what the page's live regions announced.
import { expect, type Locator, type Page } from "@playwright/test";

type Focused = { tag: string; label: string; indicator: boolean; onScreen: boolean; inMain: boolean };

/** The focused element and whether it shows: an outline, or a ring (a box-shadow with a spread and no blur). */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const seen = (colour: string) => colour !== "transparent" && !/rgba\([^)]*,\s*0\)$/.test(colour);
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && seen(style.outlineColor);
      const shadows = style.boxShadow.matchAll(/(rgba?\([^)]*\)|#[0-9a-f]+)\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/gi);
      const ring = [...shadows].some((m) => seen(m[1]!) && parseFloat(m[5]!) > 0 && parseFloat(m[4]!) === 0);
      return outline || ring;
    };
    // An option's ring may be drawn on its label (has-[:focus-visible]).
    const label = el.closest("label");
    const box = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      label: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60),
      indicator: shows(el) || (label !== null && shows(label)),
      onScreen: box.width >= 4 && box.height >= 4,
      inMain: Boolean(document.getElementById("main")?.contains(el)),
    };
  });
}

async function focusProblem(page: Page): Promise<string> {
  const f = await focused(page);
  if (!f) return "focus is on <body>";
  if (!f.onScreen) return `<${f.tag}> "${f.label}" has focus but is not on screen`;
  if (!f.indicator) return `<${f.tag}> "${f.label}" has focus but no visible focus indicator`;
  return "ok";
}

/** The focused element shows it has focus (a transition may take a moment to draw the ring). */
export async function expectFocusVisible(page: Page, where: string) {
  await expect.poll(() => focusProblem(page), { message: `focus visible ${where}`, timeout: 3000 }).toBe("ok");
}

const hasFocus = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement));
const holdsFocus = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

/**
 * Presses Tab (Shift+Tab with back) until `target` (or one of the elements it matches, such as the options of
 * a radio group) has focus, checking at each stop that focus is visible.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target.first()).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await hasFocus(target)) return expectFocusVisible(page, `on ${target}`);
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    await expectFocusVisible(page, `after ${presses + 1} presses of Tab towards ${target}`);
  }
  throw new Error(`Tab never reached ${target} in ${max} presses`);
}

/** From inside `container`, Tab eventually leaves it (no trap), showing focus at every stop. */
export async function expectTabLeaves(page: Page, container: Locator, max = 40) {
  expect(await holdsFocus(container), `focus starts inside ${container}`).toBe(true);
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    await expectFocusVisible(page, `tabbing out of ${container}`);
    if (!(await holdsFocus(container))) return;
  }
  throw new Error(`focus is trapped in ${container}: ${max} presses of Tab did not leave it`);
}

/**
 * A page loaded afresh: focus starts at the top, the first Tab shows the skip link, and following it puts the
 * next Tab inside <main>.
 */
export async function expectSkipLinkToMain(page: Page) {
  expect(await focused(page), "a fresh page starts with focus at its top").toBeNull();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await expectFocusVisible(page, "on the skip link");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expectFocusVisible(page, "after the skip link");
  expect((await focused(page))?.inMain, "the Tab after the skip link lands in <main>").toBe(true);
}

/** After a client-side navigation or a view that replaced the control in use: focus is on the main heading (or <main>). */
export async function expectFocusOnMainHeading(page: Page, name?: string | RegExp) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement;
        const main = document.getElementById("main");
        if (el === main) return "main";
        return el?.tagName === "H1" && main?.contains(el) ? `h1:${el.textContent?.trim()}` : `${el?.tagName}`;
      }),
    )
    .toMatch(/^(main|h1:.*)$/);
  if (name) await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
  await expectFocusVisible(page, "on the page's main heading");
}

export type Announcement = { live: string; text: string };

/**
 * Records, from the page's first script on, every text that appears in a live region with its politeness
 * (aria-live, or the role's own: alert assertive, status and log polite).
 */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const heard: { live: string; text: string }[] = [];
    (window as unknown as { __heard: typeof heard }).__heard = heard;
    const implicit: Record<string, string> = { alert: "assertive", status: "polite", log: "polite" };
    const politeness = (node: Element | null) => {
      for (let n = node; n; n = n.parentElement) {
        const live = n.getAttribute("aria-live") ?? implicit[n.getAttribute("role") ?? ""];
        if (live) return { live, region: n };
      }
      return null;
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target.nodeType === Node.ELEMENT_NODE ? (record.target as Element) : record.target.parentElement;
        const found = politeness(node);
        if (!found || found.live === "off") continue;
        const text = (found.region.textContent ?? "").replace(/\s+/g, " ").trim();
        const last = heard[heard.length - 1];
        if (text && !(last && last.live === found.live && last.text === text)) heard.push({ live: found.live, text });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export const announcements = (page: Page) => page.evaluate(() => (window as unknown as { __heard: Announcement[] }).__heard);
