import "server-only";
import { sql } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { titleOrTranslation } from "./course-title";

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
  /** The holder lets search engines index its verification page. */
  isPublic: boolean;
};

/** The student's valid (not revoked) certificates, newest first; `limit` for the dashboard's 'Recent Achievements'. One statement. */
export async function listCertificates(userId: string, locale: Locale = defaultLocale, limit?: number): Promise<CertificateDto[]> {
  const rows = await sql<{
    id: string;
    type: CertificateDto["type"];
    title: string;
    courseId: string | null;
    serial: string;
    issuedAt: Date;
    isPublic: boolean;
    courseSlug: string | null;
    courseTitle: string | null;
    translatedTitle: string | null;
  }>`
    SELECT cert.id, cert.type, cert.title, cert."courseId", cert.serial, cert."issuedAt", cert.public AS "isPublic",
           c.slug AS "courseSlug", c.title AS "courseTitle", ct.title AS "translatedTitle"
    FROM certificates cert
    LEFT JOIN courses c ON c.id = cert."courseId"
    LEFT JOIN course_translations ct ON ct."courseId" = c.id AND ct."languageCode" = ${locale}
    WHERE cert."userId" = ${userId} AND cert."revokedAt" IS NULL
    ORDER BY cert."issuedAt" DESC, cert.id ASC
    LIMIT ${limit ?? null}::int`;
  return rows.map((c) => ({
    id: c.id,
    type: c.type,
    title: c.title,
    courseId: c.courseId,
    courseSlug: c.courseSlug,
    courseTitle: c.courseTitle === null ? null : titleOrTranslation(c.courseTitle, c.translatedTitle),
    serial: c.serial,
    issuedAt: c.issuedAt.toISOString(),
    isPublic: c.isPublic,
  }));
}
