// GET /api/certificates/:serial/credential – the certificate as an Open Badges 3.0 credential (JSON-LD), public like
// the verification page; still answered once revoked (validUntil, and the status list names it). 404 unknown.
// (The folder is [id] because Next.js allows one dynamic name per level; here it holds the serial.)
import { NextResponse } from "next/server";
import { buildCredential } from "@/lib/certificates/credential";
import { findCertificateBySerial } from "@/lib/certificates/verify";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

export const GET = route<{ id: string }>(async (_request, { params }) => {
  const { id } = await params;
  const certificate = await findCertificateBySerial(decodeURIComponent(id), "en");
  if (!certificate) throw notFound("No certificate has this number.");
  return NextResponse.json(buildCredential(certificate), {
    headers: { "Content-Type": "application/ld+json; charset=utf-8", "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" },
  });
});
