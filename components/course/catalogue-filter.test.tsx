import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { plainTab } from "@/lib/courses/catalogue-route";
import type { CourseSummary } from "@/lib/courses/types";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { CatalogueEmpty } from "./catalogue-empty";
import { CatalogueTabsNav } from "./catalogue-tabs-nav";
import { CatalogueFilter, CataloguePanel, CatalogueSearch, CatalogueTabs, useFilter } from "./catalogue-filter";

const mockPush = jest.fn();
jest.mock("@/lib/i18n/navigation", () => ({
  Link: jest.requireActual("@/test/mocks/anchor-link").AnchorLink,
  useRouter: () => ({ push: mockPush }),
}));
// The client components themselves, not what stands in for them until they load (./catalogue-takeover.test.tsx).
jest.mock("./catalogue-takeover", () => jest.requireActual("./catalogue-client"));

// What the cards need besides the search's fields does not matter here.
const index = [
  { slug: "genesis", title: "التكوين", description: "البدايات", price: "39.99", testament: "Old", category: null, languages: { lessons: ["en"] } },
  { slug: "acts", title: "أعمال الرسل", description: "من أورشليم إلى رومية", price: "29.99", testament: "New", category: null, languages: { lessons: ["en"] } },
  { slug: "romans", title: "رومية", description: "رسالة بولس إلى أهل رومية", price: "29.99", testament: "New", category: null, languages: { lessons: ["en"] } },
] as unknown as CourseSummary[];

/** The search's results as the panel would list them: slugs in order, and the suggestion. */
function ResultsProbe() {
  const { results } = useFilter();
  return <span data-testid="results">{results ? `${results.results.map((c) => c.slug).join(",")}|${results.suggestion ?? ""}` : "none"}</span>;
}

const noFilters = (q: string) => ({ q, price: null, lang: null, level: null, length: null, sort: null });

function renderCatalogue(locale: "en" | "ar", counts: { Old: number; New: number; Ministry: number }, q = "") {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en}>
      <CatalogueFilter state={{ ...plainTab("Old"), q }} counts={counts} action={`/${locale}/courses`}>
        <CatalogueSearch icon={null} />
        <CatalogueTabs server={<CatalogueTabsNav current="Old" filters={noFilters(q)} counts={counts} />} />
        <ResultsProbe />
      </CatalogueFilter>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  mockPush.mockReset();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => index })) as unknown as typeof fetch;
});

function renderEmpty(locale: "en" | "ar", counts: { Old: number; New: number; Ministry: number }, q: string) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en}>
      <CatalogueEmpty tab="Old" q={q} filters={noFilters(q)} counts={counts} />
    </NextIntlClientProvider>,
  );
}

/** Narrows the catalogue to a price, as the price filter does. */
function PriceProbe() {
  const { setQuery } = useFilter();
  return <button onClick={() => void setQuery({ price: "29.99" })}>29.99</button>;
}

describe("the catalogue's empty state", () => {
  it("isolates the term in a <bdi>, so an English term keeps its place between Arabic quotes", () => {
    renderEmpty("ar", { Old: 0, New: 0, Ministry: 0 }, "Romans?");
    const status = screen.getByRole("status");
    expect(status.querySelector("p")?.textContent).toBe(ar.Catalogue.emptyOld.replace("{term}", "Romans?"));
    expect(status.querySelector("bdi")?.textContent).toBe("Romans?");
    expect(status.querySelector("a")).toBeNull();
  });

  it("links to each tab that has results, with its count, keeping the search", () => {
    renderEmpty("en", { Old: 0, New: 1, Ministry: 2 }, "paul");
    expect(screen.getByRole("status").querySelector("p")).toHaveTextContent('No Old Testament courses found matching "paul"');
    expect(screen.getByRole("link", { name: "New Testament: 1 course found" })).toHaveAttribute("href", "/courses/new-testament?q=paul");
    expect(screen.getByRole("link", { name: "Ministry Training: 2 courses found" })).toHaveAttribute("href", "/courses/ministry?q=paul");
  });

  it("is drawn by the browser for the filters chosen once the index has loaded, with the tabs' counts, and not while the open tab has cards", async () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <CatalogueFilter state={plainTab("Old")} counts={{ Old: 1, New: 2, Ministry: 0 }} action="/courses">
          <PriceProbe />
          <CatalogueTabs server={<CatalogueTabsNav current="Old" filters={noFilters("")} counts={{ Old: 1, New: 2, Ministry: 0 }} />} />
          <CataloguePanel skeleton={null} serverResults={null} serverEmpty={null}>
            <p>cards</p>
          </CataloguePanel>
        </CatalogueFilter>
      </NextIntlClientProvider>,
    );
    // The open tab has courses: no empty state, the cards.
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("cards")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "29.99" }));
    expect(await screen.findByRole("status")).toHaveTextContent(en.Catalogue.noCourses);
    expect(screen.getByRole("link", { name: "New Testament: 2 courses found" })).toHaveAttribute("href", "/courses/new-testament?price=29.99");
    // The tabs count and link what the filter leaves.
    expect(screen.getByRole("link", { name: "Old Testament (0)" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "New Testament (2)" })).toHaveAttribute("href", "/courses/new-testament?price=29.99");
  });
});

describe("the catalogue's search box", () => {
  it("asks the server to search every tab when the form is sent without JavaScript", () => {
    renderCatalogue("en", { Old: 39, New: 27, Ministry: 10 });
    const form = screen.getByRole("search") as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ q: "", all: "1" });
    expect(form).toHaveAttribute("action", "/en/courses");
  });

  it("finds 'روميه' from the Old Testament tab: every tab's results in one list, Romans (رومية) before Acts, in place of the tabs", async () => {
    renderCatalogue("ar", { Old: 1, New: 2, Ministry: 0 });
    expect(screen.getByRole("navigation", { name: ar.Catalogue.tabsLabel })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox"), "روميه");
    await waitFor(() => expect(screen.getByTestId("results")).toHaveTextContent("romans,acts|"));
    expect(window.location.search).toBe(`?q=${encodeURIComponent("روميه")}`);
    expect(screen.queryByRole("navigation", { name: ar.Catalogue.tabsLabel })).toBeNull();
    // No tab to switch to: sending the search keeps the list where it is.
    await userEvent.keyboard("{Enter}");
    expect(mockPush).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("reads a typo as one once Fuse.js has loaded with the index, and suggests the title", async () => {
    renderCatalogue("ar", { Old: 1, New: 2, Ministry: 0 });
    await userEvent.type(screen.getByRole("searchbox"), "التكوبن");
    await waitFor(() => expect(screen.getByTestId("results")).toHaveTextContent("genesis|التكوين"));
  });

  it("shows the server's results for the address's term until the browser's own are ready", () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <CatalogueFilter state={{ ...plainTab("Old"), q: "genisis" }} counts={{ Old: 0, New: 0, Ministry: 0 }} action="/en/courses" results={{ results: [index[0]!], suggestion: "Genesis" }}>
          <ResultsProbe />
        </CatalogueFilter>
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId("results")).toHaveTextContent("genesis|Genesis");
  });
});
