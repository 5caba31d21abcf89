// GET /api/certificates/keys – the JWK Set whose key signs the certificates' VC-JWT credentials (public; empty when
// no signing key is configured). A static segment, so it wins over /api/certificates/[id].
import { NextResponse } from "next/server";
import { publicKeys } from "@/lib/certificates/signing";
import { route } from "@/lib/http/route";

export const GET = route(async () =>
  NextResponse.json(await publicKeys(), { headers: { "Content-Type": "application/jwk-set+json", "Cache-Control": "public, max-age=3600" } }),
);
