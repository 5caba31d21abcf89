import { expect, test, type Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import es from "../messages/es.json";
import fr from "../messages/fr.json";

// The catalogue's search finds in every tab, whatever the spelling (accents, Arabic letter variants), and
// the Arabic catalogue reads right to left. Screenshots of each step go to SHOTS, to be looked at.
const SHOTS = process.env.SHOTS_DIR ?? "/work/notes/shots/i18/search";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Messages = typeof en;
const tabs = (page: Page, m: Messages) => page.getByRole("navigation", { name: m.Catalogue.tabsLabel });
const tab = (page: Page, m: Messages, key: "oldTestament" | "newTestament" | "ministry") =>
  tabs(page, m).getByRole("link", { name: new RegExp(`^${m.Catalogue[key]}`) });
const search = (page: Page, m: Messages) => page.getByRole("searchbox", { name: m.Catalogue.searchLabel });
const cards = (page: Page) => page.getByRole("main").getByTestId("course-card").filter({ visible: true });
const card = (page: Page, title: string) => page.getByRole("main").getByRole("link", { name: title, exact: true });
const empty = (page: Page) => page.getByRole("main").getByRole("status");
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  test.describe(`search across tabs (${device})`, () => {
    test.use({ viewport });

    for (const term of ["رومية", "روميه"]) {
      test(`'${term}' typed on the Old Testament tab finds Romans (رومية) in the New Testament`, async ({ page }) => {
        await page.goto("/ar/courses");
        await search(page, ar).fill(term);
        // The counts follow the search; the empty Old Testament tab links to the tab that has Romans.
        await expect(tab(page, ar, "oldTestament")).toHaveText(/\(0\)/);
        await expect(tab(page, ar, "newTestament")).toHaveText(/\((1|2)\)/);
        await expect(empty(page).locator("bdi")).toHaveText(term);
        await expect(empty(page).getByRole("link", { name: new RegExp(`^${ar.Catalogue.newTestament}:`) })).toBeVisible();
        await shot(page, `${device}-ar-search-${term === "رومية" ? "taa" : "haa"}-typed`);
        // Sending the search (Enter, the phone keyboard's search key) opens the tab with results.
        await search(page, ar).press("Enter");
        await expect(page).toHaveURL(`/ar/courses/new-testament?q=${encodeURIComponent(term)}`);
        await expect(tab(page, ar, "newTestament")).toHaveAttribute("aria-current", "page");
        await expect(card(page, "رومية")).toBeVisible();
        await expect(search(page, ar)).toHaveValue(term);
        await shot(page, `${device}-ar-search-${term === "رومية" ? "taa" : "haa"}-found`);
      });
    }

    test("French and Spanish find with or without accents, and the counts name every tab", async ({ page }) => {
      await page.goto("/fr/courses");
      await search(page, fr).fill("romains");
      await expect(tab(page, fr, "newTestament")).toHaveText(/\(1\)/);
      await empty(page).getByRole("link", { name: new RegExp(`^${fr.Catalogue.newTestament}`) }).click();
      await expect(page).toHaveURL("/fr/courses/new-testament?q=romains");
      await expect(card(page, "Romains")).toBeVisible();

      await page.goto("/es/courses");
      for (const term of ["exodo", "ÉXODO", "éxodo"]) {
        await search(page, es).fill(term);
        await expect(card(page, "Éxodo")).toBeVisible();
      }
      // Every word counts, in any order: title and description together.
      await search(page, es).fill("CAPITULO genesis");
      await expect(card(page, "Génesis")).toBeVisible();
      await expect(tab(page, es, "oldTestament")).toHaveText(/\(\d+\)/);
      await expect(tab(page, es, "newTestament")).toHaveText(/\(\d+\)/);
      await expect(tab(page, es, "ministry")).toHaveText(/\(\d+\)/);
      await shot(page, `${device}-es-search-genesis`);
    });
  });
}

test.describe("search across tabs without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the form sent from the Old Testament tab lands on the New Testament tab with Romans", async ({ page }) => {
    await page.goto("/ar/courses");
    await search(page, ar).fill("روميه");
    await search(page, ar).press("Enter");
    await expect(page).toHaveURL(`/ar/courses/new-testament?q=${encodeURIComponent("روميه")}`);
    await expect(tab(page, ar, "newTestament")).toHaveAttribute("aria-current", "page");
    await expect(card(page, "رومية")).toBeVisible();
    await shot(page, "phone-ar-nojs-found");
  });

  test("a tab opened by its link stays open, empty, with links to the tabs that have results", async ({ page }) => {
    await page.goto("/courses/new-testament?q=romans");
    await tab(page, en, "oldTestament").click();
    await expect(page).toHaveURL("/courses?q=romans");
    await expect(empty(page)).toContainText('No Old Testament courses found matching "romans"');
    await empty(page).getByRole("link", { name: "New Testament: 1 course found" }).click();
    await expect(page).toHaveURL("/courses/new-testament?q=romans");
    await expect(card(page, "Romans")).toBeVisible();
  });

  test("a search sent from a tab that has results stays there, at a clean address", async ({ page }) => {
    await page.goto("/courses/ministry");
    await search(page, en).fill("leadership");
    await search(page, en).press("Enter");
    await expect(page).toHaveURL("/courses/ministry?q=leadership");
    await expect(tab(page, en, "ministry")).toHaveAttribute("aria-current", "page");
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
