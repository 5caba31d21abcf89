import type { Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import es from "../messages/es.json";
import { estimatedHours, loadCurriculum } from "../prisma/seed/curriculum";
import genesisData from "../prisma/seed/data/courses/01-genesis.json";
import translations from "../prisma/seed/data/translations.json";
import { recordedLayoutShifts, recordLayoutShifts } from "../scripts/lib/layout-shift-recorder.mjs";
import { test as testWithOwnPage } from "./fixtures/accounts";
import { LOCKS } from "./fixtures/locks";
import { expect, test } from "./fixtures/reused-pages";

// The catalogue: a static page per tab (/courses, /courses/new-testament, /courses/ministry), tabs as links,
// and a search (?q) and price band (?price) rendered by the server and filtered live in the browser. A search
// term lists every tab's matches in one ranked list in place of the tabs (issue 28).
const tabs = (page: Page) => page.getByRole("navigation", { name: "Course groups" });
const tab = (page: Page, name: RegExp) => tabs(page).getByRole("link", { name });
const cards = (page: Page) => page.getByRole("main").getByTestId("course-card").filter({ visible: true });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search courses by title or description" });
const results = (page: Page) => page.getByRole("main").getByTestId("search-results").getByTestId("course-card");
/**
 * Has the catalogue's code take the server's HTML over (it loads on a first touch: a focus here, which is no
 * input, so a layout shift it caused would count) and waits until it has.
 */
async function takeOver(page: Page) {
  await page.locator("#catalogue-q").focus();
  await expect(page.locator("form[role=search][data-live]")).toBeAttached();
}
/** The slugs of the visible cards, in the order shown (from their links, the same in every language). */
const shownSlugs = async (page: Page) =>
  (await cards(page).getByRole("heading").getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).map((href) => href!.split("/").pop()!);

// The seeded catalogue, in its own order (the data the database is seeded from).
const curriculum = loadCurriculum().map((course) => ({ ...course, hours: estimatedHours(course) }));

// Tests that count or order the catalogue's courses hold LOCKS.catalogue: the studio journey's course, published
// for a minute, would be one more. The others run beside it. Tests share a page per worker (./fixtures/reused-pages)
// but those that route requests or add scripts to the page, which take one of their own.
const counting = { lock: LOCKS.catalogue };

test.describe("course catalogue", () => {
  test("browsing: three tabs with counts, each its own page, Ministry subsections, a card opens its course", counting, async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Bible Courses" })).toBeVisible();
    await expect(page.getByPlaceholder("Search courses...")).toBeVisible();
    await expect(tab(page, /Old Testament \(39\)/)).toHaveAttribute("aria-current", "page");
    await expect(tab(page, /New Testament \(27\)/)).not.toHaveAttribute("aria-current");
    await expect(tab(page, /Ministry Training \(10\)/)).toHaveAttribute("href", "/courses/ministry");
    await expect(cards(page)).toHaveCount(39);

    await tab(page, /Ministry Training/).click();
    await expect(page).toHaveURL(/\/courses\/ministry$/);
    await expect(tab(page, /Ministry Training/)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Pastoral Ministry" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);

    // The tabs are links: reachable with the keyboard, opened with Enter.
    await tab(page, /Old Testament/).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/courses$/);
    await page.getByRole("link", { name: "Genesis", exact: true }).click();
    await expect(page).toHaveURL(/\/course\/genesis$/);
    await expect(page.getByRole("heading", { level: 1, name: "Genesis" })).toBeVisible();
  });

  test("the old address /courses?testament=New opens the New Testament tab", counting, async ({ page }) => {
    await page.goto("/courses?testament=New");
    await expect(tab(page, /New Testament \(27\)/)).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(27);
    await expect(page.getByRole("link", { name: "Matthew", exact: true })).toBeVisible();

    // The footer's links lead to the tabs' own addresses (a client-side navigation).
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Old Testament" }).click();
    await expect(tab(page, /Old Testament \(39\)/)).toHaveAttribute("aria-current", "page");
    await page.locator("footer").getByRole("link", { name: "New Testament" }).click();
    await expect(page).toHaveURL(/\/courses\/new-testament$/);
    await expect(tab(page, /New Testament \(27\)/)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("link", { name: "Matthew", exact: true })).toBeVisible();
  });

  test("the search lists every tab's matches as one types, and stays in the address", counting, async ({ page }) => {
    await page.goto("/courses");
    await tab(page, /New Testament/).click();
    await expect(page).toHaveURL(/\/courses\/new-testament$/);
    await search(page).fill("PAUL");
    await expect(page).toHaveURL(/\/courses\/new-testament\?q=PAUL$/);
    // Case-insensitive, on title or description: every result mentions Paul somewhere, in one list for all tabs.
    await expect(tabs(page)).toHaveCount(0);
    await expect(page.getByTestId("search-results").getByRole("heading", { level: 2 })).toHaveText(/^\d+ courses found$/);
    const count = await results(page).count();
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThan(70);

    // A reload renders the same result on the server.
    await page.goto("/courses/new-testament?q=romans");
    await expect(search(page)).toHaveValue("romans");
    await expect(results(page).first().getByRole("heading")).toHaveText("Romans");

    // Clearing the box brings the whole tab back.
    await search(page).fill("");
    await expect(tab(page, /New Testament/)).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(27);
    await expect(page).toHaveURL(/\/courses\/new-testament$/);
  });

  test("a search with no result says so", async ({ page }) => {
    await page.goto("/courses");
    await search(page).fill("zzzz");
    await expect(page.getByText('No courses found matching "zzzz"')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.goto("/courses/ministry?q=zzzz");
    await expect(page.getByText('No courses found matching "zzzz"')).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pastoral Ministry" })).toBeHidden();
  });

  testWithOwnPage("while another tab's page is on its way, 6 placeholder cards show", async ({ page }) => {
    await page.goto("/courses?price=19.99");
    // Before the catalogue's code has taken over, a tab is a plain link: the browser loads its page.
    await takeOver(page);
    // A filtered tab is rendered on request (never prefetched): hold its answer back for a moment.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/courses\/ministry\?price=19\.99/, async (route) => {
      await held;
      await route.continue();
    });
    await tab(page, /Ministry Training/).click();
    await expect(page.getByTestId("course-card-skeleton")).toHaveCount(6);
    release();
    await expect(page).toHaveURL(/\/courses\/ministry\?price=19\.99$/);
    await expect(page.getByTestId("course-card-skeleton")).toHaveCount(0);
    await expect(tab(page, /Ministry Training/)).toHaveAttribute("aria-current", "page");
  });

  test("a pricing tier of the home page narrows the catalogue until 'All prices'", counting, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "See Foundation courses" }).click();
    await expect(page).toHaveURL(/\/courses\?price=19\.99$/);
    await expect(page.getByText("Foundation courses ($19.99)")).toBeVisible();
    const narrowed = await cards(page).count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(39);
    for (const price of await page.getByTestId("card-price").filter({ visible: true }).allTextContents()) expect(price).toBe("$19.99");

    await page.getByRole("link", { name: "All prices" }).click();
    await expect(page.getByText("Foundation courses ($19.99)")).toBeHidden();
    await expect(cards(page)).toHaveCount(39);
    await expect(tab(page, /Old Testament \(39\)/)).toBeVisible();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("level, length and sort: narrowed in place, ordered by the server, counted, cleared, and kept in the address", counting, async ({ page }) => {
    const combobox = (name: string) => page.getByRole("combobox", { name, exact: true });
    // The Old Testament's advanced courses shortest first (ties in the catalogue's order), then those of 4 hours or more.
    const shortest = (list: typeof curriculum) => [...list].sort((a, b) => a.hours - b.hours).map((c) => c.slug);
    const advanced = curriculum.filter((c) => c.testament === "Old" && c.difficulty === "advanced");
    const long = advanced.filter((c) => c.hours >= 4);
    expect(long.length).toBeGreaterThan(1);
    // The order must show: not the catalogue's own.
    expect(shortest(advanced)).not.toEqual(advanced.map((c) => c.slug));

    await page.goto("/courses");
    // Folded on a plain tab; the row says how many courses there are.
    await expect(combobox("Level")).toBeHidden();
    await expect(page.getByTestId("catalogue-count")).toHaveText("39 courses");
    await page.getByText(en.Catalogue.refine.toggle).click();
    await combobox("Level").selectOption({ label: "Advanced" });
    await expect(page).toHaveURL(/\/courses\?level=advanced$/);
    await expect(cards(page)).toHaveCount(advanced.length);
    await expect(tab(page, new RegExp(`Old Testament \\(${advanced.length}\\)`))).toHaveAttribute("aria-current", "page");

    await combobox("Sort by").selectOption({ label: "Shortest first" });
    await expect(page).toHaveURL(/\/courses\?level=advanced&sort=shortest$/);
    await expect.poll(() => shownSlugs(page)).toEqual(shortest(advanced));
    await expect(combobox("Sort by")).toHaveValue("shortest");

    await combobox("Length").selectOption("long");
    await expect(page).toHaveURL(/\/courses\?level=advanced&length=long&sort=shortest$/);
    await expect(cards(page)).toHaveCount(long.length);
    await expect(page.getByTestId("catalogue-count")).toHaveText(`${long.length} courses`);
    await expect.poll(() => shownSlugs(page)).toEqual(shortest(long));
    // Another tab keeps the choices.
    await expect(tab(page, /New Testament/)).toHaveAttribute("href", "/courses/new-testament?level=advanced&length=long&sort=shortest");

    // A reload renders the same on the server, unfolded.
    await page.reload();
    await expect(combobox("Level")).toHaveValue("advanced");
    await expect(combobox("Level")).toBeVisible();
    // A filtered view is not a page of its own for search engines: its tab is.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/courses$/);
    await expect.poll(() => shownSlugs(page)).toEqual(shortest(long));

    // 'Clear filters' brings the whole tab back and keeps the order.
    await page.getByRole("link", { name: en.Catalogue.refine.clear }).click();
    await expect(page).toHaveURL(/\/courses\?sort=shortest$/);
    await expect(cards(page)).toHaveCount(39);
    await expect(page.getByTestId("catalogue-count")).toHaveText("39 courses");
    const hours = curriculum.filter((c) => c.testament === "Old").sort((a, b) => a.hours - b.hours);
    expect((await shownSlugs(page)).slice(0, 3)).toEqual(hours.slice(0, 3).map((c) => c.slug));

    // An unknown value is no choice: the static page, as it is.
    const odd = await page.goto("/courses?level=expert&length=forever&sort=random");
    expect(odd?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(39);
    // Folded, as on a plain tab (a folded select is out of the accessibility tree, so it has no value to read).
    await expect(combobox("Level")).toBeHidden();
  });

  test("the bottom call to action offers 'View My Progress' and 'Back to Top'", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("link", { name: "View My Progress" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: "Back to Top" })).toHaveAttribute("href", "#top");
  });

  test("titles and tab addresses follow the active language", async ({ page }) => {
    await page.goto("/es/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Cursos bíblicos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Génesis", exact: true })).toHaveAttribute("href", "/es/course/genesis");
    const spanishTabs = page.getByRole("navigation", { name: es.Catalogue.tabsLabel });
    await expect(spanishTabs.getByRole("link", { name: new RegExp(es.Catalogue.newTestament) })).toHaveAttribute("href", "/es/courses/new-testament");
  });

  test("the sitemap lists every tab in every language", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/courses", "/courses/new-testament", "/courses/ministry", "/ar/courses/ministry", "/ru/courses/new-testament"]) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    }
  });
});

test.describe("the catalogue's code, loaded on the first touch", () => {
  testWithOwnPage("a level chosen and a term typed while it loads are kept and answered", counting, async ({ page }) => {
    await page.goto("/courses");
    // Held: every script the page asks for once loaded (the catalogue's code, then the search's).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.getByText(en.Catalogue.refine.toggle).click();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await page.getByRole("combobox", { name: "Level", exact: true }).selectOption({ label: "Advanced" });
    await search(page).fill("daniel");
    // The server's page as it was: nothing has handled the choice nor the term.
    await expect(search(page)).toHaveValue("daniel");
    await expect(page).toHaveURL(/\/courses$/);
    await expect(cards(page)).toHaveCount(39);

    release();
    await expect(page).toHaveURL(/\/courses\?q=daniel&level=advanced$/);
    await expect(results(page).first().getByRole("heading")).toHaveText("Daniel");
    // Advanced courses only.
    await expect(results(page).getByText(/^(Beginner|Intermediate)$/)).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Level", exact: true })).toHaveValue("advanced");
  });

  testWithOwnPage("taking over the server's HTML moves nothing, in English and in Arabic", async ({ page }) => {
    await page.addInitScript(recordLayoutShifts);
    type Shift = { text: string };
    const painted = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const path of ["/courses", "/ar/courses"]) {
      // What the page's own loading moves is not the takeover's: the header once the visitor's session is known
      // (Sign In and Sign Up, 7 px narrower than the placeholder drawn while loading: components/layout/user-nav.tsx),
      // a late web font.
      const session = page.waitForResponse(/\/api\/auth\/session$/);
      await page.goto(path);
      await session;
      await page.evaluate(() => document.fonts.ready);
      await painted();
      const before = ((await page.evaluate(recordedLayoutShifts)) as Shift[]).length;
      // The search index, loaded on focus, changes nothing shown either.
      const index = page.waitForResponse(/\/courses\/search-index\.json$/);
      await takeOver(page);
      await index;
      // A shift is reported with the frame that paints it.
      await painted();
      expect(((await page.evaluate(recordedLayoutShifts)) as Shift[]).slice(before).map((shift) => shift.text), path).toEqual([]);
    }
  });
});

test.describe("the catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure(counting);

  test("/courses?testament=New is painted with the New Testament tab and its courses", async ({ page }) => {
    const response = await page.goto("/courses?testament=New");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('aria-current="page"');
    expect(html).toContain(">Matthew</bdi></a>");
    expect(html).not.toContain(">Genesis</bdi></a>");
    await expect(tab(page, /New Testament \(27\)/)).toHaveAttribute("aria-current", "page");
    await expect(tab(page, /Old Testament/)).not.toHaveAttribute("aria-current");
    await expect(cards(page)).toHaveCount(27);
  });

  test("a search is a form: its ranked results and empty text come from the server", async ({ page }) => {
    await page.goto("/courses/new-testament");
    await search(page).fill("romans");
    await search(page).press("Enter");
    await expect(page).toHaveURL(/\/courses\/new-testament\?q=romans$/);
    await expect(search(page)).toHaveValue("romans");
    await expect(results(page).first().getByRole("heading")).toHaveText("Romans");

    await page.goto("/courses?q=zzzz");
    await expect(page.getByText('No courses found matching "zzzz"')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("a price band from the home page is applied in the HTML, with 'All prices' as a link", async ({ page }) => {
    await page.goto("/courses?price=39.99");
    await expect(page.getByText("Premium courses ($39.99)")).toBeVisible();
    for (const price of await page.getByTestId("card-price").filter({ visible: true }).allTextContents()) expect(price).toBe("$39.99");
    await page.getByRole("link", { name: "All prices" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(cards(page)).toHaveCount(39);
  });

  test("Arabic: level, length and sort in a form sent with its button, titles in Arabic order", async ({ page }) => {
    const refine = ar.Catalogue.refine;
    const chosen = curriculum.filter((c) => c.testament === "New" && c.difficulty === "intermediate" && c.hours > 2 && c.hours < 4);
    const collator = new Intl.Collator("ar", { sensitivity: "base", numeric: true });
    const titleOf = (slug: string) => (translations as Record<string, { ar?: { title: string } }>)[slug]?.ar?.title ?? slug;
    const byTitle = [...chosen].sort((a, b) => collator.compare(titleOf(a.slug), titleOf(b.slug))).map((c) => c.slug);
    expect(chosen.length).toBeGreaterThan(2);
    expect(byTitle).not.toEqual(chosen.map((c) => c.slug));

    await page.goto("/ar/courses/new-testament");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByText(refine.toggle).click();
    await page.getByRole("combobox", { name: refine.level }).selectOption({ label: ar.CourseCard.difficulty.intermediate });
    await page.getByRole("combobox", { name: refine.length }).selectOption("medium");
    await page.getByRole("combobox", { name: refine.sort }).selectOption({ label: refine.sortTitle });
    await page.getByRole("button", { name: refine.apply }).click();
    await expect(page).toHaveURL(/\/ar\/courses\/new-testament\?price=&level=intermediate&length=medium&sort=title$/);
    await expect(page.getByRole("combobox", { name: refine.level })).toHaveValue("intermediate");
    expect(await shownSlugs(page)).toEqual(byTitle);
    await expect(page.getByRole("navigation", { name: ar.Catalogue.tabsLabel }).getByRole("link", { name: new RegExp(ar.Catalogue.newTestament) })).toHaveAttribute(
      "href",
      "/ar/courses/new-testament?level=intermediate&length=medium&sort=title",
    );

    // A search keeps them (hidden fields of the search form), and 'Clear filters' is a link that keeps the order.
    await page.getByPlaceholder(ar.Catalogue.searchPlaceholder).fill("zzzz");
    await page.getByPlaceholder(ar.Catalogue.searchPlaceholder).press("Enter");
    await expect(page).toHaveURL(/\?q=zzzz&level=intermediate&length=medium&sort=title$/);
    await page.getByRole("link", { name: refine.clear }).click();
    await expect(page).toHaveURL(/\/ar\/courses\/new-testament\?q=zzzz&sort=title$/);
  });

  test("Arabic: the tabs, a search and the cards, right to left", async ({ page }) => {
    await page.goto("/ar/courses/ministry");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.Catalogue.title);
    await expect(page.getByRole("navigation", { name: ar.Catalogue.tabsLabel }).getByRole("link", { name: new RegExp(ar.Catalogue.ministry) })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: ar.Catalogue.pastoral })).toBeVisible();

    await page.goto(`/ar/courses?q=${encodeURIComponent("التكوين")}`);
    await expect(page.getByPlaceholder(ar.Catalogue.searchPlaceholder)).toHaveValue("التكوين");
    await expect(page.getByRole("main").getByRole("link", { name: "التكوين", exact: true })).toHaveAttribute("href", "/ar/course/genesis");
  });
});

test.describe("home page", () => {
  test("the New Testament link of the curriculum opens that tab", counting, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Master Biblical Knowledge Online" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/courses");
    await expect(page.getByText("Foundation", { exact: true })).toBeVisible();
    await expect(page.getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("$29.99").first()).toBeVisible();
    const curriculum = page.getByRole("region", { name: "Our Curriculum" });
    await expect(curriculum.getByText("39 Books")).toBeVisible();
    await expect(curriculum.getByText("27 Books")).toBeVisible();
    await expect(curriculum.getByTestId("course-card")).toHaveCount(9);
    await curriculum.getByRole("link", { name: "View all New Testament courses" }).click();
    await expect(page).toHaveURL(/\/courses\/new-testament$/);
    await expect(tab(page, /New Testament/)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("link", { name: "Matthew", exact: true })).toBeVisible();
  });
});

test.describe("course page", () => {
  test("a visitor sees the lessons locked except the free preview, assessments and the information card", async ({ page }) => {
    await page.goto("/course/genesis");
    await expect(page.getByRole("heading", { level: 1, name: "Genesis" })).toBeVisible();
    const lessons = page.getByTestId("lesson-list").getByRole("listitem");
    const total = await lessons.count();
    expect(total).toBeGreaterThan(3);
    await expect(lessons.first()).toHaveAttribute("data-locked", "false");
    await expect(lessons.first()).toContainText("Free preview");
    for (let i = 1; i < total; i++) {
      await expect(lessons.nth(i)).toHaveAttribute("data-locked", "true");
      await expect(lessons.nth(i).getByRole("img", { name: "Locked" })).toBeVisible();
    }
    await expect(lessons.first().getByRole("link")).toHaveAttribute("href", /\/course\/genesis\/lesson\/\w+/);
    await expect(lessons.first()).toContainText(/~\d+ minutes/);
    await expect(page.getByRole("heading", { name: /Assessments \(\d+\)/ })).toBeVisible();
    await expect(page.getByText(/\d+ questions • \d+ min/).first()).toBeVisible();
    await expect(page.getByText(/Passing: \d+%/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Course Information" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Enroll in Course" })).toHaveAttribute("href", "/checkout/genesis");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Course", name: "Genesis", provider: { "@type": "Organization" } });
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);
  });

  test("the course cites its further reading and names who teaches it, in English and in Arabic", async ({ page }) => {
    const works = genesisData.furtherReading;
    const first = works[0]!;
    await page.goto("/course/genesis");
    const reading = page.getByRole("region", { name: "Further reading" });
    await expect(reading.getByRole("listitem")).toHaveCount(works.length);
    await expect(reading.getByRole("listitem").first()).toHaveText(`${first.author}, ${first.title} (${first.publisher}, ${first.year})`);
    await expect(reading.locator("cite").first()).toHaveCSS("font-style", "italic");
    // The demo instructor teaches Genesis: a fictional person of the demo faculty, said to be one, and left out
    // of the structured data.
    await expect(page.getByText("Taught by Daniel Mensah (sample profile)")).toBeVisible();
    await expect(page.getByTestId("course-teacher").getByTestId("sample-profile")).toContainText("Sample profile");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd.citation[0]).toMatchObject({ "@type": "Book", name: first.title, datePublished: String(first.year) });
    expect(jsonLd.hasCourseInstance).not.toHaveProperty("instructor");

    await page.goto("/ar/course/genesis");
    const arabic = page.getByRole("region", { name: ar.CourseAbout.furtherReadingHeading });
    await expect(arabic.getByRole("listitem")).toHaveCount(works.length);
    const citation = arabic.getByRole("listitem").first().locator("span[lang]");
    await expect(citation).toHaveAttribute("lang", "en");
    await expect(citation).toHaveAttribute("dir", "ltr");
    await expect(citation.locator("cite")).toHaveText(first.title);
    await expect(page.getByText(ar.CourseAbout.taughtBy.replace("{names}", ar.CourseAbout.sampleName.replace("{name}", "Daniel Mensah")))).toBeVisible();
    await expect(page.getByTestId("sample-profile")).toContainText(ar.CourseDetail.sampleProfile);
  });

  test.describe("signed in", () => {
    test.use({ signedInAs: "student" });

    test("an enrolled student sees progress, 'Continue Learning' and unlocked lessons; a completed course says so", async ({ page }) => {
      await page.goto("/course/exodus");
      const panel = page.getByTestId("enrolled-panel");
      await expect(panel.getByRole("progressbar")).toBeVisible();
      await expect(panel.getByRole("link", { name: "Continue Learning" })).toHaveAttribute("href", "/course/exodus/resume");
      await expect(page.getByTestId("lesson-list").locator('[data-locked="true"]')).toHaveCount(0);
      await expect(page.getByText("In Progress")).toBeVisible();

      await page.goto("/course/genesis");
      await expect(page.getByTestId("enrolled-panel").getByText("Completed")).toBeVisible();

      // The catalogue card shows the same states.
      await page.goto("/courses");
      const genesisCard = page.getByTestId("course-card").filter({ has: page.getByRole("link", { name: "Genesis", exact: true }) });
      await expect(genesisCard.getByTestId("card-complete")).toBeVisible();
      const exodusCard = page.getByTestId("course-card").filter({ has: page.getByRole("link", { name: "Exodus", exact: true }) });
      await expect(exodusCard.getByRole("link", { name: /Continue/ })).toHaveAttribute("href", "/course/exodus/resume");
    });
  });

  test("the id form moves permanently to the slug", async ({ page, request }) => {
    const genesis = await (await request.get("/api/courses/genesis")).json();
    const response = await request.get(`/course/${genesis.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toMatch(/\/course\/genesis$/);
    await page.goto(`/course/${genesis.id}`);
    await expect(page).toHaveURL(/\/course\/genesis$/);
  });

  test("an unknown course is a 404 'Course Not Found'", async ({ page }) => {
    const response = await page.goto("/course/no-such-course");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Course Not Found" })).toBeVisible();
    await expect(page.getByText("The course you're looking for doesn't exist.")).toBeVisible();
  });
});
