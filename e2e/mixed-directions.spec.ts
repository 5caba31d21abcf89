import type { Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import { seededAssessment } from "./assessment-fixtures";
import type { AccountSpec } from "./fixtures/accounts";
import { expect, test } from "./fixtures/reused-pages";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";
import { prefixed } from "./main-screens";
import { shot } from "./shots";

// Text of another language inside a right-to-left page (issue 28, "Mixed directions"): the courses' lessons and
// questions are English only, so an Arabic page shows English titles, questions and answers. Each screen is
// opened in English and in Arabic, on a phone and on a desktop: in Arabic every run of Latin text sits in an
// isolating element and lines up with the page (right), and the Arabic layout mirrors the English one.

type Messages = typeof en;
type Visit = { page: Page; at: (path: string) => string; m: Messages };
/** `keys`: elements visible on both viewports whose boxes must mirror (the header's logo is always checked). */
type Screen = { name: string; as?: AccountSpec; keys: string[]; open: (visit: Visit) => Promise<void> };

const h1 = (page: Page) => expect(page.locator("#main h1").first()).toBeVisible();

/** A fresh student enrolled in Jude (English lessons and questions), signed in on this page's context. */
async function judeStudent(page: Page) {
  await enrol(await signUpStudent(page.request), "jude");
}

async function startJudeAssessment({ page, at, m }: Visit) {
  await judeStudent(page);
  await page.goto(at(`/assessment/${(await seededAssessment("jude")).id}`));
  await page.getByRole("button", { name: m.Assessment.start }).click();
  await expect(page.getByTestId("assessment-question")).toBeVisible();
}

/** Every question answered (its first option), then submitted: the result with its review. */
async function submitJudeAttempt(visit: Visit) {
  await startJudeAssessment(visit);
  const { page, m } = visit;
  const navigator = page.getByRole("navigation", { name: m.Assessment.navigator });
  const count = await navigator.getByRole("button").count();
  for (let i = 0; i < count; i++) {
    await navigator.getByRole("button").nth(i).click();
    await page.getByTestId("assessment-question").getByRole("radio").first().check();
  }
  await page.getByRole("button", { name: m.Assessment.submit, exact: true }).click();
  await expect(page.getByTestId("review-question").first()).toBeVisible();
}

const SCREENS: Screen[] = [
  {
    name: "catalogue",
    keys: ["#main h1", "[data-testid=course-card]"],
    open: async ({ page, at }) => (await page.goto(at("/courses")), await h1(page)),
  },
  {
    name: "course",
    keys: ["#main h1", "[data-testid=lesson-list]"],
    open: async ({ page, at }) => (await page.goto(at("/course/jude")), await h1(page)),
  },
  {
    name: "lesson",
    keys: ["#main h1", "#main header a"],
    open: async ({ page, at }) => {
      await judeStudent(page);
      await page.goto(at(`/course/jude/lesson/${(await lessonIds("jude"))[0]}`));
      await h1(page);
    },
  },
  {
    name: "assessment question",
    keys: ["#main h1", "[data-testid=assessment-question] label"],
    open: startJudeAssessment,
  },
  {
    name: "assessment review",
    keys: ["#result-heading", "[data-testid=review-question]"],
    open: submitJudeAttempt,
  },
  {
    name: "dashboard",
    as: "student",
    keys: ["[data-testid=next-up]", "[data-testid=next-up-action]"],
    open: async ({ page, at }) => (await page.goto(at("/dashboard")), await expect(page.getByTestId("next-up")).toBeVisible()),
  },
  {
    name: "certificates",
    as: "student",
    keys: ["#main h1", "[data-testid=course-certificate]"],
    open: async ({ page, at }) => (await page.goto(at("/certificates")), await h1(page)),
  },
  {
    name: "translations",
    as: "demo instructor",
    keys: ["#main h1", "[data-testid=translation-course]"],
    open: async ({ page, at }) => {
      // The courses he teaches, each translated one with its English original (data-testid=original-text).
      await page.goto(at("/translations"));
      await expect(page.locator("#main [data-testid=translation-course]").first()).toBeVisible();
    },
  },
];

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

/**
 * Visible runs of Latin text (and no Arabic) that are not isolated (no <bdi>, `dir` or isolating unicode-bidi
 * between them and the page), or that line up with the left edge of a right-to-left page. A block marked as
 * another language's (`lang` and `dir`: an English original, a lesson's body) keeps its own alignment.
 */
function misplacedRuns(): string[] {
  const LATIN = /\p{Script=Latin}/u;
  const ARABIC = /\p{Script=Arabic}/u;
  const root = document.documentElement;
  const pageLang = root.lang;
  const style = (element: Element) => getComputedStyle(element);
  const isolates = (element: Element) =>
    element.tagName === "BDI" || element.hasAttribute("dir") || ["isolate", "plaintext", "isolate-override"].includes(style(element).unicodeBidi);
  const isolated = (element: Element) => {
    for (let e: Element | null = element; e && e !== root && e !== document.body; e = e.parentElement) if (isolates(e)) return true;
    return false;
  };
  const blockOf = (element: Element) => {
    let e: Element = element;
    while (e.parentElement && ["inline", "contents"].includes(style(e).display)) e = e.parentElement;
    return e;
  };
  const alignsLeft = (block: Element) => {
    const { textAlign, direction } = style(block);
    if (textAlign === "left" || textAlign === "-webkit-left") return true;
    if (textAlign === "start" || textAlign === "justify") return direction === "ltr";
    if (textAlign === "end") return direction === "rtl";
    return false;
  };
  const foreignBlock = (element: Element) => {
    const marked = element.closest("[lang][dir]");
    return Boolean(marked && marked !== root && !marked.getAttribute("lang")!.startsWith(pageLang));
  };
  const describe = (element: Element, text: string) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> "${text}"`;

  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const parent = node.parentElement;
    if (!parent || !LATIN.test(text) || ARABIC.test(text)) continue;
    if (parent.closest("script, style, noscript, template, select, svg, [hidden], [aria-hidden=true]")) continue;
    const box = parent.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || style(parent).visibility === "hidden") continue; // not on screen (sr-only)
    if (!isolated(parent)) found.push(`not isolated: ${describe(parent, text)}`);
    else if (!foreignBlock(parent) && alignsLeft(blockOf(parent))) found.push(`aligned left: ${describe(blockOf(parent), text)}`);
  }
  return found;
}

type Box = { selector: string; start: number; end: number } | { selector: string; missing: true };

/** Each key element's start and end edges, measured from the page's start side (left in LTR, right in RTL). */
async function edges(page: Page, selectors: string[]): Promise<Box[]> {
  return page.evaluate((selectors) => {
    const width = document.documentElement.clientWidth;
    const rtl = getComputedStyle(document.documentElement).direction === "rtl";
    return selectors.map((selector) => {
      const element = [...document.querySelectorAll(selector)].find((e) => e.getBoundingClientRect().width > 1);
      if (!element) return { selector, missing: true as const };
      const { left, right } = element.getBoundingClientRect();
      return rtl ? { selector, start: width - right, end: width - left } : { selector, start: left, end: right };
    });
  }, selectors);
}

// Boxes of the two directions may differ by their text's width: one of the two edges must mirror.
const TOLERANCE = 4;

for (const { name: size, viewport } of VIEWPORTS) {
  test.describe(size, () => {
    test.use({ viewport });
    for (const screen of SCREENS) {
      test.describe(() => {
        test.use({ signedInAs: screen.as });
        test(`${screen.name}: English runs isolated in Arabic, the layout mirrored (${size})`, async ({ page }, testInfo) => {
          const keys = ["header a", ...screen.keys];
          await screen.open({ page, at: prefixed(""), m: en });
          await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
          const ltr = await edges(page, keys);
          await shot(page, { path: testInfo.outputPath(`${screen.name}-${size}-en.png`) });

          await screen.open({ page, at: prefixed("/ar"), m: ar as Messages });
          await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
          const rtl = await edges(page, keys);
          await shot(page, { path: testInfo.outputPath(`${screen.name}-${size}-ar.png`) });

          expect(await page.evaluate(misplacedRuns)).toEqual([]);
          ltr.forEach((left, i) => {
            const right = rtl[i]!;
            expect("missing" in left || "missing" in right, `${left.selector} is on both pages`).toBe(false);
            if ("missing" in left || "missing" in right) return;
            const mirrored = Math.abs(left.start - right.start) <= TOLERANCE || Math.abs(left.end - right.end) <= TOLERANCE;
            expect(mirrored, `${left.selector}: LTR ${left.start}–${left.end}, RTL (from the right) ${right.start}–${right.end}`).toBe(true);
          });
        });
      });
    }
  });
}

test("an English answer in the Arabic review reads after its label, the colon with the label", async ({ page }) => {
  await submitJudeAttempt({ page, at: prefixed("/ar"), m: ar as Messages });
  const line = page.getByTestId("review-question").first().getByText(ar.AssessmentReview.yourAnswer);
  await expect(line).toBeVisible();
  // On screen, right to left: the label (with its colon) at the right, then the English answer to its left.
  const { label, answer } = await line.evaluate((p) => {
    const range = document.createRange();
    const labelNode = p.firstChild!;
    const colon = labelNode.textContent!.indexOf(":");
    range.setStart(labelNode, colon);
    range.setEnd(labelNode, colon + 1);
    const colonBox = range.getBoundingClientRect();
    range.selectNodeContents(labelNode);
    const labelBox = range.getBoundingClientRect();
    const answerBox = p.querySelector("[dir=auto]")!.getBoundingClientRect();
    return { label: { left: labelBox.left, right: labelBox.right, colon: colonBox.left }, answer: { left: answerBox.left, right: answerBox.right } };
  });
  expect(answer.right).toBeLessThanOrEqual(label.left + 1);
  // The colon ends the label: its leftmost character, next to the answer.
  expect(label.colon - label.left).toBeLessThanOrEqual(2);
});
