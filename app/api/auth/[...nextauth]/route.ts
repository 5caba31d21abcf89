// GET|POST /api/auth/* – next-auth (session, CSRF, sign-out, credentials sign-in)
import NextAuth from "next-auth";
import { getToken } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { foreignCallbackRefusal } from "@/lib/auth/callback-url";
import { authOptions } from "@/lib/auth/options";
import { keepBrowserSessionCookie } from "@/lib/auth/session-cookie";
import { isJsonContentType, readLimitedText } from "@/lib/http/body";
import { badRequest, HttpError } from "@/lib/http/errors";
import { assertSameOrigin } from "@/lib/http/origin";
import { errorResponse } from "@/lib/http/route";

const nextAuth = NextAuth(authOptions);
type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context) {
  const response: Response = await nextAuth(request, context);
  // A session started without "Remember me" must stay a browser-session cookie when next-auth refreshes it.
  const token = await getToken({ req: request });
  return token?.remember === false ? keepBrowserSessionCookie(response) : response;
}

/** GET: next-auth's session, CSRF token, providers and pages; a callback address of another site is refused first. */
async function get(request: NextRequest, context: Context) {
  return foreignCallbackRefusal(request) ?? handler(request, context);
}

const isForm = (type: string | null) => type?.split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";

/**
 * next-auth reads whatever body it gets, whole, and throws on JSON that does not parse: here a POST must come
 * from our own pages (Origin), be a form (sign-in, sign-out) or JSON (session update), hold at most 1 MB,
 * parse, and name no callback address of another site, before next-auth sees it.
 */
async function post(request: NextRequest, context: Context) {
  try {
    assertSameOrigin(request);
    const type = request.headers.get("content-type");
    if (!isForm(type) && !isJsonContentType(type)) throw new HttpError(415, "Send a form or JSON.", { code: "unsupported_media_type" });
    const body = await readLimitedText(request);
    const refusal = foreignCallbackRefusal(request, isJsonContentType(type) ? jsonFields(body) : Object.fromEntries(new URLSearchParams(body)));
    if (refusal) return refusal;
    return handler(new NextRequest(request.url, { method: "POST", headers: request.headers, body }), context);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return errorResponse(error);
  }
}

function jsonFields(body: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw badRequest("Request body must be JSON");
  }
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export { get as GET, post as POST };
