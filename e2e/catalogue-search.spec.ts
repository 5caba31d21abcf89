import type { Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import es from "../messages/es.json";
import fr from "../messages/fr.json";
import { expect, test } from "./fixtures/reused-pages";

// The catalogue's search lists every tab's matches in one list, the exact title first, whatever the spelling
// (accents, Arabic letter variants, a typo with 'Did you mean'), and the Arabic catalogue reads right to left. Screenshots of each step go to SHOTS, to be looked at.
// The tests only open pages, search and read them: they share a browser context per worker and viewport
// (./fixtures/reused-pages), which keeps the site's scripts in its cache.
const SHOTS = process.env.SHOTS_DIR ?? "/work/notes/shots/i18/search";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Messages = typeof en;
const tabs = (page: Page, m: Messages) => page.getByRole("navigation", { name: m.Catalogue.tabsLabel });
const search = (page: Page, m: Messages) => page.getByRole("searchbox", { name: m.Catalogue.searchLabel });
const cards = (page: Page) => page.getByRole("main").getByTestId("course-card").filter({ visible: true });
const card = (page: Page, title: string) => page.getByRole("main").getByRole("link", { name: title, exact: true });
const empty = (page: Page) => page.getByRole("main").getByRole("status");
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const results = (page: Page) => page.getByRole("main").getByTestId("search-results");
const firstResult = (page: Page) => results(page).getByTestId("course-card").first().getByRole("heading");

for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  test.describe(`search across tabs (${device})`, () => {
    test.use({ viewport });

    test("'romans' typed on the Old Testament tab lists every tab's matches, Romans first, never an empty tab", async ({ page }) => {
      await page.goto("/courses");
      await search(page, en).fill("romans");
      await expect(page).toHaveURL("/courses?q=romans");
      await expect(firstResult(page)).toHaveText("Romans");
      await expect(empty(page).filter({ hasText: "No Old Testament" })).toHaveCount(0);
      // Sending it (Enter, the phone keyboard's search key) keeps the same list.
      await search(page, en).press("Enter");
      await expect(firstResult(page)).toHaveText("Romans");
      await page.reload();
      await expect(firstResult(page)).toHaveText("Romans");
      await shot(page, `${device}-en-search-romans`);
    });

    for (const term of ["رومية", "روميه"]) {
      test(`'${term}' ranks Romans (رومية) above Acts, whose description names Rome`, async ({ page }) => {
        await page.goto("/ar/courses");
        await search(page, ar).fill(term);
        await expect(firstResult(page)).toHaveText("رومية");
        await expect(results(page).getByRole("link", { name: "أعمال الرسل", exact: true })).toBeVisible();
        await page.goto(`/ar/courses?q=${encodeURIComponent(term)}`);
        await expect(firstResult(page)).toHaveText("رومية");
        await shot(page, `${device}-ar-search-${term === "رومية" ? "taa" : "haa"}-found`);
      });
    }

    test("'genisis' finds Genesis with 'Did you mean: Genesis?', typed and from the address", async ({ page }) => {
      await page.goto("/courses/new-testament");
      await search(page, en).fill("genisis");
      const suggestion = page.getByTestId("did-you-mean");
      await expect(suggestion).toHaveText("Did you mean: Genesis?");
      await expect(firstResult(page)).toHaveText("Genesis");
      await suggestion.getByRole("link", { name: "Genesis" }).click();
      await expect(search(page, en)).toHaveValue("Genesis");
      await expect(suggestion).toHaveCount(0);
      await expect(firstResult(page)).toHaveText("Genesis");

      await page.goto("/es/courses?q=genisis");
      await expect(page.getByTestId("did-you-mean")).toHaveText(es.Catalogue.didYouMean.replace("{title}", "Génesis"));
      await expect(firstResult(page)).toHaveText("Génesis");
    });

    test("French and Spanish find with or without accents; every word counts", async ({ page }) => {
      await page.goto("/fr/courses");
      await search(page, fr).fill("romains");
      await expect(firstResult(page)).toHaveText("Romains");

      await page.goto("/es/courses");
      for (const term of ["exodo", "ÉXODO", "éxodo"]) {
        await search(page, es).fill(term);
        await expect(firstResult(page)).toHaveText("Éxodo");
      }
      await search(page, es).fill("CAPITULO genesis");
      await expect(card(page, "Génesis")).toBeVisible();
      await search(page, es).fill("zzzzqqq");
      await expect(empty(page)).toHaveText(es.Catalogue.noResults.replace("{term}", "zzzzqqq"));
      await shot(page, `${device}-es-search-none`);
    });
  });
}

test.describe("search across tabs without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the form lists Romans first from any tab, and suggests Genesis for 'genisis'", async ({ page }) => {
    await page.goto("/ar/courses");
    await search(page, ar).fill("روميه");
    await search(page, ar).press("Enter");
    await expect(firstResult(page)).toHaveText("رومية");
    await shot(page, "phone-ar-nojs-found");

    await page.goto("/courses/ministry");
    await search(page, en).fill("genisis");
    await search(page, en).press("Enter");
    await expect(page.getByTestId("did-you-mean")).toHaveText("Did you mean: Genesis?");
    await page.getByTestId("did-you-mean").getByRole("link").click();
    await expect(page).toHaveURL(/\?q=Genesis$/);
    await expect(firstResult(page)).toHaveText("Genesis");
  });
});

/** Left edges of the elements, in their order in the page. */
const lefts = async (page: Page, elements: ReturnType<Page["locator"]>) =>
  (await elements.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()))).map((box) => ({ x: box.x, y: box.y, right: box.right }));

for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  test.describe(`the catalogue's direction (${device})`, () => {
    test.use({ viewport });

    test("Arabic: the tabs run right to left and the first card sits top-right; English the other way", async ({ page }) => {
      await page.goto("/ar/courses");
      const [old, nt, ministry] = await lefts(page, tabs(page, ar).getByRole("link"));
      expect(old!.y).toBe(nt!.y);
      expect(old!.x).toBeGreaterThan(nt!.x);
      expect(nt!.x).toBeGreaterThan(ministry!.x);
      const [first, second] = await lefts(page, cards(page));
      const main = await page.getByRole("main").boundingBox();
      // The first card's right edge is the grid's right edge (16 px of page margin on a phone).
      expect(main!.x + main!.width - first!.right).toBeLessThanOrEqual(40);
      if (device === "desktop") {
        expect(second!.y).toBe(first!.y);
        expect(second!.x).toBeLessThan(first!.x);
      } else {
        expect(second!.y).toBeGreaterThan(first!.y);
      }
      // Every tab is a 44 px tap target.
      for (const box of await tabs(page, ar).getByRole("link").evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height))) {
        expect(box).toBeGreaterThanOrEqual(44);
      }
      await shot(page, `${device}-ar-catalogue`);

      await page.goto("/courses");
      const [enOld, enNew] = await lefts(page, tabs(page, en).getByRole("link"));
      expect(enOld!.x).toBeLessThan(enNew!.x);
      await shot(page, `${device}-en-catalogue`);
    });
  });
}
