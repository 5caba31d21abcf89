import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { siteUrl } from "@/lib/site-url";
import { jobQueue, NOTIFICATION_EMAIL_QUEUE } from "@/lib/jobs/queue";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/unsubscribe/[token]/route";
import { person, threadWithReply } from "@/test/helpers/discussions";
import { startSmtpSink, type SinkMessage, type SmtpSink } from "@/test/helpers/smtp-sink";
import { deliverEmail } from "./deliver";
import { queueDailyDigests } from "./digest";
import { notify } from "./notify";
import { emailModeOf, setEmailMode } from "./settings";
import { MAX_SEND_ATTEMPTS, STALLED_AFTER_MS, sweepEmailOutbox } from "./sweep";
import { EMAILS_PER_FETCH, workNotificationEmails } from "./workers";

// Discussion e-mail end to end through a real SMTP server (test/helpers/smtp-sink.ts): notify() queues, the
// pg-boss worker started here sends through lib/mail/send.ts, and the messages are read as they arrived.
// The worker polls every 2 s and each send is a real SMTP session: on a shared, busy machine a test waits longer
// than the suite's 30 s default for its mail.
jest.setTimeout(120_000);

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url; // before anything reads the environment (env() keeps its first answer)
  expect(env().SMTP_URL).toBe(sink.url);
  await workNotificationEmails(await jobQueue());
});

afterAll(async () => {
  await sink.close();
});

/** The header line of a delivered message, as written on the wire (folding undone). */
function header(message: SinkMessage, name: string): string | undefined {
  const line = message.mail.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").slice(name.length + 1).trim();
}

const tokenOf = (message: SinkMessage) => header(message, "List-Unsubscribe")!.match(/\/api\/unsubscribe\/([^>]+)>$/)![1]!;

const onClick = (token: string, headers: Record<string, string> = {}) =>
  unsubscribePost(
    new Request(`http://localhost/api/unsubscribe/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
    }),
    { params: Promise.resolve({ token }) },
  );

const deliveriesOf = (userId: string) => db.emailDelivery.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

/** Waits until pg-boss has finished every job of these deliveries (sent, skipped or handled already). */
async function settled(deliveryIds: string[]) {
  for (let i = 0; i < 200; i++) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' = ANY($2) AND state NOT IN ('completed')`,
      NOTIFICATION_EMAIL_QUEUE,
      deliveryIds,
    );
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the e-mail jobs did not finish");
}

it("e-mails a reply once, in the reader's language, with one-click unsubscribe headers", async () => {
  const [asker, replier] = await Promise.all([person("mail-asker", "ar", "مريم"), person("mail-replier", null, "Onesiphorus")]);
  const { thread, reply, course } = await threadWithReply(asker.id, replier.id, "من هو أنسيمس؟");
  const told = await notify({ userIds: [asker.id, replier.id], kind: "reply", courseId: course.id, threadId: thread.id, postId: reply.id, actorId: replier.id });
  expect(told).toEqual([asker.id]);

  const [message] = await sink.waitFor(asker.email);
  expect(message!.mail.subject).toBe("ردّ Onesiphorus Thyatira على موضوعك «من هو أنسيمس؟»");
  expect(message!.mail.text).toContain("مرحبًا مريم");
  expect(message!.mail.text).toContain(`${siteUrl()}/ar/course/philemon/discussions/${thread.id}#post-${reply.id}`);
  const token = tokenOf(message!);
  expect(header(message!, "List-Unsubscribe")).toBe(`<${siteUrl()}/api/unsubscribe/${token}>`);
  expect(header(message!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  expect(message!.mail.text).toContain(`${siteUrl()}/ar/unsubscribe/${token}`);
  // The actor is not told about their own reply.
  expect(sink.to(replier.email)).toEqual([]);

  // The job again, by hand and through the queue: the outbox row was claimed, nothing more is sent.
  const [queued] = await deliveriesOf(asker.id);
  await settled([queued!.id]);
  const [delivery] = await deliveriesOf(asker.id);
  expect(delivery).toMatchObject({ status: "sent", attempts: 1 });
  expect(await deliverEmail(delivery!.id)).toBe("already-handled");
  await (await jobQueue()).send(NOTIFICATION_EMAIL_QUEUE, { deliveryId: delivery!.id });
  await settled([delivery!.id]);
  expect(sink.to(asker.email)).toHaveLength(1);
});

it("writes in English to a reader who chose no language", async () => {
  const [asker, staff] = await Promise.all([person("mail-english"), person("mail-staff", "fr", "Priscilla")]);
  const { thread, reply, course } = await threadWithReply(asker.id, staff.id);
  await notify({ userIds: [asker.id], kind: "answer", courseId: course.id, threadId: thread.id, postId: reply.id, actorId: staff.id });
  const [message] = await sink.waitFor(asker.email);
  expect(message!.mail.subject).toBe("Priscilla Thyatira answered your question “Who was Onesimus?”");
  expect(message!.mail.text).toContain(`${siteUrl()}/course/philemon/discussions/${thread.id}#post-${reply.id}`);
});

it("sends one digest a day to readers who chose it, however often the digest job runs", async () => {
  const [reader, replier] = await Promise.all([person("mail-digest", "es", "Lidia"), person("mail-digest-replier", null, "Apollos")]);
  await setEmailMode(reader.id, "daily");
  const { thread, reply, course } = await threadWithReply(reader.id, replier.id);
  for (const kind of ["reply", "mention"] as const) {
    await notify({ userIds: [reader.id], kind, courseId: course.id, threadId: thread.id, postId: reply.id, actorId: replier.id });
  }
  // Nothing one by one for a digest reader.
  expect(await deliveriesOf(reader.id)).toEqual([]);

  // Yesterday's notifications go into today's digest (UTC days).
  const now = new Date();
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.notification.updateMany({ where: { userId: reader.id }, data: { createdAt: yesterday } });
  const first = await queueDailyDigests(now);
  expect(first).toBeGreaterThanOrEqual(1);
  const [message] = await sink.waitFor(reader.email);
  expect(message!.mail.subject).toBe("2 notificaciones nuevas de tus debates");
  expect(message!.mail.text).toContain("Apollos Thyatira respondió en tu hilo «Who was Onesimus?»");
  expect(message!.mail.text).toContain("Apollos Thyatira te mencionó en «Who was Onesimus?»");
  expect(header(message!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

  // The same day again (another server, the next hour): nothing more.
  expect(await queueDailyDigests(now)).toBe(0);
  const digests = await deliveriesOf(reader.id);
  expect(digests).toHaveLength(1);
  expect(await deliverEmail(digests[0]!.id)).toBe("already-handled");
  await settled(digests.map((row) => row.id));
  expect(sink.to(reader.email)).toHaveLength(1);

  // The next day, nothing new for this reader: no digest at all.
  await queueDailyDigests(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  expect(await deliveriesOf(reader.id)).toHaveLength(1);
});

it("unsubscribes with one click, without signing in, and sends nothing after", async () => {
  const [reader, other, replier] = await Promise.all([person("mail-unsub"), person("mail-unsub-other"), person("mail-unsub-replier")]);
  const { thread, reply, course } = await threadWithReply(reader.id, replier.id);
  const event = { kind: "reply" as const, courseId: course.id, threadId: thread.id, postId: reply.id, actorId: replier.id };
  await notify({ ...event, userIds: [reader.id, other.id] });
  const [message] = await sink.waitFor(reader.email);
  const [otherMessage] = await sink.waitFor(other.email);
  const token = tokenOf(message!);
  expect(tokenOf(otherMessage!)).not.toBe(token);

  // Opening the link (a mail scanner, a person) changes nothing: it leads to the confirmation page.
  const opened = await unsubscribeGet(new Request(`http://localhost/api/unsubscribe/${token}`), { params: Promise.resolve({ token }) });
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe(`/unsubscribe/${token}`);
  expect(await emailModeOf(reader.id)).toBe("each");

  // Garbage, an altered token and one signed with another key do nothing, and say so without a 500.
  const forged = `${token.split(".").slice(0, 2).join(".")}.${"A".repeat(43)}`;
  for (const bad of ["not-a-token", `${token.slice(0, -2)}xx`, forged, "a".repeat(1000)]) {
    const answer = await onClick(bad);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual(expect.objectContaining({ error: "This unsubscribe link is not valid." }));
  }
  const browserBad = await onClick("not-a-token", { accept: "text/html", "sec-fetch-mode": "navigate" });
  expect([browserBad.status, browserBad.headers.get("location")]).toEqual([303, "/unsubscribe/not-a-token"]);
  expect(await emailModeOf(reader.id)).toBe("each");

  // The mail program's one-click POST (RFC 8058): off, for this reader only.
  const answer = await onClick(token);
  expect([answer.status, await answer.json()]).toEqual([200, { unsubscribed: true }]);
  expect(await emailModeOf(reader.id)).toBe("off");
  expect(await emailModeOf(other.id)).toBe("each");

  // A second click is harmless; the next reply reaches the other reader only.
  expect((await onClick(token)).status).toBe(200);
  await notify({ ...event, userIds: [reader.id, other.id] });
  await sink.waitFor(other.email, 2);
  expect(await db.notification.count({ where: { userId: reader.id } })).toBe(2); // still told in the app
  const readerDeliveries = await deliveriesOf(reader.id);
  expect(readerDeliveries).toHaveLength(1);
  // An e-mail queued before the click is skipped when its turn comes.
  const late = await db.emailDelivery.create({
    data: { userId: reader.id, notificationId: (await db.notification.findFirstOrThrow({ where: { userId: reader.id, emails: { none: {} } } })).id },
  });
  expect(await deliverEmail(late.id)).toBe("skipped");
  expect(await db.emailDelivery.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({ status: "skipped", detail: "e-mail is off" });
  expect(sink.to(reader.email)).toHaveLength(1);
});

it("gives a failed send back for the retry, and sends it then", async () => {
  const [reader, replier] = await Promise.all([person("mail-retry"), person("mail-retry-replier")]);
  const { thread, reply, course } = await threadWithReply(reader.id, replier.id);
  // Written by hand (no job), so the worker does not race the failure below.
  const [notification] = await db.notification.createManyAndReturn({
    data: [{ userId: reader.id, kind: "reply", courseId: course.id, threadId: thread.id, postId: reply.id, actorId: replier.id }],
  });
  const delivery = await db.emailDelivery.create({ data: { userId: reader.id, notificationId: notification!.id } });
  // The SMTP server refuses the mailbox for now: nodemailer throws, the row goes back to pending for pg-boss's retry.
  sink.refuse(reader.email);
  await expect(deliverEmail(delivery.id)).rejects.toThrow();
  expect(await db.emailDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({ status: "pending", attempts: 1 });
  expect(sink.to(reader.email)).toEqual([]);
  sink.refuse(reader.email, false);
  expect(await deliverEmail(delivery.id)).toBe("sent");
  expect(await db.emailDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({ status: "sent", attempts: 2 });
  expect(sink.to(reader.email)).toHaveLength(1);
});

it("sends a burst of e-mails within seconds, and a refused one alone goes back for its retry", async () => {
  const replier = await person("mail-burst-replier");
  const readers = await Promise.all(Array.from({ length: EMAILS_PER_FETCH + 10 }, (_, i) => person(`mail-burst-${i}`)));
  const { thread, reply, course } = await threadWithReply(readers[0]!.id, replier.id);
  const refused = readers.at(-1)!;
  const accepted = readers.slice(0, -1);
  sink.refuse(refused.email);
  const started = Date.now();
  await notify({ userIds: readers.map((r) => r.id), kind: "reply", courseId: course.id, threadId: thread.id, postId: reply.id, actorId: replier.id });
  await Promise.all(accepted.map((r) => sink.waitFor(r.email)));
  // One e-mail a fetch of the worker (every 2 s) took a minute for these 29; EMAILS_PER_FETCH a fetch, two fetches.
  expect(Date.now() - started).toBeLessThan(25_000);
  for (const r of accepted) expect(sink.to(r.email)).toHaveLength(1);
  // Their jobs completed, though one of their fetch failed.
  await settled((await Promise.all(accepted.map((r) => deliveriesOf(r.id)))).flat().map((d) => d.id));

  // The refused e-mail failed its own job only: its row is pending again, its job waits for pg-boss's retry.
  const [delivery] = await deliveriesOf(refused.id);
  const jobState = async () =>
    (await db.$queryRawUnsafe<{ state: string }[]>(`SELECT state::text FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' = $2`, NOTIFICATION_EMAIL_QUEUE, delivery!.id))[0]?.state;
  for (let i = 0; i < 100 && (await jobState()) !== "retry"; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await jobState()).toBe("retry");
  expect(await db.emailDelivery.findUniqueOrThrow({ where: { id: delivery!.id } })).toMatchObject({ status: "pending", attempts: 1 });
  expect(sink.to(refused.email)).toEqual([]);
  sink.refuse(refused.email, false);
});

it("skips an e-mail whose post was hidden before its turn", async () => {
  const [reader, replier] = await Promise.all([person("mail-hidden"), person("mail-hidden-replier")]);
  const { thread, reply, course } = await threadWithReply(reader.id, replier.id);
  const [notification] = await db.notification.createManyAndReturn({
    data: [{ userId: reader.id, kind: "reply", courseId: course.id, threadId: thread.id, postId: reply.id, actorId: replier.id }],
  });
  await db.discussionPost.update({ where: { id: reply.id }, data: { state: "hidden" } });
  const delivery = await db.emailDelivery.create({ data: { userId: reader.id, notificationId: notification!.id } });
  expect(await deliverEmail(delivery.id)).toBe("skipped");
  expect(sink.to(reader.email)).toEqual([]);
});

it("sends again a row a dead server left 'sending', queues a pending row whose job is gone, and leaves recent and given-up rows", async () => {
  const [reader, replier] = await Promise.all([person("mail-swept"), person("mail-swept-replier")]);
  const { thread, reply, course } = await threadWithReply(reader.id, replier.id);
  const notifications = await db.notification.createManyAndReturn({
    data: [0, 1, 2, 3].map(() => ({ userId: reader.id, kind: "reply" as const, courseId: course.id, threadId: thread.id, postId: reply.id, actorId: replier.id })),
  });
  // Rows as they are left behind, written by hand (no job): the sweep is what finds them.
  const row = (i: number, status: "pending" | "sending", attempts: number) =>
    db.emailDelivery.create({ data: { userId: reader.id, notificationId: notifications[i]!.id, status, attempts } });
  const stalled = await row(0, "sending", 1);
  const orphaned = await row(1, "pending", 6);
  const recent = await row(2, "sending", 1);
  const givenUp = await row(3, "pending", MAX_SEND_ATTEMPTS);
  const old = new Date(Date.now() - STALLED_AFTER_MS - 60_000);
  await db.$executeRaw`UPDATE email_deliveries SET "updatedAt" = ${old} WHERE id IN (${stalled.id}, ${orphaned.id}, ${givenUp.id})`;

  const swept = await sweepEmailOutbox();
  expect(swept.stalled).toBeGreaterThanOrEqual(1);
  expect(swept.requeued).toBeGreaterThanOrEqual(2);
  await settled([stalled.id, orphaned.id]);
  const statusOf = async (id: string) => (await db.emailDelivery.findUniqueOrThrow({ where: { id } })).status;
  expect(await statusOf(stalled.id)).toBe("sent");
  expect(await statusOf(orphaned.id)).toBe("sent");
  expect(await statusOf(recent.id)).toBe("sending");
  expect(await statusOf(givenUp.id)).toBe("pending");
  expect(sink.to(reader.email)).toHaveLength(2);

  // A second sweep while nothing is stalled sends nothing more.
  await sweepEmailOutbox();
  await settled([stalled.id, orphaned.id]);
  expect(sink.to(reader.email)).toHaveLength(2);
});
