// Cumulative layout shift of pages as a signed-in student sees them, in Debian's Chromium through Playwright
// (a phone's viewport and a desktop's): what the first paint shows is what stays (issue 29's CLS 0).
import { chromium } from "@playwright/test";
import { recordedLayoutShifts, recordLayoutShifts } from "../lib/layout-shift-recorder.mjs";
import { options } from "./options.mjs";

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/**
 * `cookie`: the Cookie header of the session; `pages`: [label, path]. Resolves to [label, viewport, CLS, shifts],
 * `shifts` naming what moved (element, time, rectangles) so that a CLS above 0 says where to look.
 */
export async function layoutShiftOf(baseUrl, cookie, pages) {
  const browser = await chromium.launch({
    executablePath: options.chromium,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const cookies = cookie.split(/;\s*/).filter(Boolean).map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: baseUrl }));
  const results = [];
  try {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport });
      await context.addCookies(cookies);
      await context.addInitScript(recordLayoutShifts);
      for (const [label, path] of pages) {
        const page = await context.newPage();
        await page.goto(baseUrl + path);
        await page.waitForLoadState("networkidle");
        // What arrives after load (the bell's count, a late island) is in by now.
        await page.waitForTimeout(1_000);
        const shifts = await page.evaluate(recordedLayoutShifts);
        results.push([label, viewportName, shifts.reduce((sum, shift) => sum + shift.value, 0), shifts.map((shift) => shift.text)]);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
