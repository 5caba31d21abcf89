// DELETE /api/users/me – { password } → 204: the signed-in student's account is anonymised (payments kept), every session ends and this browser's cookie is cleared; 401 signed out, 403 wrong password, 409 staff account, 429 too many tries
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/auth/credentials";
import { requireUser } from "@/lib/auth/session";
import { readJson, route } from "@/lib/http/route";
import { clearSessionCookie } from "@/lib/privacy/clear-session-cookie";
import { deleteOwnAccount } from "@/lib/privacy/delete-account";
import { deleteAccountSchema } from "@/lib/privacy/schema";

export const DELETE = route(async (request) => {
  const user = await requireUser(request);
  const { password } = await readJson(request, deleteAccountSchema);
  await deleteOwnAccount(user, password, clientIp(request.headers));
  return clearSessionCookie(new NextResponse(null, { status: 204 }));
});
