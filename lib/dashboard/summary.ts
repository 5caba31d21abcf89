import "server-only";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { listCertificates } from "./certificates";
import { listDashboardEnrollments, listUpcomingAssessments, summarize, type DashboardEnrollment, type UpcomingAssessment } from "./queries";

export type DashboardSummary = {
  enrollments: DashboardEnrollment[];
  completedCourses: number;
  overallProgress: number;
  upcomingAssessments: UpcomingAssessment[];
  recentCertificates: { id: string; title: string; issuedAt: string }[];
};

/** GET /api/users/{userId}/dashboard's answer (SPEC section 3), from the same queries the page uses. */
export async function getDashboardSummary(userId: string, locale: Locale = defaultLocale): Promise<DashboardSummary> {
  const [enrollments, upcomingAssessments, certificates] = await Promise.all([
    listDashboardEnrollments(userId, locale),
    listUpcomingAssessments(userId, locale),
    listCertificates(userId, locale, 3),
  ]);
  return {
    enrollments,
    ...summarize(enrollments),
    upcomingAssessments,
    recentCertificates: certificates.map(({ id, title, issuedAt }) => ({ id, title, issuedAt })),
  };
}
