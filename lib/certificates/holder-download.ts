import "server-only";
import { db } from "@/lib/db";

// The first time a certificate's holder downloads its PDF is recorded: from then on the course can no longer be
// refunded (lib/purchases/refund-closed.ts). An admin's download is not the holder's, so it is not recorded.

/** Records the holder's first download; later ones, and anyone else's, change nothing. */
export async function recordHolderDownload(certificate: { id: string; userId: string }, viewerId: string): Promise<void> {
  if (certificate.userId !== viewerId) return;
  await db.certificate.updateMany({ where: { id: certificate.id, downloadedAt: null }, data: { downloadedAt: new Date() } });
}
