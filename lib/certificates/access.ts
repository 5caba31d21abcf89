import "server-only";
import { requireUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/http/errors";
import type { StoredCertificate } from "./pdf-store";

/** The certificate for its holder or an admin: 401 signed out, 404 unknown, 403 anyone else. */
export async function requireCertificateAccess(id: string, request: Request): Promise<StoredCertificate> {
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
      course: { select: { title: true } },
      user: { select: { firstName: true, lastName: true } },
    },
  });
  if (!certificate) throw notFound("Certificate not found");
  if (certificate.userId !== user.id && user.role !== "admin") throw forbidden("You can only download your own certificates.");
  return certificate;
}
