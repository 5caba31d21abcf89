import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { localizedTitle, titleTranslation } from "@/lib/dashboard/course-title";
import type { Locale } from "@/lib/i18n/locales";
import { normalizeSerial } from "./serial";
import { fullName } from "@/lib/users/full-name";

export type VerifiedCertificate = {
  serial: string;
  type: "diploma" | "course_completion";
  holderName: string;
  /** The course title in the reader's language; null for the diploma. */
  courseTitle: string | null;
  /** The course's own (English) title and address, for the credential; null for the diploma. */
  course: { slug: string; title: string } | null;
  title: string;
  issuedAt: Date;
  /** Set once the certificate was withdrawn (the course was refunded): no longer valid. */
  revokedAt: Date | null;
  /** The holder let search engines index the verification page. */
  isPublic: boolean;
};

/**
 * What the public verification page may reveal: the holder's name, the achievement, the date and whether it is
 * still valid. Revoked certificates are found too, so their page can say so. Null when unknown. Cached per
 * request: the page and its metadata ask once.
 */
export const findCertificateBySerial = cache(async (input: string, locale: Locale): Promise<VerifiedCertificate | null> => {
  const serial = normalizeSerial(input);
  if (!serial) return null;
  const row = await db.certificate.findUnique({
    where: { serial },
    select: {
      serial: true,
      type: true,
      title: true,
      issuedAt: true,
      revokedAt: true,
      public: true,
      user: { select: { firstName: true, lastName: true, nameOrder: true } },
      course: { select: { slug: true, title: true, translations: titleTranslation(locale) } },
    },
  });
  if (!row) return null;
  return {
    serial: row.serial,
    type: row.type,
    holderName: fullName(row.user),
    courseTitle: row.course ? localizedTitle(row.course) : null,
    course: row.course ? { slug: row.course.slug, title: row.course.title } : null,
    title: row.title,
    issuedAt: row.issuedAt,
    revokedAt: row.revokedAt,
    isPublic: row.public,
  };
});
