// Which of the school's numbers a visitor is shown. Catalogue counts always; graduates and the completion
// rate only once there are enough of them to mean something (thresholds from the environment).

export type StatsThresholds = { minGraduates: number; minEnrollmentsForCompletion: number };

export type StatKey = "bibleBooksCount" | "coursesCount" | "lessonsCount" | "languagesCount" | "studyHours" | "graduatesCount" | "completionRate";

/** The order the home page and the sign-up panel show them in. */
const CATALOGUE_KEYS: StatKey[] = ["coursesCount", "lessonsCount", "languagesCount", "studyHours", "bibleBooksCount"];

export function shownStats(counts: { graduatesCount: number; enrollmentsCount: number }, thresholds: StatsThresholds): StatKey[] {
  const shown = [...CATALOGUE_KEYS];
  if (counts.graduatesCount >= thresholds.minGraduates) shown.push("graduatesCount");
  if (counts.enrollmentsCount >= thresholds.minEnrollmentsForCompletion) shown.push("completionRate");
  return shown;
}
