// GET|POST /api/auth/* – next-auth (session, CSRF, sign-out, credentials sign-in)
import NextAuth from "next-auth";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { keepBrowserSessionCookie } from "@/lib/auth/session-cookie";

const nextAuth = NextAuth(authOptions);

async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  const response: Response = await nextAuth(request, context);
  // A session started without "Remember me" must stay a browser-session cookie when next-auth refreshes it.
  const token = await getToken({ req: request });
  return token?.remember === false ? keepBrowserSessionCookie(response) : response;
}

export { handler as GET, handler as POST };
