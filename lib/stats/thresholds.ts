import "server-only";
import { envOf } from "@/lib/env";
import type { StatsThresholds } from "./visibility";

/** From STATS_MIN_GRADUATES and STATS_MIN_ENROLLMENTS_FOR_COMPLETION; envOf, as the static home page reads it during `next build`. */
export function statsThresholds(): StatsThresholds {
  const env = envOf("STATS_MIN_GRADUATES", "STATS_MIN_ENROLLMENTS_FOR_COMPLETION");
  return { minGraduates: env.STATS_MIN_GRADUATES, minEnrollmentsForCompletion: env.STATS_MIN_ENROLLMENTS_FOR_COMPLETION };
}
