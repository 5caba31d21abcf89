// How figures are written: the same units in the running output and in the summary table.
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const plusKb = (bytes) => `${bytes >= 0 ? "+" : "−"}${(Math.abs(bytes) / 1024).toFixed(1)} KB`;
export const ratio = (value, floor) => (floor > 0 ? (value / floor).toFixed(2) : "–");
export const seconds = (s) => (Number.isFinite(s) ? `${s.toFixed(2)} s` : "–");
export const plusSeconds = (s) => (Number.isFinite(s) ? `${s >= 0 ? "+" : "−"}${Math.abs(s).toFixed(2)} s` : "–");
export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "–");

/** "1234 req/s, p99 12 ms" */
export const throughput = (r) => (r ? `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms` : "–");

/** Lighthouse: performance/accessibility/best practices/SEO scores, LCP and TBT; or why it failed. */
export const lighthouseFigures = (r) => (r?.scores ? `${r.scores.join("/")}; LCP ${seconds(r.lcp)}; TBT ${ms(r.tbt)}` : (r?.error ?? "–"));

/** The same, with the audits that cost points (for the running output; the summary stays short). */
export const lighthouseDetail = (r) =>
  `${lighthouseFigures(r)}${r?.failing?.length ? `  (points lost on: ${r.failing.join(", ")})` : ""}${r?.scores && r.error ? `  (${r.error})` : ""}`;

/** A label padded to a column, so the running output lines up. */
export const col = (text, width) => String(text).padEnd(width);

/** A Markdown table with a header row. */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
