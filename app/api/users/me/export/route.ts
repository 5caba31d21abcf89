// GET /api/users/me/export – the signed-in user's personal data as a JSON download; 401 signed out
import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { personalDataExport } from "@/lib/privacy/export";

export const GET = route(async (request) => {
  const user = await requireUser(request);
  const data = await personalDataExport(user.id);
  const date = data.exportedAt.slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${date}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
});
