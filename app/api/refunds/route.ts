// GET /api/refunds?courseId= – the signed-in student's refund state for a course; POST { courseId } – asks for a refund (within 30 days)
import { requireUser } from "@/lib/auth/session";
import { refundStateFor, requestStudentRefund } from "@/lib/enrollments/refund";
import { route, readJson } from "@/lib/http/route";
import { courseIdSchema, courseRequestSchema } from "@/lib/payments/schema";

export const GET = route(async (request) => {
  const user = await requireUser(request);
  const courseId = courseIdSchema.parse(new URL(request.url).searchParams.get("courseId") ?? "");
  return refundStateFor(user.id, courseId);
});

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { courseId } = await readJson(request, courseRequestSchema);
  const payment = await requestStudentRefund(user.id, courseId);
  return { status: payment?.status === "refunded" ? "refunded" : "pending" };
});
