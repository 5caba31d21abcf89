import { chromium } from "@playwright/test";
import { signIn } from "./session.mjs";
const base = process.argv[2]; const path = process.argv[3] ?? "/dashboard"; const runs = Number(process.argv[4] ?? 3);
const cookie = await signIn(base);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const cookies = cookie.split(/;\s*/).filter(Boolean).map((p) => ({ name: p.slice(0, p.indexOf("=")), value: p.slice(p.indexOf("=") + 1), url: base }));
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(cookies);
  await context.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts.push({ v: e.value, t: Math.round(e.startTime), s: e.sources.map((s) => `${s.node?.nodeName}.${s.node?.className?.toString().slice(0, 60)}#${s.node?.id} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`) });
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  await page.goto(base + path); await page.waitForLoadState("networkidle"); await page.waitForTimeout(1000);
  console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
  await context.close();
}
await browser.close();
