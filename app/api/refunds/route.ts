// GET /api/refunds?courseId= – the signed-in student's refund state for a course; POST { courseId } – asks for a refund (within 30 days)
import { requireUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { refundStateFor, requestStudentRefund } from "@/lib/purchases/refund";
import { requestedCourse } from "@/lib/purchases/requested-course";

export const GET = route(async (request) => {
  const user = await requireUser(request);
  return refundStateFor(user.id, await requestedCourse(request, { bought: true }));
});

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const payment = await requestStudentRefund(user.id, await requestedCourse(request, { bought: true }));
  return { status: payment?.status === "refunded" ? "refunded" : "pending" };
});
