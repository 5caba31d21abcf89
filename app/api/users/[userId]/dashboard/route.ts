// GET /api/users/:userId/dashboard – the dashboard summary (SPEC section 3); 401 signed out, 403 for anyone but the student or an admin
import { requireSelfOrAdmin } from "@/lib/auth/session";
import { parseDashboardQuery } from "@/lib/dashboard/schema";
import { getDashboardSummary } from "@/lib/dashboard/summary";
import { route } from "@/lib/http/route";

export const GET = route<{ userId: string }>(async (request, { params }) => {
  const { userId } = await params;
  await requireSelfOrAdmin(userId, request);
  const { locale } = parseDashboardQuery(request);
  return getDashboardSummary(userId, locale);
});
