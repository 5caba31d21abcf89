import { expect, test } from "./fixtures/reused-pages";
import { MAIN_SCREENS, prefixed } from "./main-screens";

// WCAG 2.3.3 / prefers-reduced-motion: with reduced motion asked for, no animation or transition runs on the main
// screens, hovered and focused too. (Reflow, WCAG 1.4.10, is checked on a11y.spec.ts's desktop pages: e2e/reflow.ts.)

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
