// Lighthouse in Debian's Chromium, mobile (its default form factor and throttling), one page at a time.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { options } from "./options.mjs";

export function lighthouse(url) {
  const out = path.join(os.tmpdir(), `bench-lh-${process.pid}-${Date.now()}.json`);
  const result = spawnSync(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    { env: { ...process.env, CHROME_PATH: options.chromium }, stdio: ["ignore", "ignore", "pipe"] },
  );
  if (!fs.existsSync(out)) return { error: result.stderr?.toString().trim().split("\n").slice(-3).join(" ") || "lighthouse failed" };
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  fs.rmSync(out, { force: true });
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  // The audits that cost points, so a score below 100 says what to look at.
  const failing = Object.values(report.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
    .filter((id) => report.audits[id]?.score !== null && report.audits[id]?.score < 1);
  return {
    failing: [...new Set(failing)],
    scores: [score("performance"), score("accessibility"), score("best-practices"), score("seo")],
    lcp: (report.audits["largest-contentful-paint"]?.numericValue ?? NaN) / 1000,
    tbt: report.audits["total-blocking-time"]?.numericValue ?? NaN,
    error: report.runtimeError?.message,
  };
}
