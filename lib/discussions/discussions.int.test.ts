import { db } from "@/lib/db";
import { discussionCalls as call, clearPostingLimits, discussionPeople, removeDiscussions } from "@/test/helpers/discussions";
import { firstLessonThreads, listThreads } from "./list-threads";
import { mentionedStaff } from "./mentions";

// Discussions against the real database through their route handlers: who may read and post, threads and
// replies with quotes, the edit window, tombstones, answers, helpful votes, counters, sorting, search and pages.

let people: Awaited<ReturnType<typeof discussionPeople>>;
const thread = (id: string) => db.discussionThread.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  people = await discussionPeople("zephaniah", "habakkuk");
}, 60_000);

// Each test starts within the hour's posting limit (the limit itself is tested in moderation.int.test.ts).
beforeEach(() => clearPostingLimits(people));

afterAll(async () => {
  if (people) await removeDiscussions(people.course.id);
});

async function opened(title = "How should we read Zephaniah 1:14?", body = "The day of the LORD is near: *how near*?") {
  const res = await call.create(people.asker.client, people.course.id, { title, body, lessonId: people.course.lessons[2]!.id });
  expect(res.status).toBe(201);
  return res.body as { threadId: string; postId: string };
}

describe("access", () => {
  it("lets enrolled students, the course's instructor and admins read and post; a refunded or other course's student and a visitor see only the count", async () => {
    const { threadId } = await opened();
    const total = await db.discussionThread.count({ where: { courseId: people.course.id } });
    for (const reader of [people.asker, people.second, people.instructor, people.admin]) {
      const list = await call.list(reader.client, people.course.id);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ access: true, total });
      expect((await call.thread(reader.client, threadId)).status).toBe(200);
      expect((await call.reply(reader.client, threadId, { body: "A reply." })).status).toBe(201);
    }
    for (const outsider of [people.refunded, people.outsider, people.visitor]) {
      const list = await call.list(outsider.client, people.course.id);
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ access: false, total: total });
    }
    for (const [outsider, status] of [[people.refunded, 403], [people.outsider, 403], [people.visitor, 401]] as const) {
      expect((await call.thread(outsider.client, threadId)).status).toBe(status);
      const before = await db.discussionPost.count({ where: { threadId } });
      expect((await call.reply(outsider.client, threadId, { body: "Let me in" })).status).toBe(status);
      expect((await call.create(outsider.client, people.course.id, { title: "Mine", body: "Let me in" })).status).toBe(status);
      expect(await db.discussionPost.count({ where: { threadId } })).toBe(before);
    }
    expect(await db.discussionThread.count({ where: { courseId: people.course.id } })).toBe(total);
  });

  it("refuses a lesson of another course and an unknown thread", async () => {
    const foreign = await db.lesson.findFirstOrThrow({ where: { course: { slug: "habakkuk" } } });
    expect((await call.create(people.asker.client, people.course.id, { title: "Q", body: "B", lessonId: foreign.id })).status).toBe(400);
    expect((await call.thread(people.asker.client, "c0000000000000000000000000")).status).toBe(404);
  });
});

describe("threads and replies", () => {
  it("keeps replyCount and lastActivityAt with the replies, and quotes only posts of the same thread", async () => {
    const { threadId, postId } = await opened();
    const before = await thread(threadId);
    const first = await call.reply(people.second.client, threadId, { body: "Soon, says verse 14.", quotedPostId: postId });
    expect(first.status).toBe(201);
    const other = await opened("Another question", "Body");
    expect((await call.reply(people.second.client, threadId, { body: "Wrong quote", quotedPostId: other.postId })).status).toBe(400);
    const after = await thread(threadId);
    expect(after.replyCount).toBe(1);
    expect(after.lastActivityAt.getTime()).toBeGreaterThan(before.lastActivityAt.getTime());
    const view = await call.thread(people.asker.client, threadId);
    expect(view.body.posts[1]).toMatchObject({ id: first.body.postId, quoted: { id: postId, excerpt: "The day of the LORD is near: how near?" } });
    expect(view.body.posts[0].html).toContain("<em>how near</em>");
  });

  it("replies many at once without losing a count", async () => {
    const { threadId } = await opened();
    const replies = await Promise.all([people.second, people.third, people.instructor, people.admin, people.asker].map((p) => call.reply(p.client, threadId, { body: "At once" })));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await thread(threadId)).replyCount).toBe(5);
  });

  it("lets the author edit within 30 minutes (marked edited), and not after", async () => {
    const { threadId, postId } = await opened();
    expect((await call.edit(people.second.client, postId, { body: "Not mine" })).status).toBe(403);
    const edited = await call.edit(people.asker.client, postId, { body: "Edited body", title: "Edited title" });
    expect(edited.status).toBe(200);
    const row = await db.discussionPost.findUniqueOrThrow({ where: { id: postId } });
    expect(row).toMatchObject({ body: "Edited body", editedAt: expect.any(Date) });
    expect(await thread(threadId)).toMatchObject({ title: "Edited title", searchText: "edited title edited body" });
    await db.discussionPost.update({ where: { id: postId }, data: { createdAt: new Date(Date.now() - 31 * 60_000) } });
    const late = await call.edit(people.asker.client, postId, { body: "Too late" });
    expect(late).toMatchObject({ status: 409, body: { code: "EDIT_WINDOW_OVER" } });
    expect((await db.discussionPost.findUniqueOrThrow({ where: { id: postId } })).body).toBe("Edited body");
  });

  it("leaves a tombstone when an author deletes a post: body emptied, replies and their quotes still readable", async () => {
    const { threadId } = await opened();
    const reply = await call.reply(people.second.client, threadId, { body: "I will delete this" });
    const quoting = await call.reply(people.third.client, threadId, { body: "Quoting it", quotedPostId: reply.body.postId });
    expect((await thread(threadId)).replyCount).toBe(2);
    expect((await call.remove(people.third.client, reply.body.postId)).status).toBe(403);
    expect((await call.remove(people.second.client, reply.body.postId)).status).toBe(200);
    expect(await db.discussionPost.findUniqueOrThrow({ where: { id: reply.body.postId } })).toMatchObject({ state: "deleted", body: "" });
    expect((await thread(threadId)).replyCount).toBe(1);
    const view = await call.thread(people.asker.client, threadId);
    const tombstone = view.body.posts.find((p: { id: string }) => p.id === reply.body.postId);
    expect(tombstone).toMatchObject({ state: "deleted", html: null });
    expect(view.body.posts.find((p: { id: string }) => p.id === quoting.body.postId)).toMatchObject({ html: expect.stringContaining("Quoting it"), quoted: { excerpt: null } });
    // Deleting twice changes nothing.
    expect((await call.remove(people.second.client, reply.body.postId)).status).toBe(200);
    expect((await thread(threadId)).replyCount).toBe(1);
  });
});

describe("answers, pins and locks", () => {
  it("lets the asker or staff mark a reply as the answer, nobody else, and never the opening post", async () => {
    const { threadId, postId } = await opened();
    const answer = await call.reply(people.instructor.client, threadId, { body: "Verse 14 says it is near and hastening." });
    expect((await call.answer(people.second.client, threadId, answer.body.postId)).status).toBe(403);
    expect((await call.answer(people.asker.client, threadId, postId)).status).toBe(400);
    expect((await call.answer(people.asker.client, threadId, answer.body.postId)).status).toBe(200);
    expect((await thread(threadId)).answerPostId).toBe(answer.body.postId);
    expect((await call.answer(people.instructor.client, threadId, null)).status).toBe(200);
    expect((await thread(threadId)).answerPostId).toBeNull();
    const view = await call.thread(people.asker.client, threadId);
    expect(view.body.posts[1].author).toMatchObject({ id: people.instructor.id, staff: true });
    expect(view.body.posts[0].author).toMatchObject({ id: people.asker.id, staff: false });
  });

  it("lets staff pin and lock; a locked thread takes no student replies", async () => {
    const { threadId } = await opened();
    expect((await call.flags(people.asker.client, threadId, { locked: true })).status).toBe(403);
    expect((await call.flags(people.instructor.client, threadId, { locked: true, pinned: true })).body).toMatchObject({ locked: true, pinned: true });
    expect((await call.reply(people.second.client, threadId, { body: "Too late" })).body).toMatchObject({ code: "THREAD_LOCKED" });
    expect((await call.reply(people.instructor.client, threadId, { body: "Staff may still" })).status).toBe(201);
    const audit = await db.auditLog.findMany({ where: { targetId: threadId } });
    expect(audit).toEqual([expect.objectContaining({ action: "discussion.thread_changed", actorId: people.instructor.id })]);
    const list = await call.list(people.asker.client, people.course.id);
    expect(list.body.threads[0].id).toBe(threadId);
  });
});

describe("helpful votes", () => {
  it("counts one vote per student, toggles, refuses own posts and staff, and keeps the thread's sum", async () => {
    const { threadId, postId } = await opened();
    const reply = await call.reply(people.second.client, threadId, { body: "Helpful reply" });
    expect((await call.helpful(people.second.client, reply.body.postId)).status).toBe(403);
    expect((await call.helpful(people.instructor.client, reply.body.postId)).status).toBe(403);
    const [a, b] = await Promise.all([call.helpful(people.asker.client, reply.body.postId), call.helpful(people.third.client, reply.body.postId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await call.helpful(people.third.client, postId)).body).toMatchObject({ helpful: true, helpfulCount: 1 });
    expect(await thread(threadId)).toMatchObject({ helpfulCount: 3 });
    expect((await call.helpful(people.asker.client, reply.body.postId)).body).toMatchObject({ helpful: false, helpfulCount: 1 });
    expect(await thread(threadId)).toMatchObject({ helpfulCount: 2 });
    expect(await db.discussionVote.count({ where: { postId: reply.body.postId } })).toBe(1);
  });
});

describe("lists", () => {
  it("sorts newest, unanswered and most helpful, and searches with the catalogue's folding", async () => {
    const plain = await opened("Élie et la cité", "Qu'a dit le prophète?");
    const arabic = await opened("سؤال عن الصلاة", "ما معنى الآية؟");
    const helpful = await opened("Most helpful question", "Body");
    const answered = await opened("Answered question", "Body");
    const reply = await call.reply(people.instructor.client, answered.threadId, { body: "Answer" });
    await call.answer(people.asker.client, answered.threadId, reply.body.postId);
    await db.discussionThread.update({ where: { id: helpful.threadId }, data: { helpfulCount: 1000 } });

    const search = (q: string) => call.list(people.second.client, people.course.id, `?q=${encodeURIComponent(q)}`);
    expect((await search("ELIE cite")).body.threads.map((t: { id: string }) => t.id)).toEqual([plain.threadId]);
    // Alef with hamza and taa marbuta fold as the catalogue folds them.
    expect((await search("الصلاه")).body.threads.map((t: { id: string }) => t.id)).toEqual([arabic.threadId]);
    expect((await call.list(people.second.client, people.course.id, "?sort=helpful")).body.threads[0].id).toBe(helpful.threadId);
    const unanswered = await call.list(people.second.client, people.course.id, "?sort=unanswered");
    expect(unanswered.body.threads.map((t: { id: string }) => t.id)).not.toContain(answered.threadId);
    const lessonOnly = await call.list(people.second.client, people.course.id, `?lessonId=${people.course.lessons[2]!.id}`);
    expect(lessonOnly.body.threads.every((t: { lesson: { id: string } }) => t.lesson?.id === people.course.lessons[2]!.id)).toBe(true);
  });

  it("pages through a thread of 10,000 posts and a course of 2,000 threads quickly", async () => {
    const { threadId } = await opened("Big thread", "Many replies");
    await db.$executeRaw`
      INSERT INTO discussion_posts (id, "threadId", "authorId", body, "createdAt")
      SELECT 'bulk' || g, ${threadId}, ${people.second.id}, 'Reply ' || g, now() + g * interval '1 millisecond'
      FROM generate_series(1, 10000) g`;
    await db.$executeRaw`
      INSERT INTO discussion_threads (id, "courseId", "authorId", title, "lastActivityAt", "updatedAt")
      SELECT 'bulkthread' || g, ${people.course.id}, ${people.second.id}, 'Thread ' || g, now() - g * interval '1 second', now()
      FROM generate_series(1, 2000) g`;
    await db.$executeRaw`ANALYZE discussion_posts`;
    await db.$executeRaw`ANALYZE discussion_threads`;
    const started = performance.now();
    const last = await call.thread(people.asker.client, threadId, "?page=201");
    const page = await listThreads(people.course.id, { page: 100 });
    const elapsed = performance.now() - started;
    expect(page.threads).toHaveLength(20);
    expect(page.pages).toBeGreaterThanOrEqual(100);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ page: 201, pages: 201 });
    expect(last.body.posts).toHaveLength(1);
    expect(elapsed).toBeLessThan(2000);
  }, 60_000);
});

describe("a lesson's panel", () => {
  it("shows the lesson's first threads as its list does, and says whether there are more, in one statement", async () => {
    const lessonId = people.course.lessons[2]!.id;
    while ((await db.discussionThread.count({ where: { courseId: people.course.id, lessonId } })) < 3) await opened();
    const list = await listThreads(people.course.id, { lessonId });
    const all = await firstLessonThreads(people.course.id, lessonId, list.threads.length);
    expect(all).toEqual({ threads: list.threads, more: list.total > list.threads.length });
    const two = await firstLessonThreads(people.course.id, lessonId, 2);
    expect(two).toEqual({ threads: list.threads.slice(0, 2), more: true });
    const otherLesson = await firstLessonThreads(people.course.id, people.course.lessons[0]!.id, 5);
    expect(otherLesson.threads.every((t) => t.lesson?.id === people.course.lessons[0]!.id)).toBe(true);
  });
});

describe("mentions", () => {
  it("finds the course's staff a post names as @First Last, folded, never students or the author", async () => {
    // Every test account is named Timothy Lystra (test/helpers/lessons.ts): only the instructor is staff here.
    const found = await mentionedStaff(people.course.id, "A question for @TIMOTHY Lystrá about verse 4", people.asker.id);
    expect(found).toContain(people.instructor.id);
    expect(found).not.toEqual(expect.arrayContaining([people.asker.id]));
    expect(found.filter((id) => [people.second.id, people.third.id].includes(id))).toEqual([]);
    expect(await mentionedStaff(people.course.id, "No mention here", people.asker.id)).toEqual([]);
    expect(await mentionedStaff(people.course.id, "@Timothy Lystra", people.instructor.id)).not.toContain(people.instructor.id);
  });
});
