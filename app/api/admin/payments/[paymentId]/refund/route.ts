// POST /api/admin/payments/:paymentId/refund – an admin refunds any succeeded payment
import { requireRole } from "@/lib/auth/session";
import { adminRefund } from "@/lib/purchases/refund";
import { route } from "@/lib/http/route";

export const POST = route<{ paymentId: string }>(async (request, { params }) => {
  const admin = await requireRole(["admin"], request);
  const { paymentId } = await params;
  const payment = await adminRefund(paymentId, admin.id);
  return { id: payment?.id ?? paymentId, status: payment?.status };
});
