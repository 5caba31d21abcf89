// POST /api/login – { email, password, remember? } → { user } and a session cookie; 401 wrong password, 429 too many attempts
import { NextResponse } from "next/server";
import { clientIp, verifyCredentials } from "@/lib/auth/credentials";
import { publicPart } from "@/lib/auth/session-claims";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { readJson, route } from "@/lib/http/route";
import { englishTranslator } from "@/lib/i18n/english";
import { loginSchema } from "@/lib/users/schema";

// The Credentials provider's check and token (lib/auth/options.ts), with the "remember me" choice.
export const POST = route(async (request) => {
  const { email, password, remember } = await readJson(request, loginSchema(englishTranslator("Validation")));
  const subject = await verifyCredentials(email, password, clientIp(request.headers));
  const response = NextResponse.json({ user: publicPart(subject) });
  const cookie = await createSessionCookie(subject, remember);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
