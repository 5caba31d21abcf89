import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { CatalogueQuery } from "@/lib/courses/catalogue-route";
import { FilterLink, LivePart } from "./catalogue-takeover";

// The parts of the catalogue's filters that change only with what the search finds: drawn by the server for the
// address, then by the live search once its index has loaded (./catalogue-live-parts.tsx, loaded with the index),
// as the cards it hides and shows are. None of them is in the page's script: ./catalogue-filter.tsx's LivePart
// shows the server's until then.

/** 'N courses': how many the search and filters leave. */
export function RefineCount({ count }: { count: number }) {
  const t = useTranslations("Catalogue");
  return (
    <span className="ms-auto font-normal text-muted-foreground" aria-live="polite" data-testid="catalogue-count">
      {t("refine.count", { count })}
    </span>
  );
}

/** The sort's first choice: relevance with a search term, else the catalogue's own order. */
export function DefaultSortOption({ q }: { q: string }) {
  const t = useTranslations("Catalogue");
  return <option value="">{q.trim() ? t("refine.sortRelevance") : t("refine.sortDefault")}</option>;
}

/** 'Clear filters' while one is chosen: the search term and the order stay. */
export function RefineClear({ filters }: { filters: CatalogueQuery }) {
  const t = useTranslations("Catalogue");
  if (!(filters.price || filters.lang || filters.level || filters.length)) return null;
  return (
    <p className="mt-1 text-center text-sm">
      <FilterLink
        patch={{ price: null, lang: null, level: null, length: null }}
        className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t("refine.clear")}
      </FilterLink>
    </p>
  );
}

export type TierChipProps = {
  /** 'Foundation courses ($19.99)' for each tier's price, worded by the server. */
  labels: Record<string, string>;
  /** The link's content, drawn by the server: 'All prices' with its icon. */
  clear: ReactNode;
};

/** 'Foundation courses ($19.99)' with 'All prices', when the catalogue is narrowed to a pricing tier. */
export function TierChip({ price, labels, clear }: TierChipProps & { price: string | null }) {
  const label = price && labels[price];
  if (!label) return null;
  return (
    <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm">
      <span>{label}</span>
      <FilterLink patch={{ price: null }} className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
        {clear}
      </FilterLink>
    </p>
  );
}

/** The tier chip for the address's price (`price`), then for the one the visitor chooses. */
export function CatalogueTierChip({ price, ...props }: TierChipProps & { price: string | null }) {
  return <LivePart name="LiveTierChip" {...props} server={<TierChip price={price} {...props} />} />;
}
