import { expect, test } from "./fixtures/accounts";
import { MAIN_SCREENS, prefixed } from "./main-screens";

// WCAG 1.4.10 Reflow and 2.3.3 / prefers-reduced-motion, in a left-to-right and a right-to-left language.
// 320×640 is 1280 px wide at 400% zoom; 640×400 is a 1280×800 screen at 200%. No screen may scroll sideways.

const LOCALES = [
  { name: "English", at: prefixed("") },
  { name: "Arabic", at: prefixed("/ar") },
];
const ZOOMS = [
  { name: "320 px (400%)", viewport: { width: 320, height: 640 } },
  { name: "640 px (200%)", viewport: { width: 640, height: 400 } },
];

/** The page's widths, and the outermost elements that stick out past its edges (for the failure message). */
function overflow() {
  const width = document.documentElement.clientWidth;
  const sticksOut = (element: Element | null) => {
    const box = element?.getBoundingClientRect();
    return Boolean(box && box.width > 0 && (box.right > width + 1 || box.left < -1));
  };
  const culprits = [...document.body.querySelectorAll("*")]
    .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
    .slice(0, 8)
    .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${Math.round(element.getBoundingClientRect().width)} px`);
  return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, culprits };
}

for (const zoom of ZOOMS) {
  test.describe(zoom.name, () => {
    test.use({ viewport: zoom.viewport });
    for (const locale of LOCALES) {
      for (const screen of MAIN_SCREENS) {
        test.describe(() => {
          test.use({ signedInAs: screen.as });
          test(`no sideways scrolling: ${screen.name}, ${locale.name}, ${zoom.name}`, async ({ page }) => {
            await screen.open(page, locale.at);
            const { scrollWidth, clientWidth, culprits } = await page.evaluate(overflow);
            expect(scrollWidth, culprits.join("\n")).toBeLessThanOrEqual(clientWidth);
          });
        });
      }
    }
  });
}

/** CSS and script animations still running after the page settled, longer than 10 ms. */
function longAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === "running" && Number(animation.effect?.getComputedTiming().endTime ?? 0) > 10)
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = "animationName" in animation ? (animation as CSSAnimation).animationName : "transitionProperty" in animation ? (animation as CSSTransition).transitionProperty : "script";
      return `${name} on <${target?.tagName.toLowerCase()} class="${target?.className}">`;
    });
}

const MOTION_SCREENS = ["home", "catalogue", "course", "lesson", "dashboard"];

test.describe("prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });
  for (const screen of MAIN_SCREENS.filter((s) => MOTION_SCREENS.includes(s.name))) {
    test.describe(() => {
      test.use({ signedInAs: screen.as });
      test(`no animation or transition runs: ${screen.name}`, async ({ page }) => {
        await screen.open(page, prefixed(""));
        // Hover and focus start transitions too: move over the first link and tab to the first control.
        await page.locator("#main a:visible").first().hover();
        await page.keyboard.press("Tab");
        expect(await page.evaluate(longAnimations)).toEqual([]);
      });
    });
  }

  test("a spinner and a loading skeleton (endless animations) stop at once", async ({ page }) => {
    await page.goto("/");
    // Tailwind's endless animations as the loading states use them (they show only while something loads).
    await page.evaluate(() => {
      for (const name of ["animate-spin", "animate-pulse"]) document.body.insertAdjacentHTML("beforeend", `<div class="${name} size-4"></div>`);
    });
    expect(await page.evaluate(longAnimations)).toEqual([]);
  });
});
