// GET /api/certificates/:id/pdf – the certificate as a PDF download, for its holder or an admin (401 signed out, 403 others, 404 unknown)
import { requireCertificateAccess } from "@/lib/certificates/access";
import { certificatePdf } from "@/lib/certificates/pdf-store";
import { route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const certificate = await requireCertificateAccess(id, request);
  const bytes = await certificatePdf(certificate);
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="certificate-${certificate.serial}.pdf"`,
      "Content-Length": String(bytes.byteLength),
      // Personal: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
});
