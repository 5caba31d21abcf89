import "server-only";
import type { NextResponse } from "next/server";
import { sessionCookieName } from "@/lib/auth/session-cookie";

/** Empties next-auth's session cookie in `response` (a `__Secure-` cookie is only replaced by a secure one). */
export function clearSessionCookie(response: NextResponse): NextResponse {
  const name = sessionCookieName();
  response.cookies.set(name, "", { httpOnly: true, secure: name.startsWith("__Secure-"), sameSite: "lax", path: "/", maxAge: 0 });
  return response;
}
