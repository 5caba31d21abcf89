// POST /api/progress/complete – completes a lesson without video when the student moves on (Next / Complete Lesson)
import { requireUser } from "@/lib/auth/session";
import { readJson, route } from "@/lib/http/route";
import { completeLessonWithoutVideo } from "@/lib/progress/record";
import { completeSchema } from "@/lib/progress/schema";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, completeSchema);
  return completeLessonWithoutVideo(user.id, input);
});
