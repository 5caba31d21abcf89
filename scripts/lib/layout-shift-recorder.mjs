// The layout shifts of a page as Chromium reports them, each with its score and the elements that moved: run in
// the page before it loads (Playwright's addInitScript), then read with `page.evaluate(recordedLayoutShifts)`.
// Shared by the bench's CLS figures (scripts/bench/layout-shift.mjs) and the end-to-end CLS tests
// (e2e/signed-in-first-paint.spec.ts). Both functions are sent to the page as their source: nothing from outside.

/** Starts recording; shifts right after an input are not counted (the reader caused them). */
export function recordLayoutShifts() {
  const shifts = [];
  Object.assign(window, { __layoutShifts: shifts });
  const describe = (node) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].slice(0, 4).join(".")} [${[...node.children].map((c) => `${c.tagName.toLowerCase()} ${Math.round(c.getBoundingClientRect().width)}px`).join(", ")}]`
      : String(node?.nodeName);
  const rect = ({ x, y, width, height }) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, text: `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join(" | ")}` });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** What was recorded so far: [{ value, text }]. */
export function recordedLayoutShifts() {
  return window.__layoutShifts;
}
