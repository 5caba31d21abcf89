import { ArrowUp, Search, X } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { serverPersonalState } from "@/components/personal/server-personal-state";
import { Button } from "@/components/ui/button";
import { TAB_PATHS, type CatalogueState } from "@/lib/courses/catalogue-route";
import { PRICE_TIERS } from "@/lib/courses/catalogue-tabs";
import { formatPrice } from "@/lib/courses/format";
import { listCourses } from "@/lib/courses/queries";
import { catalogueView } from "@/lib/courses/catalogue-view";
import { fuzzyTitles } from "@/lib/courses/fuzzy";
import { sortCourses } from "@/lib/courses/refine";
import { groupForTabs } from "@/lib/courses/search";
import type { CourseSummary } from "@/lib/courses/types";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";
import { languageName, type LanguageChoice } from "@/lib/i18n/language-names";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { CatalogueEmpty } from "./catalogue-empty";
import { CatalogueLanguageFilter } from "./catalogue-language-filter";
import { CatalogueList } from "./catalogue-list";
import { CatalogueRefine } from "./catalogue-refine";
import { CatalogueTierChip } from "./catalogue-refine-parts";
import { CatalogueResults } from "./catalogue-results";
import { CourseGridSkeleton } from "./catalogue-skeleton";
import { CatalogueTabsNav } from "./catalogue-tabs-nav";
import { CatalogueFilter, CatalogueGroup, CataloguePanel, CatalogueSearch, CatalogueTabs, CatalogueTakeover } from "./catalogue-takeover";

/**
 * The catalogue (SPEC 'Course catalogue'): title, search, tabs with counts and the open tab's courses,
 * all rendered on the server. Only the open tab's cards are in the page, in the chosen order; a filter (price,
 * lesson language, level, length) hides those it leaves out, and a search term shows its results across the tabs
 * in their place (one ranked list, or in the chosen order).
 */
export async function CataloguePage({ locale, state }: { locale: Locale; state: CatalogueState }) {
  const [t, courses] = await Promise.all([getTranslations({ locale, namespace: "Catalogue" }), listCourses(locale, {})]);
  const { counts, slugs, results } = catalogueView(courses, state, locale, fuzzyTitles);
  const groups = groupForTabs(sortCourses(courses, state.sort, locale), "");
  const hidden = (list: CourseSummary[]) => list.every((course) => !slugs.has(course.slug)) || undefined;
  const { tab, ...filters } = state;
  const { q } = filters;
  // The signed-in visitor's, when this is their page (app/signed-in/, or a search: ../../app/[locale]/(catalogue)/courses/search).
  const { enrollments } = serverPersonalState();

  return (
    <div id="top" className="container mx-auto px-4 py-12">
      <header className="mb-8 text-center">
        <h1 className="font-serif text-4xl font-bold text-primary">{t("title")}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      </header>
      {/* The browser gets the texts of the search, tabs and cards' footers, and no others. */}
      <ClientMessages namespaces={["Catalogue", "CourseCard", "CourseLanguages"]}>
        {/* The catalogue's code takes this over on the visitor's first touch (./catalogue-takeover.tsx): until then
            React leaves its HTML as the server drew it. */}
        <div data-catalogue>
          <CatalogueTakeover>
            <CatalogueFilter state={state} counts={counts} results={results} action={getPathname({ locale, href: TAB_PATHS[state.tab] })}>
              <CatalogueSearch icon={<Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />} />
              <CatalogueTierChip
                price={state.price}
                labels={Object.fromEntries(PRICE_TIERS.map((tier) => [tier.price, t("tierFilter", { tier: t(`tier.${tier.key}`), price: formatPrice(tier.price, locale) })]))}
                clear={
                  <>
                    <X aria-hidden className="size-3.5" />
                    {t("allPrices")}
                  </>
                }
              />
              <CatalogueLanguageFilter choices={lessonLanguageChoices(locale)} />
              {/* Open while a price, level, length or order is chosen, so the choices show. */}
              <CatalogueRefine
                open={Boolean(state.price || state.level || state.length || state.sort)}
                count={results ? results.results.length : counts[tab]}
                q={q}
                filters={filters}
              />
              <CatalogueTabs server={<CatalogueTabsNav current={tab} filters={filters} counts={counts} />} />
              <CataloguePanel
                skeleton={<CourseGridSkeleton count={6} />}
                serverResults={results && <CatalogueResults q={q} results={results} enrollments={enrollments} />}
                serverEmpty={!results && counts[tab] === 0 && <CatalogueEmpty tab={tab} q={q} filters={filters} counts={counts} />}
              >
                {state.tab === "Ministry" ? (
                  <div className="flex flex-col gap-10">
                    {(["pastoral", "leadership"] as const).map((key) => (
                      <CatalogueGroup key={key} slugs={groups.Ministry[key].map((c) => c.slug)} hidden={hidden(groups.Ministry[key])} labelledBy={`${key}-heading`}>
                        <h2 id={`${key}-heading`} className="mb-4 font-serif text-2xl font-semibold">{t(key)}</h2>
                        <CatalogueList courses={groups.Ministry[key]} matching={slugs} headingLevel="h3" enrollments={enrollments} />
                      </CatalogueGroup>
                    ))}
                  </div>
                ) : (
                  <CatalogueList courses={groups[state.tab]} matching={slugs} headingLevel="h2" enrollments={enrollments} />
                )}
              </CataloguePanel>
            </CatalogueFilter>
          </CatalogueTakeover>
        </div>
      </ClientMessages>
      <section className="mt-16 rounded-lg bg-muted/60 p-8 text-center" aria-labelledby="catalogue-cta">
        <h2 id="catalogue-cta" className="font-serif text-2xl font-semibold">{t("ctaTitle")}</h2>
        <p className="mt-2 text-muted-foreground">{t("ctaText")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/dashboard">{t("viewProgress")}</Link>
          </Button>
          <Button asChild variant="outline">
            <a href="#top">
              <ArrowUp aria-hidden className="size-4" />
              {t("backToTop")}
            </a>
          </Button>
        </div>
      </section>
    </div>
  );
}

/**
 * Every language of the school, as lessons can be in any of them: the page's own first (what its reader most
 * likely wants), then English (the original), then the others.
 */
function lessonLanguageChoices(locale: Locale): LanguageChoice[] {
  // The test build's pseudo-locale reads English lessons.
  const own = (locales as readonly string[]).includes(locale) ? locale : defaultLocale;
  const codes = [...new Set([own, defaultLocale, ...locales])];
  return codes.map((code) => ({ code, name: languageName(code, locale) }));
}
