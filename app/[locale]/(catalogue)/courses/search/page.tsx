import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { CataloguePage } from "@/components/course/catalogue-page";
import { MyCourseState } from "@/components/personal/signed-in-state";
import { catalogueHref, readCatalogueQuery, SEARCH_ALL_PARAM, tabFromSlug, type CatalogueState } from "@/lib/courses/catalogue-route";
import { listCourses } from "@/lib/courses/queries";
import { searchCatalogue, tabToShow } from "@/lib/courses/search";
import type { Locale } from "@/lib/i18n/locales";
import { redirect } from "@/lib/i18n/navigation";
import { catalogueMetadata } from "../catalogue-metadata";

// A searched, filtered (price, lesson language, level, length) or sorted tab, rendered per request (the unsearched tabs stay static). proxy.ts
// rewrites /courses/ministry?q=lead here as ?tab=ministry&q=lead, so the address stays the tab's. No
// loading.tsx above it: the results arrive in the first HTML, which a browser without JavaScript shows.
// Searches are not rewritten to app/signed-in/ (lib/i18n/address-rules.mjs), so this page reads the session itself:
// a signed-in student's cards show their progress, as on the tabs' own pages (it is never cached for anyone).

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/courses/search">): Promise<Metadata> {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  // A search result is not a page of its own for search engines; its tab is.
  return { ...(await catalogueMetadata(locale as Locale, tabFromSlug(query.tab) ?? "Old")), robots: { index: false, follow: true } };
}

export default async function CatalogueSearchPage({ params, searchParams }: PageProps<"/[locale]/courses/search">) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const state: CatalogueState = { tab: tabFromSlug(query.tab) ?? "Old", ...readCatalogueQuery((key) => query[key]) };
  if (query[SEARCH_ALL_PARAM] !== undefined) await openTabWithResults(locale as Locale, state);
  return (
    <MyCourseState>
      <CataloguePage locale={locale as Locale} state={state} />
    </MyCourseState>
  );
}

/** A search sent by the form (without JavaScript): on to the tab that has results, at its clean address. */
async function openTabWithResults(locale: Locale, state: CatalogueState): Promise<never> {
  const { counts } = searchCatalogue(await listCourses(locale, {}), state.q, state);
  return redirect({ href: catalogueHref({ ...state, tab: tabToShow(counts, state.tab) }), locale });
}
