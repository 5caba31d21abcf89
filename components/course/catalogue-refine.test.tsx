import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { plainTab, type CatalogueState } from "@/lib/courses/catalogue-route";
import type { CourseSummary } from "@/lib/courses/types";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { catalogueView } from "@/lib/courses/catalogue-view";
import { CatalogueFilter, CatalogueItem } from "./catalogue-filter";
import { CatalogueLanguageFilter } from "./catalogue-language-filter";
import { CatalogueRefine } from "./catalogue-refine";
import { CatalogueTierChip } from "./catalogue-refine-parts";

const mockPush = jest.fn();
jest.mock("@/lib/i18n/navigation", () => ({
  Link: jest.requireActual("@/test/mocks/anchor-link").AnchorLink,
  useRouter: () => ({ push: mockPush }),
}));
// The client components themselves, not what stands in for them until they load (./catalogue-takeover.test.tsx).
jest.mock("./catalogue-takeover", () => jest.requireActual("./catalogue-client"));

// The Old Testament tab's courses as the search index gives them (the fields the filters read).
const index = [
  { slug: "genesis", title: "Genesis", description: "Beginnings", price: "39.99", difficulty: "beginner", estimatedHours: 5.5, testament: "Old", category: null, languages: { lessons: ["en"] } },
  { slug: "job", title: "Job", description: "Suffering", price: "29.99", difficulty: "advanced", estimatedHours: 4, testament: "Old", category: null, languages: { lessons: ["en"] } },
  { slug: "ruth", title: "Ruth", description: "Loyalty", price: "19.99", difficulty: "beginner", estimatedHours: 2, testament: "Old", category: null, languages: { lessons: ["en", "ar"] } },
] as unknown as CourseSummary[];

function renderRefine(locale: "en" | "ar", state: CatalogueState) {
  // What the server draws for the address, as the page gives it (components/course/catalogue-page.tsx).
  const { counts, results } = catalogueView(index, state, locale);
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en}>
      <CatalogueFilter state={state} counts={{ Old: 3, New: 0, Ministry: 0 }} action={locale === "ar" ? "/ar/courses" : "/courses"}>
        <CatalogueLanguageFilter choices={[{ code: "ar", name: "العربية" }, { code: "en", name: "English" }]} />
        <CatalogueTierChip price={state.price} labels={{ "19.99": "Foundation courses ($19.99)" }} clear="All prices" />
        <CatalogueRefine open count={results ? results.results.length : counts.Old} q={state.q} filters={state} />
        <ul>
          {index.map((course) => (
            <CatalogueItem key={course.slug} slug={course.slug}>
              {course.title}
            </CatalogueItem>
          ))}
        </ul>
      </CatalogueFilter>
    </NextIntlClientProvider>,
  );
}

const shown = () => screen.getAllByRole("listitem").filter((item) => !item.hidden).map((item) => item.textContent);

beforeEach(() => {
  mockPush.mockReset();
  window.history.replaceState(null, "", "/courses");
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => index })) as unknown as typeof fetch;
});

describe("the catalogue's filters and order", () => {
  it("is a GET form to the open tab with a labelled choice each, keeping the search and language when sent without JavaScript", () => {
    renderRefine("en", { ...plainTab("Old"), q: "ru", lang: "en", level: "beginner" });
    const form = screen.getByTestId("catalogue-refine").querySelector("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/courses");
    for (const name of ["Price", "Level", "Length", "Sort by"]) expect(screen.getByRole("combobox", { name })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveValue("beginner");
    expect(Object.fromEntries(new FormData(form))).toEqual({ price: "", level: "beginner", length: "", sort: "", q: "ru", lang: "en" });
    // A search term's default order is relevance.
    expect(within(screen.getByRole("combobox", { name: "Sort by" })).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Best match",
      "Price: low to high",
      "Price: high to low",
      "Shortest first",
      "Title (A–Z)",
    ]);
    expect(within(screen.getByRole("combobox", { name: "Length" })).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Any length",
      "Up to 2 hours",
      "2 to 4 hours",
      "4 hours or more",
    ]);
  });

  it("narrows the cards in place by level and length, says how many are left, and clears back to all of them", async () => {
    renderRefine("en", plainTab("Old"));
    // The folded row says what it holds and how many courses are shown.
    expect(screen.getByTestId("catalogue-refine").querySelector("summary")).toHaveTextContent("Filter and sort3 courses");
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Level" }), "Beginner");
    await waitFor(() => expect(shown()).toEqual(["Genesis", "Ruth"]));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Length" }), "4 hours or more");
    await waitFor(() => expect(shown()).toEqual(["Genesis"]));
    expect(screen.getByTestId("catalogue-count")).toHaveTextContent("1 course");
    expect(window.location.search).toBe("?level=beginner&length=long");
    expect(mockPush).not.toHaveBeenCalled();

    const clear = screen.getByRole("link", { name: "Clear filters" });
    expect(clear).toHaveAttribute("href", "/courses");
    await userEvent.click(clear);
    await waitFor(() => expect(shown()).toEqual(["Genesis", "Job", "Ruth"]));
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveValue("");
    expect(window.location.search).toBe("");
  });

  it("loads the tab in the chosen order from the server, keeping the filters", async () => {
    renderRefine("en", { ...plainTab("Old"), price: "19.99" });
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(within(sort).getAllByRole("option")[0]).toHaveTextContent("Recommended");
    await userEvent.selectOptions(sort, "Price: high to low");
    expect(mockPush).toHaveBeenCalledWith({ pathname: "/courses", query: { price: "19.99", sort: "price-high" } }, { scroll: false });
  });

  it("clears the filters but keeps the search term and the order", () => {
    renderRefine("en", { ...plainTab("Old"), q: "job", lang: "ar", level: "advanced", sort: "title" });
    expect(screen.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/courses?q=job&sort=title");
  });

  it("speaks Arabic: its labels, and hours counted as Arabic counts them", () => {
    renderRefine("ar", { ...plainTab("Old"), sort: "title" });
    expect(screen.getByRole("combobox", { name: ar.Catalogue.refine.level })).toBeInTheDocument();
    const length = screen.getByRole("combobox", { name: ar.Catalogue.refine.length });
    const options = within(length).getAllByRole("option").map((o) => o.textContent);
    expect(options[0]).toBe(ar.Catalogue.refine.anyLength);
    expect(options[1]).toBe("حتى ساعتين");
    expect(options[3]).toMatch(/ساعات أو أكثر$/);
    expect(screen.getByRole("combobox", { name: ar.Catalogue.refine.sort })).toHaveValue("title");
    expect(screen.getByTestId("catalogue-count")).toHaveTextContent("3 دورات");
  });

  it("narrows to a lesson language in place, marks the one chosen, and goes back to any language", async () => {
    renderRefine("en", plainTab("Old"));
    const choice = (name: string) => screen.getByRole("link", { name });
    expect(choice("Any language")).toHaveAttribute("aria-current", "true");
    expect(choice("العربية")).toHaveAttribute("href", "/courses?lang=ar");
    await userEvent.click(choice("العربية"));
    await waitFor(() => expect(shown()).toEqual(["Ruth"]));
    expect(choice("العربية")).toHaveAttribute("aria-current", "true");
    expect(choice("Any language")).not.toHaveAttribute("aria-current");
    expect(window.location.search).toBe("?lang=ar");
    await userEvent.click(choice("Any language"));
    await waitFor(() => expect(shown()).toEqual(["Genesis", "Job", "Ruth"]));
  });

  it("says which pricing tier narrows the catalogue, and 'All prices' lifts it in place", async () => {
    renderRefine("en", { ...plainTab("Old"), price: "19.99" });
    expect(screen.getByText("Foundation courses ($19.99)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "All prices" }));
    await waitFor(() => expect(shown()).toEqual(["Genesis", "Job", "Ruth"]));
    expect(screen.queryByText("Foundation courses ($19.99)")).toBeNull();
    expect(window.location.search).toBe("");
  });
});
