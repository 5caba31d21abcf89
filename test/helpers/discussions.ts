// The people of a course's discussions, made fresh for each test file: enrolled students, a refunded one, a
// student of another course, the course's instructor, an admin and a visitor; and calls to the discussion routes.
import { db } from "@/lib/db";
import { GET as listRoute, POST as createRoute } from "@/app/api/courses/[courseId]/discussions/route";
import { POST as suspendRoute } from "@/app/api/courses/[courseId]/discussions/suspensions/route";
import { GET as threadRoute, PATCH as flagsRoute } from "@/app/api/discussions/threads/[threadId]/route";
import { POST as replyRoute } from "@/app/api/discussions/threads/[threadId]/posts/route";
import { PUT as answerRoute } from "@/app/api/discussions/threads/[threadId]/answer/route";
import { DELETE as deleteRoute, PATCH as editRoute } from "@/app/api/discussions/posts/[postId]/route";
import { POST as helpfulRoute } from "@/app/api/discussions/posts/[postId]/helpful/route";
import { POST as reportRoute } from "@/app/api/discussions/posts/[postId]/reports/route";
import { POST as moderateRoute } from "@/app/api/discussions/posts/[postId]/moderation/route";
import { newStudent, signedIn } from "@/test/helpers/lessons";
import { TestClient, uniqueEmail } from "@/test/http";

export type Person = { client: TestClient; id: string };

async function student(label: string, courseId: string | null, status: "active" | "refunded" = "active"): Promise<Person> {
  const person = await newStudent(label);
  if (courseId) await db.enrollment.create({ data: { userId: person.id, courseId, status } });
  return person;
}

/** An enrolled student whose account is older than a day, so their links are allowed. */
export async function seasonedStudent(label: string, courseId: string): Promise<Person> {
  const person = await student(label, courseId);
  await db.user.update({ where: { id: person.id }, data: { createdAt: new Date(Date.now() - 3 * 86_400_000) } });
  return person;
}

export async function discussionPeople(slug: string, otherSlug: string) {
  const course = await db.course.findUniqueOrThrow({ where: { slug }, include: { lessons: { orderBy: { order: "asc" } } } });
  const other = await db.course.findUniqueOrThrow({ where: { slug: otherSlug } });
  const instructor = await newStudent("disc-instructor");
  await db.user.update({ where: { id: instructor.id }, data: { role: "instructor" } });
  await db.courseInstructor.create({ data: { courseId: course.id, userId: instructor.id } });
  const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
  return {
    course,
    asker: await student("disc-asker", course.id),
    second: await student("disc-second", course.id),
    third: await student("disc-third", course.id),
    refunded: await student("disc-refunded", course.id, "refunded"),
    outsider: await student("disc-outsider", other.id),
    instructor,
    admin: { client: await signedIn("admin@example.com", "AdminTheWord1"), id: admin.id },
    visitor: { client: new TestClient(), id: "" },
  };
}

export const discussionCalls = {
  list: (c: TestClient, courseId: string, query = "") =>
    c.call(listRoute, { path: `/api/courses/${courseId}/discussions${query}`, params: { courseId } }),
  create: (c: TestClient, courseId: string, body: unknown, query = "") =>
    c.call(createRoute, { method: "POST", path: `/api/courses/${courseId}/discussions${query}`, params: { courseId }, body }),
  suspend: (c: TestClient, courseId: string, body: unknown) =>
    c.call(suspendRoute, { method: "POST", path: `/api/courses/${courseId}/discussions/suspensions`, params: { courseId }, body }),
  thread: (c: TestClient, threadId: string, query = "") =>
    c.call(threadRoute, { path: `/api/discussions/threads/${threadId}${query}`, params: { threadId } }),
  flags: (c: TestClient, threadId: string, body: unknown) =>
    c.call(flagsRoute, { method: "PATCH", path: `/api/discussions/threads/${threadId}`, params: { threadId }, body }),
  reply: (c: TestClient, threadId: string, body: unknown, query = "") =>
    c.call(replyRoute, { method: "POST", path: `/api/discussions/threads/${threadId}/posts${query}`, params: { threadId }, body }),
  answer: (c: TestClient, threadId: string, postId: string | null) =>
    c.call(answerRoute, { method: "PUT", path: `/api/discussions/threads/${threadId}/answer`, params: { threadId }, body: { postId } }),
  edit: (c: TestClient, postId: string, body: unknown, query = "") =>
    c.call(editRoute, { method: "PATCH", path: `/api/discussions/posts/${postId}${query}`, params: { postId }, body }),
  remove: (c: TestClient, postId: string) => c.call(deleteRoute, { method: "DELETE", path: `/api/discussions/posts/${postId}`, params: { postId } }),
  helpful: (c: TestClient, postId: string) =>
    c.call(helpfulRoute, { method: "POST", path: `/api/discussions/posts/${postId}/helpful`, params: { postId } }),
  report: (c: TestClient, postId: string, body: unknown) =>
    c.call(reportRoute, { method: "POST", path: `/api/discussions/posts/${postId}/reports`, params: { postId }, body }),
  moderate: (c: TestClient, postId: string, action: string) =>
    c.call(moderateRoute, { method: "POST", path: `/api/discussions/posts/${postId}/moderation`, params: { postId }, body: { action } }),
};

/** Removes every thread of the course made by the file's people (cascades to posts, votes and reports). */
export async function removeDiscussions(courseId: string) {
  await db.discussionThread.deleteMany({ where: { courseId } });
  await db.discussionSuspension.deleteMany({ where: { courseId } });
  await db.auditLog.deleteMany({ where: { action: { startsWith: "discussion." } } });
}

/** Forgets the people's posts of the hour, so one test's posts do not count against the next. */
export async function clearPostingLimits(people: Record<string, unknown>) {
  const ids = Object.values(people).flatMap((p) => (p && typeof p === "object" && "client" in p && "id" in p && p.id ? [`discussionPost:${p.id as string}`] : []));
  await db.rateLimitBucket.deleteMany({ where: { key: { in: ids } } });
}

// Rows written directly, for the notification tests: a person with a language, and a thread with a reply to point at.
export async function person(label: string, preferredLocale: string | null = null, firstName = "Lydia") {
  return db.user.create({
    data: { firstName, lastName: "Thyatira", email: uniqueEmail(label), passwordHash: "not-a-real-hash", preferredLocale },
  });
}

/** A thread in Philemon opened by `askerId`, and a reply to it by `replierId`. */
export async function threadWithReply(askerId: string, replierId: string, title = "Who was Onesimus?") {
  const course = await db.course.findUniqueOrThrow({ where: { slug: "philemon" }, select: { id: true, slug: true } });
  const thread = await db.discussionThread.create({
    data: { courseId: course.id, authorId: askerId, title, posts: { create: { authorId: askerId, body: "Was he a slave of Philemon?", isOpening: true } } },
  });
  const reply = await db.discussionPost.create({ data: { threadId: thread.id, authorId: replierId, body: "Verse 16 says so." } });
  return { course, thread, reply };
}
