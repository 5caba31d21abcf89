import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/http/errors";

export const visibilityInput = z.object({ certificateId: z.string().min(1).max(64), isPublic: z.boolean() });

/** The holder (only) lets search engines index a certificate's verification page, or stops them. */
export async function setCertificateVisibility(userId: string, input: unknown): Promise<{ id: string; isPublic: boolean }> {
  const { certificateId, isPublic } = visibilityInput.parse(input);
  const certificate = await db.certificate.findUnique({ where: { id: certificateId }, select: { userId: true, revokedAt: true } });
  if (!certificate || certificate.revokedAt) throw notFound("Certificate not found");
  if (certificate.userId !== userId) throw forbidden("Only the holder can change this.");
  await db.certificate.update({ where: { id: certificateId }, data: { public: isPublic } });
  return { id: certificateId, isPublic };
}
