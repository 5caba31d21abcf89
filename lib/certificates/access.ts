import "server-only";
import { requireUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { forbidden, HttpError, notFound } from "@/lib/http/errors";
import type { StoredCertificate } from "./pdf-store";

/** Who asked for a certificate, beside it: the holder's own download closes the course's refund. */
export type AccessedCertificate = StoredCertificate & { userId: string; viewerId: string };

/** The certificate for its holder or an admin: 401 signed out, 404 unknown, 403 anyone else, 410 revoked. */
export async function requireCertificateAccess(id: string, request: Request): Promise<AccessedCertificate> {
  const user = await requireUser(request);
  const certificate = await db.certificate.findUnique({
    where: { id },
    select: {
      id: true,
      userId: true,
      type: true,
      title: true,
      serial: true,
      issuedAt: true,
      pdfKey: true,
      revokedAt: true,
      course: { select: { title: true } },
      user: { select: { firstName: true, lastName: true, nameOrder: true } },
    },
  });
  if (!certificate) throw notFound("Certificate not found");
  if (certificate.userId !== user.id && user.role !== "admin") throw forbidden("You can only download your own certificates.");
  if (certificate.revokedAt) {
    const day = certificate.revokedAt.toISOString().slice(0, 10);
    throw new HttpError(410, `This certificate was revoked on ${day}, when the course was refunded. It can no longer be downloaded.`, {
      code: "CERTIFICATE_REVOKED",
      details: { revokedAt: certificate.revokedAt.toISOString() },
    });
  }
  return { ...certificate, viewerId: user.id };
}
