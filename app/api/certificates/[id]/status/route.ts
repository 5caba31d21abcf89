// GET /api/certificates/:serial/status – 1EdTech revocation list for the one credential: empty while it is valid,
// naming it once a refund revoked it. 404 unknown. (The folder is [id]; here it holds the serial.)
import { NextResponse } from "next/server";
import { buildRevocationList } from "@/lib/certificates/credential";
import { findCertificateBySerial } from "@/lib/certificates/verify";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (_request, { params }) => {
  const { id } = await params;
  const certificate = await findCertificateBySerial(decodeURIComponent(id), "en");
  if (!certificate) throw notFound("No certificate has this number.");
  return NextResponse.json(buildRevocationList(certificate), { headers: { "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" } });
});
