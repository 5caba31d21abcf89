// WCAG 1.4.10 Reflow: no screen may scroll sideways at 320 px (a 1280 px wide screen at 400% zoom) or 640 px
// (1280×800 at 200%). Checked by e2e/a11y.spec.ts on its desktop pages, in English and Arabic: the page is opened at
// 1280×800 and then narrowed, as zooming in narrows the page a reader already has open.
import type { Page } from "@playwright/test";

export const ZOOMS = [
  { name: "320 px (400%)", viewport: { width: 320, height: 640 } },
  { name: "640 px (200%)", viewport: { width: 640, height: 400 } },
];

/**
 * The page's widths, and the outermost elements that stick out past its edges (for the failure message), measured
 * after two frames: what reacts to the new size (resize observers, media-query listeners, React) has redrawn.
 */
async function overflow() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
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

/** The page narrowed to `viewport`: its document's width and what sticks out. */
export async function sidewaysScrolling(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  return page.evaluate(overflow);
}
