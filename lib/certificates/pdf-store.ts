import "server-only";
import fs from "node:fs/promises";
import { db } from "@/lib/db";
import { locales, type Locale } from "@/lib/i18n/locales";
import { storage } from "@/lib/storage";
import { DiskStorage } from "@/lib/storage/disk";
import { fullName, type PersonName } from "@/lib/users/full-name";
import { renderCertificatePdf } from "./pdf";
import { verifyUrl } from "./verify-url";

export type StoredCertificate = {
  id: string;
  type: "diploma" | "course_completion";
  title: string;
  serial: string;
  issuedAt: Date;
  pdfKey: string | null;
  course: { title: string } | null;
  user: PersonName;
};

/** One PDF per certificate and language: the fixed texts, the date and the course title are in that language. */
export const pdfKeyFor = (serial: string, locale: Locale) => `certificates/${serial}/${locale}.pdf`;

/** Every key a certificate's PDFs may be stored under (to delete them all, e.g. when a certificate is revoked). */
export const pdfKeysFor = (serial: string) => locales.map((locale) => pdfKeyFor(serial, locale));

/** The stored PDF's bytes: the disk driver's file, or a short-lived signed GET from S3. */
async function readStored(key: string): Promise<Uint8Array | null> {
  const driver = storage();
  try {
    if (driver instanceof DiskStorage) {
      const file = driver.filePath(key);
      return file ? new Uint8Array(await fs.readFile(file)) : null;
    }
    const response = await fetch(await driver.signedGetUrl(key, 60));
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null; // missing or unreadable: draw it again
  }
}

/** The course's title in the locale (its CourseTranslation), else its own title; null when there is none. */
async function translatedCourseTitle(certificateId: string, locale: Locale): Promise<string | null> {
  const translation = await db.courseTranslation.findFirst({
    where: { languageCode: locale, course: { certificates: { some: { id: certificateId } } } },
    select: { title: true },
  });
  return translation?.title.trim() || null;
}

/**
 * The certificate's PDF in the given language: drawn on the first download in that language, stored under
 * certificates/{serial}/{locale}.pdf, so later downloads in it are the very same document. pdfKey remembers
 * the first one stored (null: none yet, nothing to look for). A lost object is simply drawn again.
 */
export async function certificatePdf(certificate: StoredCertificate, locale: Locale): Promise<Uint8Array> {
  const key = pdfKeyFor(certificate.serial, locale);
  if (certificate.pdfKey) {
    const stored = await readStored(key);
    if (stored) return stored;
  }
  const courseTitle =
    certificate.type === "diploma" ? "" : ((await translatedCourseTitle(certificate.id, locale)) ?? certificate.course?.title ?? certificate.title);
  const bytes = await renderCertificatePdf({
    type: certificate.type,
    holderName: fullName(certificate.user),
    courseTitle,
    issuedAt: certificate.issuedAt,
    serial: certificate.serial,
    verifyUrl: verifyUrl(certificate.serial),
    locale,
  });
  await storage().put(key, Buffer.from(bytes), "application/pdf");
  if (!certificate.pdfKey) await db.certificate.update({ where: { id: certificate.id }, data: { pdfKey: key } });
  return bytes;
}
