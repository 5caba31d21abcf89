// POST /api/progress/complete – completes a lesson without video when the student moves on (Next / Complete Lesson); with an Idempotency-Key, a retry gets the first answer again
import { requireUser } from "@/lib/auth/session";
import { idempotent } from "@/lib/http/idempotency";
import { readJson, route } from "@/lib/http/route";
import { completeLessonWithoutVideo } from "@/lib/progress/record";
import { completeSchema } from "@/lib/progress/schema";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, completeSchema);
  return idempotent(request, { userId: user.id, route: "progress-complete", input }, () => completeLessonWithoutVideo(user.id, input));
});
