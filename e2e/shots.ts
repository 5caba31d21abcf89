// Screenshots for people to look at (a journey's steps, a layout on a phone), never compared by a test. Taken
// when E2E_SHOTS is set (or SHOTS_DIR / RTL_SHOTS_DIR, which choose where some specs put theirs), and once the
// running test has already failed a soft check, so its report shows the screen; otherwise skipped: a shot is
// CPU the whole suite waits for on the 2-core CI machine (a full-page one lays the page out again at its full
// height and encodes a PNG of it). A skipped element shot still waits for what the shot would have waited for:
// its element visible.
import { expect, test, type Locator, type Page } from "@playwright/test";

type ShotOptions = { path: string; fullPage?: boolean };

/** Whether this run takes the screenshots (E2E_SHOTS=1, or a folder for them named). */
export const shotsWanted = () => Boolean(process.env.E2E_SHOTS || process.env.SHOTS_DIR || process.env.RTL_SHOTS_DIR);

export async function shot(target: Page | Locator, options: ShotOptions) {
  if (shotsWanted() || test.info().errors.length > 0) {
    await target.screenshot(options);
    return;
  }
  if (!("goto" in target)) await expect(target).toBeVisible();
}
