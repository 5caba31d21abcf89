// Turbopack looks for proxy.ts in the app's folder and then in every folder above it (vercel/next.js#95287),
// so without this file it would compile the school's own proxy.ts into the reference. This one matches a
// path the bench never requests: every measured request is served without a proxy, as in a bare app.
import { NextResponse } from "next/server";

export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: "/never-proxied" };
