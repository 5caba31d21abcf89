// POST /api/courses/:courseId/discussions/suspensions { userId, days: 1 | 7 | 30, reason? } – staff bar a student from posting in the course's discussions
import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { suspensionInput } from "@/lib/discussions/schema";
import { suspendFromDiscussions } from "@/lib/discussions/suspensions";
import { readJson, route } from "@/lib/http/route";

export const POST = route<{ courseId: string }>(async (request, { params }) => {
  const { courseId } = await params;
  const user = await requireUser(request);
  const input = await readJson(request, suspensionInput);
  return NextResponse.json(await suspendFromDiscussions(user, courseId, input), { status: 201 });
});
