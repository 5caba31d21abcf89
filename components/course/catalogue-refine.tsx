import { ChevronDown } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatPrice } from "@/lib/courses/format";
import { LENGTH_BANDS, LEVELS, SORTS } from "@/lib/courses/refine";
import { PRICE_TIERS } from "@/lib/courses/catalogue-tabs";
import type { CatalogueQuery } from "@/lib/courses/catalogue-route";
import { DefaultSortOption, RefineClear, RefineCount } from "./catalogue-refine-parts";
import { LivePart, RefineForm, RefineSelect } from "./catalogue-takeover";

const SORT_LABEL = { "price-low": "sortPriceLow", "price-high": "sortPriceHigh", shortest: "sortShortest", title: "sortTitle" } as const;
const LENGTH_LABEL = { short: "lengthShort", medium: "lengthMedium", long: "lengthLong" } as const;

/**
 * Price, level and length filters and the sort order, as a GET form to the open tab with a labelled select each, so
 * it works without JavaScript (an 'Apply' button sends it). With JavaScript a filter narrows the cards in place as
 * the search does, and a sort order loads the tab in that order from the server. They fold into one row, 'Filter
 * and sort' with the number of courses shown (a phone's catalogue stays short), open while one is chosen, with
 * 'Clear filters' (the search term and the order stay). Drawn on the server: only what follows the visitor's
 * choices is client code (./catalogue-refine-controls.tsx). `count`, `q` and `filters`: the address's, for the
 * parts the live search draws afresh once its index has loaded (./catalogue-refine-parts.tsx).
 */
export function CatalogueRefine({ open, count, q, filters }: { open: boolean; count: number; q: string; filters: CatalogueQuery }) {
  const t = useTranslations("Catalogue");
  const levels = useTranslations("CourseCard.difficulty");
  const locale = useLocale();

  return (
    <details open={open} className="group mx-auto mt-4 max-w-3xl" data-testid="catalogue-refine">
      <summary className="mx-auto flex min-h-11 max-w-xl cursor-pointer list-none items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        {t("refine.toggle")}
        <LivePart name="LiveRefineCount" server={<RefineCount count={count} />} />
      </summary>
      <RefineForm clear={<LivePart name="LiveRefineClear" server={<RefineClear filters={filters} />} />}>
        <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4">
          <Choice name="price" label={t("refine.price")}>
            <option value="">{t("allPrices")}</option>
            {PRICE_TIERS.map((tier) => (
              <option key={tier.key} value={tier.price}>
                {t("refine.priceOption", { tier: t(`tier.${tier.key}`), price: formatPrice(tier.price, locale) })}
              </option>
            ))}
          </Choice>
          <Choice name="level" label={t("refine.level")}>
            <option value="">{t("refine.anyLevel")}</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {levels(level)}
              </option>
            ))}
          </Choice>
          <Choice name="length" label={t("refine.length")}>
            <option value="">{t("refine.anyLength")}</option>
            {LENGTH_BANDS.map((band) => (
              <option key={band.key} value={band.key}>
                {t(`refine.${LENGTH_LABEL[band.key]}`, { min: "min" in band ? band.min : 0, max: "max" in band ? band.max : 0 })}
              </option>
            ))}
          </Choice>
          <Choice name="sort" label={t("refine.sort")}>
            {/* With a search term the default order is relevance; without one, the catalogue's own. */}
            <LivePart name="LiveDefaultSortOption" server={<DefaultSortOption q={q} />} />
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`refine.${SORT_LABEL[sort]}`)}
              </option>
            ))}
          </Choice>
        </div>
        {/* With JavaScript every choice applies as it is made. */}
        <noscript>
          <div className="mt-2 flex justify-center">
            <button type="submit" className={buttonVariants({ variant: "outline", className: "min-h-11" })}>
              {t("refine.apply")}
            </button>
          </div>
        </noscript>
      </RefineForm>
    </details>
  );
}

/** A labelled native select: a phone shows its own picker, and it works without JavaScript. One form per page, so one id per name. */
function Choice({ name, label, children }: { name: "price" | "level" | "length" | "sort"; label: string; children: ReactNode }) {
  const id = `catalogue-${name}`;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-start">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <div className="relative">
        <RefineSelect id={id} name={name}>
          {children}
        </RefineSelect>
        <ChevronDown className="pointer-events-none absolute end-2 top-1/2 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
      </div>
    </div>
  );
}
