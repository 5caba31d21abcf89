// GET /api/users/:userId/certificates – the student's certificates, newest first; 401 signed out, 403 for anyone but the student or an admin
import { requireSelfOrAdmin } from "@/lib/auth/session";
import { listCertificates } from "@/lib/dashboard/certificates";
import { parseDashboardQuery } from "@/lib/dashboard/schema";
import { route } from "@/lib/http/route";

export const GET = route<{ userId: string }>(async (request, { params }) => {
  const { userId } = await params;
  await requireSelfOrAdmin(userId, request);
  const { locale } = parseDashboardQuery(request);
  return listCertificates(userId, locale);
});
