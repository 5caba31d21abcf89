import { db } from "@/lib/db";
import { discussionCalls as call, clearPostingLimits, discussionPeople, removeDiscussions } from "@/test/helpers/discussions";

// Discussion events reach lib/notifications through lib/discussions/events.ts: a reply tells the asker, a
// marked answer tells the asker and its author, never the one who acted, and nobody who lost access.

let people: Awaited<ReturnType<typeof discussionPeople>>;

beforeAll(async () => {
  people = await discussionPeople("nahum", "haggai");
}, 60_000);

beforeEach(() => clearPostingLimits(people));

afterAll(async () => {
  if (people) {
    await db.notification.deleteMany({ where: { courseId: people.course.id } });
    await removeDiscussions(people.course.id);
  }
});

const notificationsOf = (userId: string, threadId: string) =>
  db.notification.findMany({ where: { userId, threadId }, select: { kind: true, postId: true, actorId: true } });

async function opened(by = people.asker) {
  const res = await call.create(by.client, people.course.id, { title: "Why Nineveh?", body: "Nahum 1:7 sounds gentle; 3:19 does not." });
  expect(res.status).toBe(201);
  return (res.body as { threadId: string }).threadId;
}

it("a reply tells the asker once, and the replier nothing", async () => {
  const threadId = await opened();
  const reply = await call.reply(people.second.client, threadId, { body: "Verse 7 is for those who take refuge in him." });
  expect(reply.status).toBe(201);
  const postId = (reply.body as { postId: string }).postId;
  expect(await notificationsOf(people.asker.id, threadId)).toEqual([{ kind: "reply", postId, actorId: people.second.id }]);
  expect(await notificationsOf(people.second.id, threadId)).toEqual([]);
  // The asker answering in their own thread tells nobody.
  expect((await call.reply(people.asker.client, threadId, { body: "Thank you." })).status).toBe(201);
  expect(await notificationsOf(people.asker.id, threadId)).toHaveLength(1);
});

it("an answer marked by the instructor tells the asker and the answer's author", async () => {
  const threadId = await opened();
  const reply = await call.reply(people.third.client, threadId, { body: "Judgement on the oppressor is comfort to the oppressed." });
  const postId = (reply.body as { postId: string }).postId;
  expect((await call.answer(people.instructor.client, threadId, postId)).status).toBe(200);
  expect(await notificationsOf(people.asker.id, threadId)).toContainEqual({ kind: "answer", postId, actorId: people.instructor.id });
  expect(await notificationsOf(people.third.id, threadId)).toEqual([{ kind: "answer", postId, actorId: people.instructor.id }]);
});

it("an asker whose enrolment was refunded is not told", async () => {
  const threadId = await opened(people.second);
  await db.enrollment.updateMany({ where: { userId: people.second.id, courseId: people.course.id }, data: { status: "refunded" } });
  try {
    expect((await call.reply(people.third.client, threadId, { body: "A reply they will not see." })).status).toBe(201);
    expect(await notificationsOf(people.second.id, threadId)).toEqual([]);
  } finally {
    await db.enrollment.updateMany({ where: { userId: people.second.id, courseId: people.course.id }, data: { status: "active" } });
  }
});
