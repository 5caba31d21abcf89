// POST /api/payments/demo-confirm – { clientSecret, cardNumber }: the demo provider's card payment (no card is charged)
import { requireUser } from "@/lib/auth/session";
import { route, readJson } from "@/lib/http/route";
import { confirmDemoCard } from "@/lib/purchases/demo-confirm";
import { demoConfirmSchema } from "@/lib/purchases/schema";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { clientSecret, cardNumber } = await readJson(request, demoConfirmSchema);
  return confirmDemoCard(user.id, clientSecret, cardNumber);
});
