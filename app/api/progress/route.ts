// POST /api/progress – saves the signed-in student's video position (sendBeacon or fetch keepalive)
import { requireUser } from "@/lib/auth/session";
import { readJson, route } from "@/lib/http/route";
import { recordPosition } from "@/lib/progress/record";
import { positionSchema } from "@/lib/progress/schema";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, positionSchema);
  return recordPosition(user.id, input);
});
