// POST /api/create-payment-intent – { courseId } → { clientSecret } for the signed-in user; the amount comes from the database
import { clientIp } from "@/lib/auth/credentials";
import { requireUser } from "@/lib/auth/session";
import { route, readJson } from "@/lib/http/route";
import { createPaymentIntent } from "@/lib/payments/checkout";
import { createPaymentIntentSchema } from "@/lib/payments/schema";
import { limitPaymentIntent } from "@/lib/rate-limit/guards";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { courseId } = await readJson(request, createPaymentIntentSchema);
  await limitPaymentIntent(clientIp(request.headers));
  return createPaymentIntent(user.id, courseId);
});
