import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { listCertificates, type CertificateDto } from "./certificates";
import { readNextUpAndActivity, type NextUp } from "./next-up";
import { listDashboardEnrollments, listUpcomingAssessments, type DashboardEnrollment, type UpcomingAssessment } from "./queries";
import type { StudyActivity } from "./welcome";

/** The dashboard's reads, settled: the page renders every widget from them in one pass. */
export type DashboardReads = {
  enrollments: DashboardEnrollment[];
  /** Every valid certificate, newest first: Current Courses pairs them with completed courses, Recent Achievements shows three. */
  certificates: CertificateDto[];
  activity: StudyActivity;
  nextUp: NextUp;
  upcoming: UpcomingAssessment[];
};

/**
 * Every read of the dashboard, started at once and awaited together: four statements whatever the student has
 * done and however large the tables (test/perf/private-pages.int.test.ts holds that). The widgets share them
 * rather than each reading its own: the certificates once for two widgets, the enrollments once for the banner
 * and the course list. The page renders once they are in, in one pass (a widget streamed behind its own skeleton
 * was sent as a flight row and an HTML segment of its own).
 */
export async function readDashboard(userId: string, locale: Locale): Promise<DashboardReads> {
  const [enrollments, certificates, { nextUp, activity }, upcoming] = await Promise.all([
    listDashboardEnrollments(userId, locale),
    listCertificates(userId, locale),
    readNextUpAndActivity(userId, locale),
    listUpcomingAssessments(userId, locale),
  ]);
  return { enrollments, certificates, activity, nextUp, upcoming };
}
