"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, useCallback, useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { formatPrice } from "@/lib/courses/format";
import { CATALOGUE_TABS, groupForTabs, parseTab, PRICE_TIERS, type CatalogueTab } from "@/lib/courses/search";
import type { CourseSummary } from "@/lib/courses/types";
import { CatalogueUrlReader, writeQuery, type CatalogueQuery } from "./catalogue-url-state";
import { CourseGrid } from "./course-grid";

const TAB_LABEL = { Old: "oldTestament", New: "newTestament", Ministry: "ministry" } as const;
const EMPTY = { Old: "emptyOld", New: "emptyNew", Ministry: "emptyMinistry" } as const;

/** Search box, three tabs with counts and the grids; the state lives in the URL. */
export function CatalogueBrowser({ courses }: { courses: CourseSummary[] }) {
  const t = useTranslations("Catalogue");
  const [query, setQuery] = useState<CatalogueQuery>({ tab: "Old", q: "", price: null });
  const groups = useMemo(() => groupForTabs(courses, query.q, query.price), [courses, query.q, query.price]);
  const counts = { Old: groups.Old.length, New: groups.New.length, Ministry: groups.Ministry.count };

  const fromUrl = useCallback((next: CatalogueQuery) => setQuery(next), []);
  const update = (patch: Partial<CatalogueQuery>) => {
    const next = { ...query, ...patch };
    setQuery(next);
    writeQuery(next);
  };
  const tier = PRICE_TIERS.find((tier) => tier.price === query.price);

  return (
    <div>
      <Suspense fallback={null}>
        <CatalogueUrlReader onChange={fromUrl} />
      </Suspense>
      <div className="relative mx-auto max-w-xl">
        <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={query.q}
          onChange={(event) => update({ q: event.target.value })}
          placeholder={t("searchPlaceholder")}
          aria-label={t("searchLabel")}
          className="ps-9"
        />
      </div>
      {tier && (
        <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm">
          <span>{t("tierFilter", { tier: t(`tier.${tier.key}`), price: formatPrice(tier.price) })}</span>
          <button
            type="button"
            onClick={() => update({ price: null })}
            className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-3.5" />
            {t("allPrices")}
          </button>
        </p>
      )}
      <Tabs.Root value={query.tab} onValueChange={(value) => update({ tab: parseTab(value) })} className="mt-8">
        <Tabs.List aria-label={t("tabsLabel")} className="grid grid-cols-1 gap-1 rounded-lg bg-muted p-1 sm:grid-cols-3">
          {CATALOGUE_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
            >
              {t(TAB_LABEL[tab])} <span className="ms-1 tabular-nums">({counts[tab]})</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CATALOGUE_TABS.map((tab) => (
          // Only the open panel is rendered: the HTML stays small; crawlers reach every course through the sitemap.
          <Tabs.Content key={tab} value={tab} className="mt-6 focus-visible:outline-2 focus-visible:outline-ring">
            {counts[tab] === 0 ? (
              <p className="py-12 text-center text-muted-foreground" role="status">
                {query.q ? t(EMPTY[tab], { term: query.q }) : t("noCourses")}
              </p>
            ) : tab === "Ministry" ? (
              <MinistryPanels pastoral={groups.Ministry.pastoral} leadership={groups.Ministry.leadership} />
            ) : (
              <CourseGrid courses={groups[tab as Exclude<CatalogueTab, "Ministry">]} headingLevel="h2" />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function MinistryPanels({ pastoral, leadership }: { pastoral: CourseSummary[]; leadership: CourseSummary[] }) {
  const t = useTranslations("Catalogue");
  return (
    <div className="space-y-10">
      {pastoral.length > 0 && (
        <section aria-labelledby="pastoral-heading">
          <h2 id="pastoral-heading" className="mb-4 font-serif text-2xl font-semibold">{t("pastoral")}</h2>
          <CourseGrid courses={pastoral} headingLevel="h3" />
        </section>
      )}
      {leadership.length > 0 && (
        <section aria-labelledby="leadership-heading">
          <h2 id="leadership-heading" className="mb-4 font-serif text-2xl font-semibold">{t("leadership")}</h2>
          <CourseGrid courses={leadership} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
