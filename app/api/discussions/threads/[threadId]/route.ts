// GET /api/discussions/threads/:threadId?page=&locale= – a thread and a page of its posts (readers of its course); PATCH { pinned?, locked? } – staff pin or lock it
import { requireUser } from "@/lib/auth/session";
import { requireDiscussionReader } from "@/lib/discussions/access";
import { findThread } from "@/lib/discussions/lookup";
import { requestLocale } from "@/lib/discussions/request-locale";
import { threadFlagsInput } from "@/lib/discussions/schema";
import { setThreadFlags } from "@/lib/discussions/thread-flags";
import { threadView } from "@/lib/discussions/thread-view";
import { pageNumberParam } from "@/lib/http/page-number";
import { privateJson, readJson, route } from "@/lib/http/route";

type Params = { threadId: string };

export const GET = route<Params>(async (request, { params }) => {
  const { threadId } = await params;
  const user = await requireUser(request);
  const thread = await findThread(threadId);
  const access = await requireDiscussionReader(user, thread.courseId);
  const search = new URL(request.url).searchParams;
  const view = await threadView(threadId, access, requestLocale(request), pageNumberParam(search.get("page") ?? undefined));
  return privateJson(view);
});

export const PATCH = route<Params>(async (request, { params }) => {
  const { threadId } = await params;
  const user = await requireUser(request);
  const flags = await readJson(request, threadFlagsInput);
  return setThreadFlags(user, threadId, flags);
});
