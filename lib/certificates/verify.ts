import "server-only";
import { db } from "@/lib/db";
import { localizedTitle } from "@/lib/dashboard/course-title";
import type { Locale } from "@/lib/i18n/locales";
import { normalizeSerial } from "./serial";

export type VerifiedCertificate = {
  serial: string;
  type: "diploma" | "course_completion";
  holderName: string;
  /** The course title in the reader's language; null for the diploma. */
  courseTitle: string | null;
  title: string;
  issuedAt: Date;
};

/** What the public verification page may reveal: the holder's name, the achievement and the date. Null when unknown. */
export async function findCertificateBySerial(input: string, locale: Locale): Promise<VerifiedCertificate | null> {
  const serial = normalizeSerial(input);
  if (!serial) return null;
  const row = await db.certificate.findUnique({
    where: { serial },
    select: {
      serial: true,
      type: true,
      title: true,
      issuedAt: true,
      user: { select: { firstName: true, lastName: true } },
      course: { select: { title: true, translations: { where: { languageCode: locale }, select: { title: true } } } },
    },
  });
  if (!row) return null;
  return {
    serial: row.serial,
    type: row.type,
    holderName: `${row.user.firstName} ${row.user.lastName}`.trim(),
    courseTitle: row.course ? localizedTitle(row.course) : null,
    title: row.title,
    issuedAt: row.issuedAt,
  };
}
