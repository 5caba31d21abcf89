import "server-only";
import fs from "node:fs/promises";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { DiskStorage } from "@/lib/storage/disk";
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
  user: { firstName: string; lastName: string };
};

const pdfKeyFor = (serial: string) => `certificates/${serial}.pdf`;

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

/**
 * The certificate's PDF: drawn on the first download, stored under certificates/{serial}.pdf and remembered
 * in pdfKey, so later downloads are the very same document. A lost object is simply drawn again.
 */
export async function certificatePdf(certificate: StoredCertificate): Promise<Uint8Array> {
  if (certificate.pdfKey) {
    const stored = await readStored(certificate.pdfKey);
    if (stored) return stored;
  }
  const bytes = await renderCertificatePdf({
    type: certificate.type,
    holderName: `${certificate.user.firstName} ${certificate.user.lastName}`.trim(),
    achievement: certificate.type === "diploma" ? certificate.title : (certificate.course?.title ?? certificate.title),
    issuedAt: certificate.issuedAt,
    serial: certificate.serial,
    verifyUrl: verifyUrl(certificate.serial),
  });
  const key = pdfKeyFor(certificate.serial);
  await storage().put(key, Buffer.from(bytes), "application/pdf");
  await db.certificate.update({ where: { id: certificate.id }, data: { pdfKey: key } });
  return bytes;
}
