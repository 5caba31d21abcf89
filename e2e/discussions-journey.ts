// The discussions journey of issue 30, in one language on one course, as its people meet it: a student asks on
// lesson 3 through "Ask about this lesson"; a second student replies; the course's instructor replies; the asker
// gets the reply e-mail over SMTP (e2e/mailbox.ts), follows its link and marks the instructor's reply as the
// answer; a third student reports the second student's reply and the instructor hides it from the staff queue;
// the asker unsubscribes through the e-mail's link, and the next reply sends no more mail. Used by
// discussions.spec.ts (desktop) and discussions.mobile.spec.ts (phone), each case on a course of its own with
// accounts of its own, so they run side by side.
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import { expect, instructorOf, type Accounts } from "./fixtures/accounts";
import { enrol, lessonIds, query, signUpStudent } from "./lesson-fixtures";
import { linkInMail, mailsTo, mailTo } from "./mailbox";

export type DiscussionCase = { locale: "en" | "ar"; slug: string; title: string; body: string };

const prefixOf = (locale: DiscussionCase["locale"]) => (locale === "en" ? "" : `/${locale}`);
const posts = (page: Page) => page.getByTestId("discussion-post");

type Student = { page: Page; id: string; email: string };

/** A new student, enrolled in the course, reading in `locale`, in a browser context of their own. */
async function student(browser: Browser, options: BrowserContextOptions, slug: string, locale: string): Promise<Student> {
  const page = await (await browser.newContext(options)).newPage();
  const id = await signUpStudent(page.request);
  await enrol(id, slug);
  const [user] = await query<{ email: string }>(`UPDATE users SET "preferredLocale" = $2 WHERE id = $1 RETURNING email`, [id, locale]);
  return { page, id, email: user!.email };
}

async function reply(page: Page, text: string, count: number) {
  await page.getByTestId("reply-form").locator("textarea").fill(text);
  await page.getByTestId("reply-form").locator('button[type="submit"]').click();
  await expect(posts(page)).toHaveCount(count);
}

export async function discussionJourney({ browser, accounts, options }: { browser: Browser; accounts: Accounts; options: BrowserContextOptions }, { locale, slug, title, body }: DiscussionCase) {
  const prefix = prefixOf(locale);
  const m = locale === "ar" ? (ar as unknown as typeof en) : en;
  const lesson3 = (await lessonIds(slug))[2]!;
  const [asker, second, third] = await Promise.all([student(browser, options, slug, locale), student(browser, options, slug, locale), student(browser, options, slug, locale)]);
  const instructor = await (await browser.newContext({ ...options, storageState: await accounts.storageState(instructorOf(slug)) })).newPage();

  // The asker opens lesson 3 and asks about it.
  await asker.page.goto(`${prefix}/course/${slug}/lesson/${lesson3}`);
  await asker.page.getByTestId("ask-about-lesson").click();
  await asker.page.locator("#thread-title").fill(title);
  await asker.page.getByTestId("new-thread-form").locator("textarea").fill(body);
  await asker.page.getByTestId("new-thread-form").locator('button[type="submit"]').click();
  await expect(asker.page.getByRole("heading", { level: 1 })).toHaveText(title);
  const threadUrl = new URL(asker.page.url()).pathname;
  expect(threadUrl).toMatch(new RegExp(`^${prefix}/course/${slug}/discussions/\\w+$`));
  const threadId = threadUrl.split("/").pop()!;
  const [thread] = await query<{ lessonId: string }>(`SELECT "lessonId" FROM discussion_threads WHERE id = $1`, [threadId]);
  expect(thread!.lessonId).toBe(lesson3);
  // The Markdown is rendered, its direction follows its text, and (in English) the Bible reference opens the
  // lessons' passage popover.
  const opening = posts(asker.page).first().getByTestId("post-body");
  await expect(opening.locator("em")).toHaveCount(1);
  await expect(opening).toHaveAttribute("dir", "auto");
  if (locale === "en") {
    await opening.locator("button[data-scripture-ref]").first().click();
    await expect(asker.page.getByRole("dialog")).toBeVisible();
    await asker.page.keyboard.press("Escape");
  }

  // A second student replies, then the instructor.
  await second.page.goto(threadUrl);
  await reply(second.page, "Think about what you have been building.", 2);
  await instructor.goto(threadUrl);
  await reply(instructor, "Look at what you sowed and what you reaped: verses 6 to 11.", 3);
  const answerId = (await posts(instructor).nth(2).getAttribute("data-post-id"))!;

  // The asker's e-mail for the instructor's reply arrives over SMTP, in the asker's language; its link opens the
  // thread at that reply, where the asker marks it as the answer.
  const threadLink = new RegExp(`https?://[^/\\s]+${prefix}/course/${slug}/discussions/${threadId}#post-${answerId}`);
  const mail = await mailTo(asker.email, (text) => threadLink.test(text));
  expect(mail).toContain("\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n");
  if (locale === "ar") expect(mail).toMatch(/\nSubject: .*[\u0600-\u06FF]/);
  // A mail program opens the link in a tab of its own (the thread's tab, still open, would only move to the anchor).
  const fromMail = await asker.page.context().newPage();
  await fromMail.goto(mail.match(threadLink)![0]);
  const answer = fromMail.locator(`[data-testid="discussion-post"][data-post-id="${answerId}"]`);
  await answer.getByTestId("mark-answer").click();
  await expect(answer.getByTestId("answer-badge")).toBeVisible();
  await expect.poll(async () => (await query<{ answerPostId: string | null }>(`SELECT "answerPostId" FROM discussion_threads WHERE id = $1`, [threadId]))[0]!.answerPostId).toBe(answerId);

  // A third student reports the second student's reply.
  await third.page.goto(threadUrl);
  const reported = posts(third.page).nth(1);
  const reportedId = (await reported.getAttribute("data-post-id"))!;
  await reported.getByTestId("report-post").click();
  const dialog = third.page.getByRole("dialog");
  await dialog.locator('input[value="spam"]').check();
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await query(`SELECT 1 FROM discussion_reports WHERE "postId" = $1`, [reportedId])).length).toBe(1);

  // The instructor hides it from the queue; students no longer see its text.
  await instructor.goto(`${prefix}/studio/discussions`);
  const item = instructor.locator(`[data-testid="queue-item"][data-post-id="${reportedId}"]`);
  await item.getByTestId("queue-hide").click();
  await expect(item.getByTestId("queue-hide")).toBeHidden();
  await third.page.reload();
  await expect(posts(third.page).nth(1).getByTestId("post-body")).toHaveCount(0);
  await expect(posts(third.page).nth(1)).not.toContainText("Think about what you have been building.");

  // The asker unsubscribes with the e-mail's link (the page asks first: opening it changes nothing).
  await fromMail.goto(await linkInMail(asker.email, new RegExp(`${prefix}/unsubscribe/[\\w.-]+`)));
  await fromMail.getByRole("button", { name: m.Notifications.unsubscribeButton }).click();
  await expect(fromMail.getByTestId("unsubscribe-done")).toBeVisible();
  // The next reply still shows in the asker's bell, and sends no e-mail.
  const mailsBefore = (await mailsTo(asker.email)).length;
  await third.page.goto(threadUrl);
  await reply(third.page, "Thank you, that helps.", 4);
  const lastReplyId = (await posts(third.page).nth(3).getAttribute("data-post-id"))!;
  const notification = async () =>
    (await query<{ id: string }>(`SELECT id FROM notifications WHERE "userId" = $1 AND "postId" = $2`, [asker.id, lastReplyId]))[0]?.id ?? null;
  await expect.poll(notification).not.toBeNull();
  expect(await query(`SELECT 1 FROM email_deliveries WHERE "notificationId" = $1`, [await notification()])).toHaveLength(0);
  expect(await mailsTo(asker.email)).toHaveLength(mailsBefore);

  await Promise.all([asker.page, second.page, third.page, instructor].map((page) => page.context().close()));
}
