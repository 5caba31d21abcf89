// GET /api/courses/:courseId/discussions?sort=&q=&lessonId=&page=&locale= – the course's threads (readers) or only their count (anyone else); POST ?locale= { title, body, lessonId? } – opens a thread
import { NextResponse } from "next/server";
import { getSessionUser, requireUser } from "@/lib/auth/session";
import { discussionAccess } from "@/lib/discussions/access";
import { createThread } from "@/lib/discussions/create-thread";
import { countThreads, listThreads } from "@/lib/discussions/list-threads";
import { requestLocale } from "@/lib/discussions/request-locale";
import { THREAD_SORTS, threadInput, type ThreadSort } from "@/lib/discussions/schema";
import { notFound } from "@/lib/http/errors";
import { pageNumberParam } from "@/lib/http/page-number";
import { privateJson, readJson, route } from "@/lib/http/route";

type Params = { courseId: string };

export const GET = route<Params>(async (request, { params }) => {
  const { courseId } = await params;
  const access = await discussionAccess(await getSessionUser(request), courseId);
  if (!access) throw notFound("Course not found", { code: "COURSE_NOT_FOUND" });
  if (!access.read) return privateJson({ access: false, total: await countThreads(courseId) });
  const search = new URL(request.url).searchParams;
  const sort = (THREAD_SORTS as readonly string[]).includes(search.get("sort") ?? "") ? (search.get("sort") as ThreadSort) : "newest";
  const list = await listThreads(courseId, {
    sort,
    q: (search.get("q") ?? "").slice(0, 200),
    lessonId: search.get("lessonId"),
    page: pageNumberParam(search.get("page") ?? undefined),
    locale: requestLocale(request),
  });
  return privateJson({ access: true, ...list });
});

export const POST = route<Params>(async (request, { params }) => {
  const { courseId } = await params;
  const user = await requireUser(request);
  const input = await readJson(request, threadInput);
  return NextResponse.json(await createThread(user, courseId, input, requestLocale(request)), { status: 201 });
});
