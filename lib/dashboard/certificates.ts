import "server-only";
import { db } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { localizedTitle } from "./course-title";

export type CertificateDto = {
  id: string;
  type: "diploma" | "course_completion";
  title: string;
  courseId: string | null;
  courseSlug: string | null;
  /** The course title in the requested language, for composing a translated certificate title. */
  courseTitle: string | null;
  serial: string;
  issuedAt: string;
};

/** The student's certificates, newest first; `limit` for the dashboard's 'Recent Achievements'. */
export async function listCertificates(userId: string, locale: Locale = defaultLocale, limit?: number): Promise<CertificateDto[]> {
  const rows = await db.certificate.findMany({
    where: { userId },
    orderBy: [{ issuedAt: "desc" }, { id: "asc" }],
    take: limit,
    include: {
      course: { select: { slug: true, title: true, translations: { where: { languageCode: locale }, select: { title: true } } } },
    },
  });
  return rows.map((c) => ({
    id: c.id,
    type: c.type,
    title: c.title,
    courseId: c.courseId,
    courseSlug: c.course?.slug ?? null,
    courseTitle: c.course ? localizedTitle(c.course) : null,
    serial: c.serial,
    issuedAt: c.issuedAt.toISOString(),
  }));
}
