// POST /api/signup – { firstName, lastName, email, password } → 201 { user } and a session cookie
import { NextResponse } from "next/server";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { readJson, route } from "@/lib/http/route";
import { signUpApiSchema } from "@/lib/users/schema";
import { createUser } from "@/lib/users/service";

export const POST = route(async (request) => {
  const input = await readJson(request, signUpApiSchema());
  const user = await createUser(input);
  const response = NextResponse.json({ user }, { status: 201 });
  const cookie = await createSessionCookie(user, true);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
