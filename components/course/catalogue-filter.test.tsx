import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Searchable } from "@/lib/courses/search";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { CatalogueEmpty, CatalogueFilter, CatalogueSearch } from "./catalogue-filter";

const mockPush = jest.fn();
type Href = { pathname: string; query?: Record<string, string> };
const hrefOf = ({ pathname, query }: Href) => `${pathname}${query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : ""}`;

jest.mock("@/lib/i18n/navigation", () => ({
  // next-intl's Link as a plain anchor, without the Next.js props <a> does not know.
  Link: ({ href, children, ...props }: { href: Href; prefetch?: boolean; scroll?: boolean; children: ReactNode }) => {
    const anchorProps: Record<string, unknown> = { ...props };
    delete anchorProps.prefetch;
    delete anchorProps.scroll;
    return (
      <a href={hrefOf(href)} {...anchorProps}>
        {children}
      </a>
    );
  },
  useRouter: () => ({ push: mockPush }),
}));

const index: Searchable[] = [
  { slug: "genesis", title: "التكوين", description: "البدايات", price: "39.99", testament: "Old", category: null, languages: { lessons: ["en"] } },
  { slug: "romans", title: "رومية", description: "رسالة بولس إلى أهل رومية", price: "29.99", testament: "New", category: null, languages: { lessons: ["en"] } },
];

function renderCatalogue(locale: "en" | "ar", counts: { Old: number; New: number; Ministry: number }, q = "") {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en}>
      <CatalogueFilter state={{ tab: "Old", q, price: null, lang: null }} counts={counts} action={`/${locale}/courses`}>
        <CatalogueSearch />
        <CatalogueEmpty />
      </CatalogueFilter>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  mockPush.mockReset();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => index })) as unknown as typeof fetch;
});

describe("the catalogue's empty state", () => {
  it("isolates the term in a <bdi>, so an English term keeps its place between Arabic quotes", () => {
    renderCatalogue("ar", { Old: 0, New: 0, Ministry: 0 }, "Romans?");
    const status = screen.getByRole("status");
    expect(status.querySelector("p")?.textContent).toBe(ar.Catalogue.emptyOld.replace("{term}", "Romans?"));
    expect(status.querySelector("bdi")?.textContent).toBe("Romans?");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links to each tab that has results, with its count, keeping the search", () => {
    renderCatalogue("en", { Old: 0, New: 1, Ministry: 2 }, "paul");
    expect(screen.getByRole("status").querySelector("p")).toHaveTextContent('No Old Testament courses found matching "paul"');
    expect(screen.getByRole("link", { name: "New Testament: 1 course found" })).toHaveAttribute("href", "/courses/new-testament?q=paul");
    expect(screen.getByRole("link", { name: "Ministry Training: 2 courses found" })).toHaveAttribute("href", "/courses/ministry?q=paul");
  });

  it("shows nothing while the open tab has results", () => {
    renderCatalogue("en", { Old: 3, New: 1, Ministry: 0 }, "a");
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("the catalogue's search box", () => {
  it("asks the server to search every tab when the form is sent without JavaScript", () => {
    renderCatalogue("en", { Old: 39, New: 27, Ministry: 10 });
    const form = screen.getByRole("search") as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ q: "", all: "1" });
    expect(form).toHaveAttribute("action", "/en/courses");
  });

  it("finds 'روميه' from the Old Testament tab: the count moves, and sending the search opens the New Testament", async () => {
    renderCatalogue("ar", { Old: 1, New: 1, Ministry: 0 });
    await userEvent.type(screen.getByRole("searchbox"), "روميه");
    const link = await screen.findByRole("link", { name: /العهد الجديد/ });
    expect(link).toHaveAttribute("href", `/courses/new-testament?q=${encodeURIComponent("روميه").replace(/%20/g, "+")}`);
    expect(window.location.search).toBe(`?q=${encodeURIComponent("روميه")}`);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith({ pathname: "/courses/new-testament", query: { q: "روميه" } }, { scroll: false }));
  });

  it("stays on the open tab when it has results", async () => {
    renderCatalogue("en", { Old: 1, New: 1, Ministry: 0 });
    await userEvent.type(screen.getByRole("searchbox"), "التكوين{Enter}");
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(mockPush).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
