// POST /api/discussions/posts/:postId/reports { reason, details? } – a reader reports a post to the course's staff (once)
import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { reportPost } from "@/lib/discussions/reports";
import { reportInput } from "@/lib/discussions/schema";
import { readJson, route } from "@/lib/http/route";

export const POST = route<{ postId: string }>(async (request, { params }) => {
  const { postId } = await params;
  const user = await requireUser(request);
  const input = await readJson(request, reportInput);
  return NextResponse.json(await reportPost(user, postId, input), { status: 201 });
});
