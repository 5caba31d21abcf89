import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { mailTo } from "./mailbox";
import { query } from "./support";

// Notifications as a student meets them: the header's bell with the unread count, the list that leads to each
// post and marks everything read, and a discussion e-mail (sent by the server's pg-boss worker over SMTP) whose
// unsubscribe link works signed out, in the reader's language, with a button (opening it changes nothing).
// Rows are written directly here; e2e/discussions.spec.ts makes them through the pages.

const PASSWORD = "fellow-worker-4";
const uniqueEmail = (label: string) => `e2e-notif-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUp(request: APIRequestContext, label: string, firstName: string) {
  const email = uniqueEmail(label);
  const created = await request.post("/api/signup", { data: { firstName, lastName: "Colossae", email, password: PASSWORD } });
  expect(created.status()).toBe(201);
  return { email, id: ((await created.json()) as { user: { id: string } }).user.id };
}

/** A thread in Philemon by `askerId` with a reply by `replierId`, and `kinds` notifications of the asker about it. */
async function notified(askerId: string, replierId: string, kinds: string[]) {
  const [course] = await query<{ id: string }>(`SELECT id FROM courses WHERE slug = 'philemon'`);
  const threadId = `e2e-thread-${randomUUID()}`;
  const postId = `e2e-post-${randomUUID()}`;
  await query(`INSERT INTO discussion_threads (id, "courseId", "authorId", title, "updatedAt") VALUES ($1, $2, $3, 'Who was Onesimus?', now())`, [threadId, course!.id, askerId]);
  await query(`INSERT INTO discussion_posts (id, "threadId", "authorId", body) VALUES ($1, $2, $3, 'Verse 16 says so.')`, [postId, threadId, replierId]);
  const ids: string[] = [];
  for (const [i, kind] of kinds.entries()) {
    const id = `e2e-notification-${randomUUID()}`;
    await query(`INSERT INTO notifications (id, "userId", kind, "courseId", "threadId", "postId", "actorId", "createdAt") VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`, [
      id,
      askerId,
      kind,
      course!.id,
      threadId,
      postId,
      replierId,
      i,
    ]);
    ids.push(id);
  }
  return { threadId, postId, ids };
}

test("the bell counts unread notifications, the list opens each post and marks them all read", async ({ page }) => {
  const replier = await signUp(page.request, "replier", "Epaphras");
  const reader = await signUp(page.request, "reader", "Apphia"); // the page's session is the reader's
  const { threadId, postId } = await notified(reader.id, replier.id, ["reply", "answer", "mention"]);

  await page.goto("/dashboard");
  const bell = page.getByRole("link", { name: "Notifications, 3 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByText("3 unread notifications")).toBeVisible();
  const rows = page.getByTestId("notification");
  await expect(rows).toHaveCount(3);
  // Newest first.
  await expect(rows.nth(0)).toContainText("Epaphras Colossae mentioned you");
  await expect(rows.nth(1)).toContainText("Epaphras Colossae answered your question");
  await expect(rows.nth(2)).toContainText("Epaphras Colossae replied to your thread");
  await expect(rows.nth(0).getByRole("link")).toHaveAttribute("href", `/course/philemon/discussions/${threadId}#post-${postId}`);

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("You are all caught up.")).toBeVisible();
  const [counted] = await query<{ unread: number }>(`SELECT count(*)::int AS unread FROM notifications WHERE "userId" = $1 AND "readAt" IS NULL`, [reader.id]);
  expect(counted!.unread).toBe(0);
});

test("visitors get no bell and the notifications page asks them to sign in", async ({ page }) => {
  await page.goto("/courses");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.getByTestId("notification-bell")).toHaveCount(0);
  await page.goto("/notifications");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fnotifications$/);
});


test("a discussion e-mail in Arabic carries one-click unsubscribe; its link works signed out and only on the button", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const replier = await signUp(request, "ar-replier", "Archippus");
  const reader = await signUp(request, "ar-reader", "مريم");
  await query(`UPDATE users SET "preferredLocale" = 'ar' WHERE id = $1`, [reader.id]);
  const { ids } = await notified(reader.id, replier.id, ["reply"]);
  // What notify() does for a reader who wants an e-mail per event: an outbox row and its job, which the server's
  // worker picks up.
  const deliveryId = `e2e-delivery-${randomUUID()}`;
  await query(`INSERT INTO email_deliveries (id, "userId", "notificationId", "updatedAt") VALUES ($1, $2, $3, now())`, [deliveryId, reader.id, ids[0]]);
  await query(`INSERT INTO pgboss.job (name, data, retry_limit) VALUES ('notification-email', jsonb_build_object('deliveryId', $1::text), 5)`, [deliveryId]);

  const mail = await mailTo(reader.email, (text) => text.includes("\nList-Unsubscribe: "));
  expect(mail).toContain("\nSubject: ردّ Archippus Colossae على موضوعك «Who was Onesimus?»\n");
  expect(mail).toMatch(/\nList-Unsubscribe: <https?:\/\/[^/]+\/api\/unsubscribe\/[\w.-]+>\n/);
  expect(mail).toContain("\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n");
  const link = mail.match(/https?:\/\/[^/\s]+(\/ar\/unsubscribe\/[\w.-]+)/)![1]!;

  // Signed out, as from a mailbox on another device.
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto(link);
  await expect(tab.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(tab.getByRole("heading", { level: 1, name: "إلغاء الاشتراك في رسائل النقاشات" })).toBeVisible();
  const mode = async () => (await query<{ emailMode: string }>(`SELECT "emailMode" FROM notification_settings WHERE "userId" = $1`, [reader.id]))[0]?.emailMode ?? "each";
  expect(await mode()).toBe("each"); // opening the page changed nothing
  await tab.getByRole("button", { name: "إلغاء الاشتراك" }).click();
  await expect(tab.getByTestId("unsubscribe-done")).toContainText("تم إلغاء اشتراكك");
  expect(await mode()).toBe("off");
  await expect(tab.getByRole("button", { name: "إلغاء الاشتراك" })).toHaveCount(0);

  // A link that is not one says so.
  await tab.goto("/ar/unsubscribe/not-a-token");
  await expect(tab.getByTestId("unsubscribe-invalid")).toContainText("رابط إلغاء الاشتراك هذا غير صالح");
  await visitor.close();
});
