// POST /api/videos – records an uploaded lecture on a lesson the caller teaches, once its stored file checks out
import { NextResponse } from "next/server";
import { readJson, route } from "@/lib/http/route";
import { requireLessonVideoManager } from "@/lib/uploads/authorize";
import { createVideoSchema } from "@/lib/uploads/schema";
import { createUploadedVideo } from "@/lib/videos/create";

export const runtime = "nodejs";

export const POST = route(async (request) => {
  const input = await readJson(request, createVideoSchema);
  const { user } = await requireLessonVideoManager(request, input.lessonId);
  const video = await createUploadedVideo(input, user.id);
  return NextResponse.json(video, { status: 201 });
});
