// POST /api/signup – { firstName, lastName, nameOrder?, email, password } → 201 { user }, the same for a new and a taken address (lib/users/sign-up.ts); a session cookie only for a new account; 429 over the sign-up limits
import { NextResponse } from "next/server";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/auth/credentials";
import { readJson, route } from "@/lib/http/route";
import { englishTranslator } from "@/lib/i18n/english";
import { defaultLocale } from "@/lib/i18n/locales";
import { limitSignUp } from "@/lib/rate-limit/guards";
import { signUpApiSchema } from "@/lib/users/schema";
import { signUp } from "@/lib/users/sign-up";

export const POST = route(async (request) => {
  const input = await readJson(request, signUpApiSchema(englishTranslator("Validation")));
  await limitSignUp(clientIp(request.headers), input.email);
  const { user, signIn } = await signUp(input, defaultLocale);
  const response = NextResponse.json({ user }, { status: 201 });
  if (signIn) {
    // A new account starts at session version 0 (the column's default).
    const cookie = await createSessionCookie({ ...user, sessionVersion: 0 }, true);
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return response;
});
