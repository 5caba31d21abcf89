import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { listCertificates, type CertificateDto } from "./certificates";
import { findNextUp, type NextUp } from "./next-up";
import { listDashboardEnrollments, listUpcomingAssessments, type DashboardEnrollment, type UpcomingAssessment } from "./queries";
import { studyActivity, type StudyActivity } from "./welcome";

/** The dashboard's reads, each a promise its widgets await inside their own Suspense boundary. */
export type DashboardData = {
  enrollments: Promise<DashboardEnrollment[]>;
  /** Every valid certificate, newest first: Current Courses pairs them with completed courses, Recent Achievements shows three. */
  certificates: Promise<CertificateDto[]>;
  activity: Promise<StudyActivity>;
  nextUp: Promise<NextUp>;
  upcoming: Promise<UpcomingAssessment[]>;
};

/**
 * Starts every read of the dashboard at once: five statements whatever the student has done and however large
 * the tables (test/perf/private-pages.int.test.ts holds that). The widgets share them rather than each reading
 * its own: the certificates once for two widgets, the enrollments once for the banner and the course list.
 */
export function loadDashboard(userId: string, locale: Locale): DashboardData {
  return {
    enrollments: handled(listDashboardEnrollments(userId, locale)),
    certificates: handled(listCertificates(userId, locale)),
    activity: handled(studyActivity(userId)),
    nextUp: handled(findNextUp(userId, locale)),
    upcoming: handled(listUpcomingAssessments(userId, locale)),
  };
}

/** The dashboard's reads, settled. */
export type DashboardReads = { [K in keyof DashboardData]: Awaited<DashboardData[K]> };

/**
 * loadDashboard's reads, all started at once and awaited together: the page renders once they are in, in one
 * pass (a widget streamed behind its own skeleton was sent as a flight row and an HTML segment of its own).
 */
export async function readDashboard(userId: string, locale: Locale): Promise<DashboardReads> {
  const data = loadDashboard(userId, locale);
  const [enrollments, certificates, activity, nextUp, upcoming] = await Promise.all([
    data.enrollments,
    data.certificates,
    data.activity,
    data.nextUp,
    data.upcoming,
  ]);
  return { enrollments, certificates, activity, nextUp, upcoming };
}

/**
 * The same promise, marked as handled: a widget awaits it only when React renders it, and a read that fails
 * before then must reach that widget's error boundary, not the process's unhandled-rejection handler.
 */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
