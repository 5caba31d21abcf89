// POST /api/progress – saves the signed-in student's video position (sendBeacon or fetch keepalive); with an Idempotency-Key, a retry gets the first answer again
import { requireSessionToken } from "@/lib/auth/session";
import { idempotent } from "@/lib/http/idempotency";
import { readJson, route } from "@/lib/http/route";
import { recordPosition } from "@/lib/progress/record";
import { positionSchema } from "@/lib/progress/schema";

export const POST = route(async (request) => {
  // The save's one statement reads the user row too: a deleted account or an ended session gets 401 and saves nothing.
  const session = await requireSessionToken(request);
  const input = await readJson(request, positionSchema);
  return idempotent(request, { userId: session.id, route: "progress", input }, () => recordPosition(session.id, input, session.version));
});
