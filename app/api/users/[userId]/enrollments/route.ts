// GET /api/users/:userId/enrollments – the student's enrollments; 401 signed out, 403 for anyone but the student or an admin
import { requireSelfOrAdmin } from "@/lib/auth/session";
import { listEnrollments } from "@/lib/enrollments/queries";
import { route } from "@/lib/http/route";

export const GET = route<{ userId: string }>(async (request, { params }) => {
  const { userId } = await params;
  await requireSelfOrAdmin(userId, request);
  return listEnrollments(userId);
});
