// POST /api/create-payment-intent – { courseId } → { clientSecret } for the signed-in user; the amount comes from the database
import { clientIp } from "@/lib/auth/credentials";
import { requireUser } from "@/lib/auth/session";
import { certificateLocale as pageLocale } from "@/lib/certificates/pdf-locale";
import { route } from "@/lib/http/route";
import { requestedCourse } from "@/lib/purchases/requested-course";
import { createPaymentIntent } from "@/lib/purchases/start";
import { limitPaymentIntent } from "@/lib/rate-limit/guards";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const course = await requestedCourse(request);
  await limitPaymentIntent(clientIp(request.headers));
  // The checkout page's language (its Referer, else the picker's cookie or the browser's), for the receipt e-mail.
  return createPaymentIntent(user.id, course, pageLocale(request));
});
