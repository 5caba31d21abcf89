// POST /api/confirm-payment – { paymentIntentId }: checks with the provider that the caller paid for the course, then enrols and answers with the receipt; with an Idempotency-Key, a retry gets the first answer again
import { requireUser } from "@/lib/auth/session";
import { certificateLocale as pageLocale } from "@/lib/certificates/pdf-locale";
import { idempotent } from "@/lib/http/idempotency";
import { route, readJson } from "@/lib/http/route";
import { confirmPayment } from "@/lib/purchases/confirm";
import { confirmPaymentSchema } from "@/lib/purchases/schema";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { paymentIntentId } = await readJson(request, confirmPaymentSchema);
  return idempotent(request, { userId: user.id, route: "confirm-payment", input: { paymentIntentId } }, () =>
    confirmPayment(user.id, paymentIntentId, pageLocale(request)),
  );
});
