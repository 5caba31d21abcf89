import { useFilter } from "./catalogue-filter";
import { DefaultSortOption, RefineClear, RefineCount, TierChip, type TierChipProps } from "./catalogue-refine-parts";

// The filters' parts as the live search draws them (./catalogue-refine-parts.tsx), from what it found: loaded with
// the search index (./catalogue-live.ts), never with the page.

export function LiveRefineCount() {
  const { tab, counts, results } = useFilter();
  return <RefineCount count={results ? results.results.length : counts[tab]} />;
}

export function LiveDefaultSortOption() {
  return <DefaultSortOption q={useFilter().q} />;
}

export function LiveRefineClear() {
  return <RefineClear filters={useFilter().filters} />;
}

export function LiveTierChip(props: TierChipProps) {
  return <TierChip price={useFilter().price} {...props} />;
}
