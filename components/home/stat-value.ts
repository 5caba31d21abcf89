import type { getFormatter } from "next-intl/server";
import type { SchoolStats } from "@/lib/stats/queries";
import type { StatKey } from "@/lib/stats/visibility";

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

/** One figure written in the reader's locale: the completion rate as a percentage, the rest as counts. */
export function statValue(key: StatKey, stats: SchoolStats, format: Formatter): string {
  if (key === "completionRate") return format.number(stats.completionRate / 100, { style: "percent", maximumFractionDigits: 0 });
  return format.number(stats[key]);
}
