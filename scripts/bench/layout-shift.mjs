// Cumulative layout shift of pages as a signed-in student sees them, in Debian's Chromium through Playwright
// (a phone's viewport and a desktop's): what the first paint shows is what stays (issue 29's CLS 0).
import { chromium } from "@playwright/test";
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
      await context.addInitScript(() => {
        window.__cls = 0;
        window.__shifts = [];
        const describe = (node) => (node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ""}${node.getAttribute("data-testid") ? `[data-testid=${node.getAttribute("data-testid")}]` : ""}` : String(node?.nodeName));
        const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            window.__cls += entry.value;
            const moved = entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join("; ");
            window.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      for (const [label, path] of pages) {
        const page = await context.newPage();
        await page.goto(baseUrl + path);
        await page.waitForLoadState("networkidle");
        // What arrives after load (the bell's count, a late island) is in by now.
        await page.waitForTimeout(1_000);
        const { cls, shifts } = await page.evaluate(() => ({ cls: window.__cls, shifts: window.__shifts }));
        results.push([label, viewportName, cls, shifts]);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
