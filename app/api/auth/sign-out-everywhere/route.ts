// POST /api/auth/sign-out-everywhere – ends every other session of the signed-in user → 204 and a fresh session cookie; 401 signed out
import { NextResponse } from "next/server";
import { signOutEverywhere } from "@/lib/auth/end-sessions";
import { requireUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const cookie = await signOutEverywhere(user.id, user.remember);
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
