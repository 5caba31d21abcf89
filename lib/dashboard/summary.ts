import "server-only";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { listCertificates } from "./certificates";
import { getProgressSummary, listDashboardEnrollments, listUpcomingAssessments, type DashboardEnrollment, type UpcomingAssessment } from "./queries";

export type DashboardSummary = {
  enrollments: DashboardEnrollment[];
  completedCourses: number;
  overallProgress: number;
  upcomingAssessments: UpcomingAssessment[];
  recentCertificates: { id: string; title: string; issuedAt: string }[];
};

/** GET /api/users/{userId}/dashboard's answer (SPEC section 3), from the same queries the page uses. */
export async function getDashboardSummary(userId: string, locale: Locale = defaultLocale): Promise<DashboardSummary> {
  const [enrollments, progress, upcomingAssessments, certificates] = await Promise.all([
    listDashboardEnrollments(userId, locale),
    getProgressSummary(userId),
    listUpcomingAssessments(userId, locale),
    listCertificates(userId, locale, 3),
  ]);
  return {
    enrollments,
    ...progress,
    upcomingAssessments,
    recentCertificates: certificates.map(({ id, title, issuedAt }) => ({ id, title, issuedAt })),
  };
}
