// POST /api/discussions/threads/:threadId/posts?locale= { body, quotedPostId? } – a reply in the thread
import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { reply } from "@/lib/discussions/reply";
import { requestLocale } from "@/lib/discussions/request-locale";
import { replyInput } from "@/lib/discussions/schema";
import { readJson, route } from "@/lib/http/route";

export const POST = route<{ threadId: string }>(async (request, { params }) => {
  const { threadId } = await params;
  const user = await requireUser(request);
  const input = await readJson(request, replyInput);
  return NextResponse.json(await reply(user, threadId, input, requestLocale(request)), { status: 201 });
});
