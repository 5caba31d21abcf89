// POST /api/videos – records an uploaded lecture on a lesson the caller teaches, once its stored file checks out,
// and queues its processing (with replacesVideoId, in the place of that video of the lesson, which is deleted). Who asks is checked before what they sent (401 or 403 before 400).
import { NextResponse } from "next/server";
import { readJson, route } from "@/lib/http/route";
import { requireLessonAccess, requireVideoUploader } from "@/lib/uploads/authorize";
import { createVideoSchema } from "@/lib/uploads/schema";
import { createUploadedVideo } from "@/lib/videos/create";

export const runtime = "nodejs";

export const POST = route(async (request) => {
  const user = await requireVideoUploader(request);
  const input = await readJson(request, createVideoSchema);
  await requireLessonAccess(user, input.lessonId);
  const video = await createUploadedVideo(input, user.id);
  return NextResponse.json(video, { status: 201 });
});
