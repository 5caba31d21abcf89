import { expect, test } from "./fixtures/reused-pages";
import { MAIN_SCREENS, prefixed } from "./main-screens";
import { truncatedControls, untranslatedTexts, type DataTexts } from "./pseudo-locale-checks";
import { query } from "./support";

// The main screens in the pseudo-locale (lib/i18n/pseudo-messages.ts: every message in ⟦…⟧, 40% longer),
// which the test build serves at /en-XA. A screen fails on any text a person reads that came from neither
// the message files nor the data, and on any control whose text is cut off, on a phone and on a desktop.

const PSEUDO = "/en-XA";

// Containers whose text is data as a whole, not messages: the lesson's own text (its HTML, from the database),
// a course's bibliography (titles, authors and publishers as they are cited) and Scripture references (the
// Bible's book names in the page's language, lib/scripture/book-names.ts) and languages' names (Intl's, in the
// catalogue's lesson-language filter).
const DATA_CONTAINERS = ['section[aria-labelledby="lesson-content-heading"] > div', '[data-testid="further-reading"]', "[data-scripture-ref]", "[data-language-name]"];

/** Texts that come from the database, as the pages show them (English: the pseudo-locale has no translations). */
async function dataTexts(): Promise<DataTexts> {
  const rows = await query<{ text: string | null }>(`
    SELECT title AS text FROM courses UNION SELECT description FROM courses UNION SELECT section FROM courses
    UNION SELECT author FROM courses UNION SELECT "writtenDate" FROM courses UNION SELECT slug FROM courses
    UNION SELECT title FROM lessons UNION SELECT title FROM assessments UNION SELECT text FROM questions
    UNION SELECT text FROM question_options UNION SELECT title FROM certificates UNION SELECT serial FROM certificates
    UNION SELECT title FROM videos UNION SELECT description FROM videos
    UNION SELECT "firstName" FROM users UNION SELECT "lastName" FROM users UNION SELECT email FROM users
    UNION SELECT "firstName" || ' ' || "lastName" FROM users
    UNION SELECT name FROM languages UNION SELECT "nativeName" FROM languages
    UNION SELECT flag || ' ' || "nativeName" FROM languages
    UNION SELECT jsonb_array_elements_text(outcomes) FROM courses UNION SELECT bio->>'en' FROM instructor_profiles`);
  const texts = rows.map((row) => row.text).filter((text): text is string => Boolean(text));
  return { exact: texts, long: texts.filter((text) => text.length >= 25) };
}

const at = prefixed(PSEUDO);

const VIEWPORTS = [
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
];

test("the pseudo-locale is served in the test build, and the checks see English text and a cut-off control", async ({ page }) => {
  await page.goto(at("/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  await expect(page.locator("#main h1").first()).toHaveText(/^⟦.+⟧$/);
  const data = await dataTexts();
  expect(await page.evaluate(untranslatedTexts, { data, dataContainers: DATA_CONTAINERS })).toEqual([]);
  expect(await page.evaluate(truncatedControls)).toEqual([]);
  // Classes, not a style attribute: the site's CSP refuses inline styles.
  await page.evaluate(() => {
    document.querySelector("#main")!.insertAdjacentHTML(
      "afterbegin",
      `<p>Hard-coded English</p><button class="w-10 overflow-hidden whitespace-nowrap">⟦A long label⟧</button>`,
    );
  });
  expect(await page.evaluate(untranslatedTexts, { data, dataContainers: DATA_CONTAINERS })).toEqual(['<p>: "Hard-coded English"']);
  expect(await page.evaluate(truncatedControls)).toEqual(expect.arrayContaining([expect.stringContaining('"⟦A long label⟧" is cut off')]));
});

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use(viewport.use);
    for (const screen of MAIN_SCREENS) {
      test.describe(() => {
        test.use({ signedInAs: screen.as });
        test(`pseudo-locale: ${screen.name}, ${viewport.name}`, async ({ page }) => {
          await screen.open(page, at);
          await page.waitForLoadState("networkidle");
          // Read after the screen opened: opening it may have added a user.
          const untranslated = await page.evaluate(untranslatedTexts, { data: await dataTexts(), dataContainers: DATA_CONTAINERS });
          expect.soft(untranslated, "text not from the message files").toEqual([]);
          expect.soft(await page.evaluate(truncatedControls), "controls whose text is cut off").toEqual([]);
          // The whole page for a person to look at, when a check failed or PSEUDO_SHOTS is set: a full-page
          // picture of each screen costs more than its checks.
          if (test.info().errors.length > 0 || process.env.PSEUDO_SHOTS) {
            await page.screenshot({ path: test.info().outputPath("pseudo-locale.png"), fullPage: true });
          }
        });
      });
    }
  });
}
