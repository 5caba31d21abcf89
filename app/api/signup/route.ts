// POST /api/signup – { firstName, lastName, nameOrder?, email, password } → 201 { user } and a session cookie
import { NextResponse } from "next/server";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/auth/credentials";
import { readJson, route } from "@/lib/http/route";
import { englishTranslator } from "@/lib/i18n/english";
import { limitSignUp } from "@/lib/rate-limit/guards";
import { signUpApiSchema } from "@/lib/users/schema";
import { createUser } from "@/lib/users/service";

export const POST = route(async (request) => {
  const input = await readJson(request, signUpApiSchema(englishTranslator("Validation")));
  await limitSignUp(clientIp(request.headers));
  const user = await createUser(input);
  const response = NextResponse.json({ user }, { status: 201 });
  // A new account starts at session version 0 (the column's default).
  const cookie = await createSessionCookie({ ...user, sessionVersion: 0 }, true);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
