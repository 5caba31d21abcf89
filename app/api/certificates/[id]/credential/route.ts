// GET /api/certificates/:serial/credential – the certificate as an Open Badges 3.0 credential (JSON-LD), public like
// the verification page; still answered once revoked (validUntil, and the status list names it). 404 unknown.
// With ?format=jwt (or Accept: application/vc+jwt) the same credential signed as a VC-JWT (OB 3.0 §8.2);
// 404 when this school has no signing key configured.
// (The folder is [id] because Next.js allows one dynamic name per level; here it holds the serial.)
import { NextResponse } from "next/server";
import { buildCredential } from "@/lib/certificates/credential";
import { signCredential } from "@/lib/certificates/signing";
import { findCertificateBySerial } from "@/lib/certificates/verify";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

const HEADERS = { "Cache-Control": "no-cache", "X-Robots-Tag": "noindex", Vary: "Accept" };

const wantsJwt = (request: Request) =>
  new URL(request.url).searchParams.get("format") === "jwt" || (request.headers.get("accept") ?? "").includes("application/vc+jwt");

export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const certificate = await findCertificateBySerial(decodeURIComponent(id), "en");
  if (!certificate) throw notFound("No certificate has this number.");
  const credential = buildCredential(certificate);
  if (wantsJwt(request)) {
    const jwt = await signCredential(credential);
    if (!jwt) throw notFound("This school does not sign its credentials; use the JSON credential.");
    return new Response(jwt, { headers: { ...HEADERS, "Content-Type": "application/vc+jwt" } });
  }
  return NextResponse.json(credential, { headers: { ...HEADERS, "Content-Type": "application/ld+json; charset=utf-8" } });
});
