// POST /api/login – { email, password, remember? } → { user } and a session cookie; 401 wrong password, 429 too many attempts
import { NextResponse } from "next/server";
import { clientIp, verifyCredentials } from "@/lib/auth/credentials";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { readJson, route } from "@/lib/http/route";
import { loginSchema } from "@/lib/users/schema";

export const POST = route(async (request) => {
  const { email, password, remember } = await readJson(request, loginSchema());
  const user = await verifyCredentials(email, password, clientIp(request.headers));
  const response = NextResponse.json({ user });
  const cookie = await createSessionCookie(user, remember);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
