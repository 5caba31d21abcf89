import { db } from "@/lib/db";
import { discussionCalls as call, clearPostingLimits, discussionPeople, removeDiscussions, seasonedStudent } from "@/test/helpers/discussions";
import { newStudent } from "@/test/helpers/lessons";
import { POSTS_PER_HOUR } from "./limits";
import { reportQueue } from "./report-queue";

// Moderation and limits against the real database: reports (one per reporter), the staff queue, hide, restore,
// delete and dismiss with their audit entries and counters, suspensions, posting limits, links from new
// accounts, and oversized bodies that write nothing.

let people: Awaited<ReturnType<typeof discussionPeople>>;

beforeAll(async () => {
  people = await discussionPeople("haggai", "zephaniah");
}, 60_000);

// Each test starts within the hour's posting limit (the limit itself is tested in moderation.int.test.ts).
beforeEach(() => clearPostingLimits(people));

afterAll(async () => {
  if (people) {
    await removeDiscussions(people.course.id);
    await db.rateLimitBucket.deleteMany({ where: { key: { startsWith: "discussionPost:" } } });
  }
});

async function threadWithReply() {
  const opened = await call.create(people.asker.client, people.course.id, { title: "Consider your ways", body: "What does Haggai 1:5 ask?" });
  const reply = await call.reply(people.second.client, opened.body.threadId, { body: "Buy cheap watches here" });
  return { threadId: opened.body.threadId as string, postId: reply.body.postId as string };
}

const postsAndThreads = async () => [await db.discussionPost.count(), await db.discussionThread.count()];

describe("a hidden answer", () => {
  it("stops counting as the answer while hidden, and is the answer again once restored; a deleted one is unmarked", async () => {
    const { threadId, postId } = await threadWithReply();
    expect((await call.answer(people.asker.client, threadId, postId)).status).toBe(200);
    const unanswered = async () => (await call.list(people.third.client, people.course.id, "?sort=unanswered")).body.threads.map((t: { id: string }) => t.id);
    const listed = async () => (await call.list(people.third.client, people.course.id)).body.threads.find((t: { id: string }) => t.id === threadId);
    expect(await unanswered()).not.toContain(threadId);

    expect((await call.moderate(people.instructor.client, postId, "hide")).status).toBe(200);
    expect(await unanswered()).toContain(threadId);
    expect(await listed()).toMatchObject({ answered: false });
    expect((await call.thread(people.third.client, threadId)).body.answerPostId).toBeNull();
    expect((await call.thread(people.instructor.client, threadId)).body.answerPostId).toBe(postId);

    expect((await call.moderate(people.instructor.client, postId, "restore")).status).toBe(200);
    expect(await unanswered()).not.toContain(threadId);
    expect(await listed()).toMatchObject({ answered: true });
    expect((await call.thread(people.third.client, threadId)).body.answerPostId).toBe(postId);

    expect((await call.moderate(people.instructor.client, postId, "delete")).status).toBe(200);
    expect(await db.discussionThread.findUniqueOrThrow({ where: { id: threadId } })).toMatchObject({ answerPostId: null });
  });
});

describe("titles in the reader's language", () => {
  it("lists a lesson's title, and names the course in the queue, in the language asked for", async () => {
    const lesson = people.course.lessons[0]!;
    const translated = await db.lessonTranslation.findUniqueOrThrow({ where: { lessonId_languageCode: { lessonId: lesson.id, languageCode: "ar" } } });
    const courseAr = await db.courseTranslation.findUniqueOrThrow({ where: { courseId_languageCode: { courseId: people.course.id, languageCode: "ar" } } });
    const opened = await call.create(people.asker.client, people.course.id, { title: "About the first lesson", body: "A question", lessonId: lesson.id });
    const list = async (locale: string) =>
      (await call.list(people.second.client, people.course.id, `?lessonId=${lesson.id}&locale=${locale}`)).body.threads.find((t: { id: string }) => t.id === opened.body.threadId);
    expect((await list("ar")).lesson.title).toBe(translated.title);
    expect((await list("en")).lesson.title).toBe(lesson.title);
    expect((await call.thread(people.second.client, opened.body.threadId, "?locale=ar")).body.lesson.title).toBe(translated.title);

    const reply = await call.reply(people.second.client, opened.body.threadId, { body: "A reply to report" });
    await call.report(people.third.client, reply.body.postId, { reason: "spam" });
    const queue = await reportQueue({ id: people.instructor.id, role: "instructor" }, "ar");
    expect(queue.find((item) => item.postId === reply.body.postId)?.course.title).toBe(courseAr.title);
  });
});

describe("reports and the queue", () => {
  it("takes one report per reporter per post, and lists it to the course's staff and admins only", async () => {
    const { postId } = await threadWithReply();
    expect((await call.report(people.third.client, postId, { reason: "spam" })).status).toBe(201);
    expect((await call.report(people.third.client, postId, { reason: "abuse" })).body).toMatchObject({ code: "ALREADY_REPORTED" });
    expect((await call.report(people.asker.client, postId, { reason: "other" })).status).toBe(400);
    expect((await call.report(people.asker.client, postId, { reason: "other", details: "Advertising" })).status).toBe(201);
    expect((await call.report(people.outsider.client, postId, { reason: "spam" })).status).toBe(403);
    expect((await call.report(people.visitor.client, postId, { reason: "spam" })).status).toBe(401);

    const forInstructor = await reportQueue({ id: people.instructor.id, role: "instructor" });
    expect(forInstructor.find((item) => item.postId === postId)?.reports.map((r) => r.reason)).toEqual(["spam", "other"]);
    expect(await reportQueue({ id: people.admin.id, role: "admin" })).toEqual(expect.arrayContaining([expect.objectContaining({ postId })]));
    const otherInstructor = await db.user.findUniqueOrThrow({ where: { email: "instructor@example.com" } });
    expect((await reportQueue({ id: otherInstructor.id, role: "instructor" })).map((item) => item.postId)).not.toContain(postId);
  });

  it("lets staff hide (students no longer see it), restore and delete, closing the reports, each audited, counters kept", async () => {
    const { threadId, postId } = await threadWithReply();
    await call.helpful(people.third.client, postId);
    await call.report(people.third.client, postId, { reason: "spam" });
    expect((await db.discussionThread.findUniqueOrThrow({ where: { id: threadId } }))).toMatchObject({ replyCount: 1, helpfulCount: 1 });

    expect((await call.moderate(people.asker.client, postId, "hide")).status).toBe(403);
    expect((await call.moderate(people.instructor.client, postId, "hide")).status).toBe(200);
    expect(await db.discussionThread.findUniqueOrThrow({ where: { id: threadId } })).toMatchObject({ replyCount: 0, helpfulCount: 0 });
    expect(await db.discussionReport.findFirstOrThrow({ where: { postId } })).toMatchObject({ resolution: "hidden", resolvedById: people.instructor.id });
    const asStudent = await call.thread(people.third.client, threadId);
    expect(asStudent.body.posts[1]).toMatchObject({ state: "hidden", html: null });
    const asStaff = await call.thread(people.instructor.client, threadId);
    expect(asStaff.body.posts[1]).toMatchObject({ state: "hidden", html: expect.stringContaining("cheap watches") });
    expect((await call.moderate(people.instructor.client, postId, "hide")).status).toBe(409);

    expect((await call.moderate(people.admin.client, postId, "restore")).status).toBe(200);
    expect(await db.discussionThread.findUniqueOrThrow({ where: { id: threadId } })).toMatchObject({ replyCount: 1, helpfulCount: 1 });
    expect((await call.moderate(people.instructor.client, postId, "delete")).status).toBe(200);
    expect(await db.discussionPost.findUniqueOrThrow({ where: { id: postId } })).toMatchObject({ state: "deleted", body: "" });
    expect(await db.discussionThread.findUniqueOrThrow({ where: { id: threadId } })).toMatchObject({ replyCount: 0, helpfulCount: 0 });
    expect((await call.moderate(people.instructor.client, postId, "restore")).status).toBe(409);

    const audit = await db.auditLog.findMany({ where: { targetType: "discussion_post", targetId: postId }, orderBy: { createdAt: "asc" } });
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["discussion.post_hidden", people.instructor.id],
      ["discussion.post_restored", people.admin.id],
      ["discussion.post_deleted", people.instructor.id],
    ]);
  });

  it("dismisses reports without touching the post", async () => {
    const { postId } = await threadWithReply();
    expect((await call.moderate(people.instructor.client, postId, "dismiss")).body).toMatchObject({ code: "NO_OPEN_REPORTS" });
    await call.report(people.third.client, postId, { reason: "off_topic" });
    expect((await call.moderate(people.instructor.client, postId, "dismiss")).status).toBe(200);
    expect(await db.discussionPost.findUniqueOrThrow({ where: { id: postId } })).toMatchObject({ state: "visible" });
    expect((await reportQueue({ id: people.instructor.id, role: "instructor" })).map((item) => item.postId)).not.toContain(postId);
  });
});

describe("suspensions", () => {
  it("lets staff suspend a student for a set time: they read but cannot post; audited; staff cannot be suspended", async () => {
    const { threadId } = await threadWithReply();
    const target = await seasonedStudent("disc-suspended", people.course.id);
    expect((await call.suspend(people.asker.client, people.course.id, { userId: target.id, days: 7 })).status).toBe(403);
    expect((await call.suspend(people.instructor.client, people.course.id, { userId: target.id, days: 3 })).status).toBe(400);
    expect((await call.suspend(people.instructor.client, people.course.id, { userId: people.admin.id, days: 1 })).status).toBe(400);
    const suspended = await call.suspend(people.instructor.client, people.course.id, { userId: target.id, days: 7, reason: "Spam" });
    expect(suspended.status).toBe(201);
    const until = new Date(suspended.body.until).getTime();
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    expect((await call.thread(target.client, threadId)).status).toBe(200);
    expect((await call.list(target.client, people.course.id)).body.access).toBe(true);
    const before = await postsAndThreads();
    expect((await call.reply(target.client, threadId, { body: "Still here" })).body).toMatchObject({ code: "SUSPENDED" });
    expect((await call.create(target.client, people.course.id, { title: "Still", body: "Here" })).status).toBe(403);
    expect(await postsAndThreads()).toEqual(before);
    expect(await db.auditLog.findFirst({ where: { action: "discussion.user_suspended", targetId: target.id } })).toMatchObject({ actorId: people.instructor.id });

    // Once it ends, they post again.
    await db.discussionSuspension.updateMany({ where: { userId: target.id }, data: { until: new Date(Date.now() - 1000) } });
    expect((await call.reply(target.client, threadId, { body: "Back again" })).status).toBe(201);
  });
});

describe("limits", () => {
  it("answers 429 past the posts of an hour, writing nothing", async () => {
    const busy = await seasonedStudent("disc-busy", people.course.id);
    await db.rateLimitBucket.create({ data: { key: `discussionPost:${busy.id}`, count: POSTS_PER_HOUR, resetAt: new Date(Date.now() + 3_600_000) } });
    const before = await postsAndThreads();
    const refused = await call.create(busy.client, people.course.id, { title: "One more", body: "Please" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await postsAndThreads()).toEqual(before);
  });

  it("refuses links from accounts younger than a day (422), not from older ones", async () => {
    const fresh = await newStudent("disc-fresh");
    await db.enrollment.create({ data: { userId: fresh.id, courseId: people.course.id } });
    const before = await postsAndThreads();
    for (const body of ["See https://spam.example", "[click](http://spam.example)", "visit www.spam.example"]) {
      expect((await call.create(fresh.client, people.course.id, { title: "Links", body })).body).toMatchObject({ code: "LINKS_NOT_YET" });
    }
    expect(await postsAndThreads()).toEqual(before);
    const older = await seasonedStudent("disc-older", people.course.id);
    expect((await call.create(older.client, people.course.id, { title: "A link", body: "See https://www.biblegateway.com" })).status).toBe(201);
  });

  it("refuses a 1 MB body (413), an over-long body or title (400), and writes nothing", async () => {
    const { threadId } = await threadWithReply();
    const before = await postsAndThreads();
    const huge = "a".repeat(1024 * 1024 + 1);
    expect((await call.create(people.asker.client, people.course.id, { title: "Huge", body: huge })).status).toBe(413);
    expect((await call.reply(people.asker.client, threadId, { body: huge })).status).toBe(413);
    expect((await call.create(people.asker.client, people.course.id, { title: "Long", body: "b".repeat(20_001) })).status).toBe(400);
    expect((await call.create(people.asker.client, people.course.id, { title: "t".repeat(201), body: "Body" })).status).toBe(400);
    expect((await call.create(people.asker.client, people.course.id, { title: "  ", body: "Body" })).status).toBe(400);
    expect(await postsAndThreads()).toEqual(before);
  });
});
