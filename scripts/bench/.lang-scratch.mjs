import { chromium } from "@playwright/test";
import { signIn } from "./session.mjs";
const base = process.argv[2]; const throttle = Number(process.argv[3] ?? 4);
const cookie = await signIn(base);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const cookies = cookie.split(/;\s*/).filter(Boolean).map((p) => ({ name: p.slice(0, p.indexOf("=")), value: p.slice(p.indexOf("=") + 1), url: base }));
for (const delay of [0, 0, 100, 200, 300, 400, 600, 800, 1000, 1300, 1600, 2000, 2500]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const logs = [];
  page.on("console", (m) => logs.push(`${m.type()}: ${m.text().slice(0, 200)}`));
  page.on("pageerror", (e) => logs.push(`pageerror: ${e.message.slice(0, 200)}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  await page.goto(base + "/course/exodus", { waitUntil: "commit" });
  await page.waitForTimeout(delay);
  const t = Date.now();
  await page.locator("header").getByRole("combobox", { name: "Language" }).first().selectOption("ar");
  let ok = true;
  try { await page.waitForURL(/\/ar\/course\/exodus$/, { timeout: 8000 }); } catch { ok = false; }
  const value = ok ? "" : await page.locator("header select").first().inputValue();
  console.log(`delay ${delay}: ${ok ? "ok" : "LOST"} in ${Date.now() - t} ms ${value} ${ok ? "" : logs.join(" | ")}`);
  await context.close();
}
await browser.close();
