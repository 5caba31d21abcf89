// GET /api/certificates/:id/pdf – the certificate (or diploma) as a PDF download, for its holder or an admin (401 signed
// out, 403 others, 404 unknown, 410 revoked by a refund). In the language of `?locale=`, else of the page it was downloaded from (see pdf-locale.ts).
import { requireCertificateAccess } from "@/lib/certificates/access";
import { recordHolderDownload } from "@/lib/certificates/holder-download";
import { certificateLocale } from "@/lib/certificates/pdf-locale";
import { certificatePdf } from "@/lib/certificates/pdf-store";
import { route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const certificate = await requireCertificateAccess(id, request);
  const locale = certificateLocale(request);
  const bytes = await certificatePdf(certificate, locale);
  // Recorded once the PDF exists: from now on the course is no longer refundable.
  await recordHolderDownload(certificate, certificate.viewerId);
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="certificate-${certificate.serial}.pdf"`,
      "Content-Language": locale,
      "Content-Length": String(bytes.byteLength),
      // Personal: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
});
