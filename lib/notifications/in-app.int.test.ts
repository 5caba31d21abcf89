import { createSessionCookie } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import { NOTIFICATION_EMAIL_QUEUE } from "@/lib/jobs/queue";
import { toPublicUser } from "@/lib/users/service";
import { POST as markReadRoute } from "@/app/api/notifications/read/route";
import { GET as unreadRoute } from "@/app/api/notifications/unread-count/route";
import { person, threadWithReply } from "@/test/helpers/discussions";
import { setTestRequest } from "@/test/next-headers";
import { setEmailModeAction } from "./actions";
import { notify } from "./notify";
import { NOTIFICATIONS_PAGE_SIZE, notificationPage } from "./queries";
import { emailModeOf } from "./settings";

// In-app notifications against the real database: who notify() tells, the bell's count, marking read (only
// one's own), the list's pages, and the e-mail choice of the account page. No worker runs in this file; the
// e-mail jobs it queues are removed at the end.
const queuedDeliveries: string[] = [];

afterAll(async () => {
  const ids = (await db.emailDelivery.findMany({ where: { id: { in: queuedDeliveries } }, select: { id: true } })).map((row) => row.id);
  await db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' = ANY($2)`, NOTIFICATION_EMAIL_QUEUE, ids);
});

async function cookieOf(userId: string) {
  const row = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const cookie = await createSessionCookie({ ...toPublicUser(row), sessionVersion: row.sessionVersion }, true);
  return { header: `${cookie.name}=${cookie.value}`, name: cookie.name, value: cookie.value };
}

async function call(handler: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  const response = await handler(new Request("http://localhost/api/notifications", { ...init, headers }), { params: Promise.resolve({}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const postRead = (cookie: string | undefined, body: unknown) =>
  call(markReadRoute, { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function event(label: string) {
  const [asker, replier] = await Promise.all([person(`${label}-asker`), person(`${label}-replier`, null, "Tychicus")]);
  const fixture = await threadWithReply(asker.id, replier.id);
  const tell = async (userIds: string[], kind: "reply" | "answer" | "mention" = "reply", actorId: string | null = replier.id) => {
    const told = await notify({ userIds, kind, courseId: fixture.course.id, threadId: fixture.thread.id, postId: fixture.reply.id, actorId });
    queuedDeliveries.push(...(await db.emailDelivery.findMany({ where: { userId: { in: userIds } }, select: { id: true } })).map((row) => row.id));
    return told;
  };
  return { asker, replier, ...fixture, tell };
}

it("tells each reader once, never the actor nor a deleted account, and queues e-mail per their choice", async () => {
  const { asker, replier, tell } = await event("notify-who");
  const [digestReader, gone, quiet] = await Promise.all([person("notify-digest"), person("notify-gone"), person("notify-quiet")]);
  await db.notificationSetting.create({ data: { userId: digestReader.id, emailMode: "daily" } });
  await db.notificationSetting.create({ data: { userId: quiet.id, emailMode: "off" } });
  await db.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });

  const told = await tell([asker.id, asker.id, replier.id, digestReader.id, gone.id, quiet.id, "no-such-user"]);
  expect(told.sort()).toEqual([asker.id, digestReader.id, quiet.id].sort());
  expect(await db.notification.count({ where: { userId: { in: [replier.id, gone.id] } } })).toBe(0);
  // An e-mail (with its job) only for the reader who wants one per event.
  const deliveries = await db.emailDelivery.findMany({ where: { userId: { in: [asker.id, digestReader.id, quiet.id] } } });
  expect(deliveries.map((row) => [row.userId, row.status])).toEqual([[asker.id, "pending"]]);
  const [queued] = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' = $2`,
    NOTIFICATION_EMAIL_QUEUE,
    deliveries[0]!.id,
  );
  expect(queued!.n).toBe(1);
  // Only the actor: nobody to tell, nothing written.
  expect(await tell([replier.id])).toEqual([]);
});

it("rolls the notifications and their jobs back with the caller's transaction", async () => {
  const { asker, replier, course, thread, reply } = await event("notify-rollback");
  await expect(
    db.$transaction(async (tx) => {
      await notify({ userIds: [asker.id], kind: "reply", courseId: course.id, threadId: thread.id, postId: reply.id, actorId: replier.id }, tx);
      throw new Error("the post could not be saved");
    }),
  ).rejects.toThrow("the post could not be saved");
  expect(await db.notification.count({ where: { userId: asker.id } })).toBe(0);
  expect(await db.emailDelivery.count({ where: { userId: asker.id } })).toBe(0);
});

it("counts unread notifications for the bell, and marks only the caller's own read", async () => {
  const { asker, replier, tell } = await event("notify-read");
  const stranger = await person("notify-stranger");
  for (const kind of ["reply", "answer", "mention"] as const) await tell([asker.id, stranger.id], kind);
  const [mine, theirs] = await Promise.all([cookieOf(asker.id), cookieOf(stranger.id)]);

  expect((await call(unreadRoute)).status).toBe(401);
  const counted = await call(unreadRoute, { cookie: mine.header });
  expect([counted.status, counted.body, counted.headers.get("cache-control")]).toEqual([200, { unread: 3 }, "private, no-store"]);

  // Someone else's notification ids change nothing; bad bodies are refused with a 400.
  const strangers = await db.notification.findMany({ where: { userId: stranger.id }, select: { id: true } });
  expect((await postRead(mine.header, { ids: strangers.map((row) => row.id) })).body).toEqual({ updated: 0, unread: 3 });
  expect((await call(unreadRoute, { cookie: theirs.header })).body).toEqual({ unread: 3 });
  for (const bad of [{}, { ids: [] }, { all: false }, { ids: ["x"], all: true }, { ids: "x" }]) expect((await postRead(mine.header, bad)).status).toBe(400);
  expect((await postRead(undefined, { all: true })).status).toBe(401);

  const [newest] = await db.notification.findMany({ where: { userId: asker.id }, orderBy: { createdAt: "desc" }, take: 1 });
  expect((await postRead(mine.header, { ids: [newest!.id] })).body).toEqual({ updated: 1, unread: 2 });
  expect((await postRead(mine.header, { all: true })).body).toEqual({ updated: 2, unread: 0 });
  expect((await call(unreadRoute, { cookie: mine.header })).body).toEqual({ unread: 0 });
  expect((await call(unreadRoute, { cookie: theirs.header })).body).toEqual({ unread: 3 });
  expect(replier.id).not.toBe(asker.id);
});

it("lists a reader's notifications newest first, a page at a time, each linking to its post", async () => {
  const { asker, replier, thread, reply, course, tell } = await event("notify-pages");
  const total = NOTIFICATIONS_PAGE_SIZE + 5;
  await db.notification.createMany({
    data: Array.from({ length: total - 1 }, (_, i) => ({
      userId: asker.id,
      kind: "mention" as const,
      courseId: course.id,
      threadId: thread.id,
      postId: reply.id,
      actorId: replier.id,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  });
  await tell([asker.id], "answer"); // the newest

  const first = await notificationPage(asker.id, 1, "en");
  expect([first.page, first.pages, first.unread, first.items.length]).toEqual([1, 2, total, NOTIFICATIONS_PAGE_SIZE]);
  expect(first.items[0]).toMatchObject({
    kind: "answer",
    read: false,
    actorName: "Tychicus Thyatira",
    threadTitle: "Who was Onesimus?",
    courseTitle: "Philemon",
    path: `/course/philemon/discussions/${thread.id}#post-${reply.id}`,
  });
  const times = first.items.map((item) => item.createdAt);
  expect([...times].sort().reverse()).toEqual(times);
  const second = await notificationPage(asker.id, 2, "en");
  expect(second.items).toHaveLength(5);
  expect(second.items[4]!.createdAt).toBe(new Date(Date.UTC(2026, 0, 1, 0, 0)).toISOString());
  // Past the end: the last page. A reader's list holds nobody else's.
  expect((await notificationPage(asker.id, 99, "en")).page).toBe(2);
  expect((await notificationPage(replier.id, 1, "en")).items).toEqual([]);

  // The actor's account gone: "Someone", and the link to a deleted post leads to the thread.
  await db.user.update({ where: { id: replier.id }, data: { deletedAt: new Date() } });
  await db.discussionPost.delete({ where: { id: reply.id } });
  const after = await notificationPage(asker.id, 1, "en");
  expect(after.items[0]).toMatchObject({ actorName: null, path: `/course/philemon/discussions/${thread.id}` });
});

it("saves the account page's e-mail choice for the signed-in user only, and refuses anything else", async () => {
  const reader = await person("notify-settings");
  expect(await emailModeOf(reader.id)).toBe("each");
  setTestRequest({});
  expect(await setEmailModeAction({ emailMode: "off" })).toMatchObject({ ok: false, status: 401 });
  const { name, value } = await cookieOf(reader.id);
  setTestRequest({ cookies: { [name]: value } });
  expect(await setEmailModeAction({ emailMode: "daily" })).toEqual({ ok: true, data: { emailMode: "daily" } });
  expect(await emailModeOf(reader.id)).toBe("daily");
  for (const bad of [{ emailMode: "weekly" }, {}, "off", { emailMode: "off", userId: "someone-else" }]) {
    const result = await setEmailModeAction(bad);
    if (typeof bad === "object" && "userId" in bad) {
      // The user is the session's: a userId in the input is ignored, never obeyed.
      expect(result).toMatchObject({ ok: true });
      continue;
    }
    expect(result).toMatchObject({ ok: false, status: 400 });
  }
  expect(await emailModeOf(reader.id)).toBe("off");
});
