import { useTranslations } from "next-intl";
import { catalogueHref, catalogueQuery, type CatalogueQuery } from "@/lib/courses/catalogue-route";
import { CATALOGUE_TABS, TAB_LABEL, type CatalogueTab, type TabCounts } from "@/lib/courses/catalogue-tabs";
import { Link } from "@/lib/i18n/navigation";
import { TabStatus } from "./catalogue-takeover";

type Props = { current: CatalogueTab; filters: Required<CatalogueQuery>; counts: TabCounts };

/**
 * The three tabs as links, each with its number of matching courses; the open one is the current page. No client
 * code of its own but the link's status: the server draws it for the address, the live search
 * (./catalogue-live.ts) as the visitor searches and filters (./catalogue-filter.tsx's CatalogueTabs).
 */
export function CatalogueTabsNav({ current, filters, counts }: Props) {
  const t = useTranslations("Catalogue");
  const searching = Object.keys(catalogueQuery(filters)).length > 0;
  return (
    <nav aria-label={t("tabsLabel")} className="mt-8">
      {/* Side by side on a phone too, so they read in the page's direction (right to left in Arabic). */}
      <ul className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {CATALOGUE_TABS.map((tab) => (
          <li key={tab} className="flex">
            <Link
              href={catalogueHref({ tab, ...filters })}
              aria-current={tab === current ? "page" : undefined}
              // The tabs stay where they are, as tabs do, and open at once (prefetched in view); a searched tab is rendered
              // on request: no prefetch.
              scroll={false}
              prefetch={searching ? false : "auto"}
              className="flex min-h-11 flex-1 items-center justify-center rounded-md px-1.5 py-1.5 text-center text-sm leading-tight font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm sm:px-3 sm:py-2"
            >
              <span>
                {t(TAB_LABEL[tab])} <span className="whitespace-nowrap tabular-nums">({counts[tab]})</span>
              </span>
              <TabStatus />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
