"use client";

import { ChevronDown } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, type ChangeEvent, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { catalogueHref, withQuery } from "@/lib/courses/catalogue-route";
import { formatPrice } from "@/lib/courses/format";
import { LENGTH_BANDS, LEVELS, parseSort, SORTS } from "@/lib/courses/refine";
import { PRICE_TIERS } from "@/lib/courses/catalogue-tabs";
import { Link } from "@/lib/i18n/navigation";
import { QueryFields, useFilter } from "./catalogue-filter";

const SORT_LABEL = { "price-low": "sortPriceLow", "price-high": "sortPriceHigh", shortest: "sortShortest", title: "sortTitle" } as const;
const LENGTH_LABEL = { short: "lengthShort", medium: "lengthMedium", long: "lengthLong" } as const;

type Narrowing = "price" | "level" | "length";

/**
 * Price, level and length filters and the sort order, as a GET form to the open tab with a labelled select each, so
 * it works without JavaScript (an 'Apply' button sends it). With JavaScript a filter narrows the cards in place as
 * the search does, and a sort order loads the tab in that order from the server. They fold into one row, 'Filter
 * and sort' with the number of courses shown (a phone's catalogue stays short), open while one is chosen, with
 * 'Clear filters' (the search term and the order stay).
 */
export function CatalogueRefine({ open }: { open: boolean }) {
  const t = useTranslations("Catalogue");
  const levels = useTranslations("CourseCard.difficulty");
  const locale = useLocale();
  const { tab, action, filters, counts, results, setQuery, sortBy } = useFilter();
  const id = useId();

  // A filter: in place; without the search index (offline), the address with it is loaded instead.
  const narrow = (key: Narrowing) => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value || null;
    const href = withQuery(action, { ...filters, [key]: value });
    void setQuery({ [key]: value }).then((ok) => ok || window.location.assign(href));
  };
  const filtered = Boolean(filters.price || filters.lang || filters.level || filters.length);
  const count = results ? results.results.length : counts[tab];

  return (
    <details open={open} className="group mx-auto mt-4 max-w-3xl" data-testid="catalogue-refine">
      <summary className="mx-auto flex min-h-11 max-w-xl cursor-pointer list-none items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        {t("refine.toggle")}
        <span className="ms-auto font-normal text-muted-foreground" aria-live="polite" data-testid="catalogue-count">
          {t("refine.count", { count })}
        </span>
      </summary>
      <form method="get" action={action} className="mt-3">
        <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4">
          <Choice id={`${id}-price`} name="price" label={t("refine.price")} value={filters.price} onChange={narrow("price")}>
            <option value="">{t("allPrices")}</option>
            {PRICE_TIERS.map((tier) => (
              <option key={tier.key} value={tier.price}>
                {t("refine.priceOption", { tier: t(`tier.${tier.key}`), price: formatPrice(tier.price, locale) })}
              </option>
            ))}
          </Choice>
          <Choice id={`${id}-level`} name="level" label={t("refine.level")} value={filters.level} onChange={narrow("level")}>
            <option value="">{t("refine.anyLevel")}</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {levels(level)}
              </option>
            ))}
          </Choice>
          <Choice id={`${id}-length`} name="length" label={t("refine.length")} value={filters.length} onChange={narrow("length")}>
            <option value="">{t("refine.anyLength")}</option>
            {LENGTH_BANDS.map((band) => (
              <option key={band.key} value={band.key}>
                {t(`refine.${LENGTH_LABEL[band.key]}`, { min: "min" in band ? band.min : 0, max: "max" in band ? band.max : 0 })}
              </option>
            ))}
          </Choice>
          <Choice id={`${id}-sort`} name="sort" label={t("refine.sort")} value={filters.sort} onChange={(event) => sortBy(parseSort(event.target.value))}>
            {/* With a search term the default order is relevance; without one, the catalogue's own. */}
            <option value="">{filters.q.trim() ? t("refine.sortRelevance") : t("refine.sortDefault")}</option>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`refine.${SORT_LABEL[sort]}`)}
              </option>
            ))}
          </Choice>
        </div>
        <QueryFields filters={filters} omit={["price", "level", "length", "sort"]} />
        {/* With JavaScript every choice applies as it is made. */}
        <noscript>
          <div className="mt-2 flex justify-center">
            {/* buttonVariants, not <Button>: its class merging (lib/utils.ts) would load with the page for this one button. */}
            <button type="submit" className={buttonVariants({ variant: "outline", className: "min-h-11" })}>
              {t("refine.apply")}
            </button>
          </div>
        </noscript>
        {filtered && (
          <p className="mt-1 text-center text-sm">
            <Link
              href={catalogueHref({ tab, q: filters.q, price: null, sort: filters.sort })}
              scroll={false}
              prefetch={false}
              onClick={(event) => {
                event.preventDefault();
                const href = event.currentTarget.href;
                void setQuery({ price: null, lang: null, level: null, length: null }).then((ok) => ok || window.location.assign(href));
              }}
              className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t("refine.clear")}
            </Link>
          </p>
        )}
      </form>
    </details>
  );
}

type ChoiceProps = {
  id: string;
  name: string;
  label: string;
  value: string | null;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
};

/** A labelled native select: a phone shows its own picker, and it works without JavaScript. */
function Choice({ id, name, label, value, onChange, children }: ChoiceProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1 text-start">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value ?? ""}
          onChange={onChange}
          className="h-11 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-background py-1 pe-8 ps-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {children}
        </select>
        <ChevronDown className="pointer-events-none absolute end-2 top-1/2 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
      </div>
    </div>
  );
}
