// Discussions (issue 30), in English and Arabic: a student asks on lesson 3 through "Ask about this lesson"; a
// second student replies; the course's instructor answers and the asker marks it as the answer; a third student
// reports the second student's reply, and the instructor hides it from the staff queue. Each locale runs on a
// course of its own, with accounts of its own, so the two run side by side. (Notification e-mail is not here.)
import type { Browser, Page } from "@playwright/test";
import { expect, instructorOf, test, type Accounts } from "./fixtures/accounts";
import { enrol, lessonIds, query, signUpStudent } from "./lesson-fixtures";

const CASES = [
  { locale: "en", prefix: "", slug: "haggai", title: "What does “consider your ways” mean?", body: "In Haggai 1:5 the prophet says it *twice*." },
  { locale: "ar", prefix: "/ar", slug: "zephaniah", title: "ما معنى «يوم الرب» هنا؟", body: "في صفنيا 1:14 يقول النبي إنه *قريب*." },
] as const;

/** A new student, enrolled in the course, in a browser context of their own. */
async function student(browser: Browser, slug: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await enrol(await signUpStudent(page.request), slug);
  return page;
}

async function instructorPage(browser: Browser, accounts: Accounts, slug: string): Promise<Page> {
  const context = await browser.newContext({ storageState: await accounts.storageState(instructorOf(slug)) });
  return context.newPage();
}

const posts = (page: Page) => page.getByTestId("discussion-post");

for (const { locale, prefix, slug, title, body } of CASES) {
  test(`[${locale}] ask on lesson 3, reply, answer, report and hide`, async ({ browser, accounts }) => {
    test.slow();
    const lesson3 = (await lessonIds(slug))[2]!;
    const [asker, second, third] = await Promise.all([student(browser, slug), student(browser, slug), student(browser, slug)]);
    const instructor = await instructorPage(browser, accounts, slug);

    // The asker opens lesson 3 and asks about it.
    await asker.goto(`${prefix}/course/${slug}/lesson/${lesson3}`);
    await asker.getByTestId("ask-about-lesson").click();
    await asker.locator("#thread-title").fill(title);
    await asker.getByTestId("new-thread-form").locator("textarea").fill(body);
    await asker.getByTestId("new-thread-form").locator('button[type="submit"]').click();
    await expect(asker.getByRole("heading", { level: 1 })).toHaveText(title);
    const threadUrl = new URL(asker.url()).pathname;
    expect(threadUrl).toMatch(new RegExp(`^${prefix}/course/${slug}/discussions/\\w+$`));
    const [thread] = await query<{ id: string; lessonId: string }>(`SELECT id, "lessonId" FROM discussion_threads WHERE id = $1`, [threadUrl.split("/").pop()]);
    expect(thread!.lessonId).toBe(lesson3);
    // The Markdown is rendered, its direction follows its text, and (in English) the Bible reference opens the
    // lessons' passage popover.
    const opening = posts(asker).first().getByTestId("post-body");
    await expect(opening.locator("em")).toHaveCount(1);
    await expect(opening).toHaveAttribute("dir", "auto");
    if (locale === "en") {
      await opening.locator("button[data-scripture-ref]").first().click();
      await expect(asker.getByRole("dialog")).toBeVisible();
      await asker.keyboard.press("Escape");
    }

    // A second student replies.
    await second.goto(threadUrl);
    await second.getByTestId("reply-form").locator("textarea").fill("Think about what you have been building.");
    await second.getByTestId("reply-form").locator('button[type="submit"]').click();
    await expect(posts(second)).toHaveCount(2);

    // The instructor answers; their reply carries the instructor badge.
    await instructor.goto(threadUrl);
    await instructor.getByTestId("reply-form").locator("textarea").fill("Look at what you sowed and what you reaped: verses 6 to 11.");
    await instructor.getByTestId("reply-form").locator('button[type="submit"]').click();
    await expect(posts(instructor)).toHaveCount(3);

    // The asker marks the instructor's reply as the answer.
    await asker.reload();
    const answer = posts(asker).nth(2);
    await answer.getByTestId("mark-answer").click();
    await expect(answer.getByTestId("answer-badge")).toBeVisible();
    await expect.poll(async () => (await query<{ answerPostId: string | null }>(`SELECT "answerPostId" FROM discussion_threads WHERE id = $1`, [thread!.id]))[0]!.answerPostId).toBe(await answer.getAttribute("data-post-id"));

    // A third student reports the second student's reply.
    await third.goto(threadUrl);
    const reported = posts(third).nth(1);
    const reportedId = (await reported.getAttribute("data-post-id"))!;
    await reported.getByTestId("report-post").click();
    const dialog = third.getByRole("dialog");
    await dialog.locator('input[value="spam"]').check();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await query(`SELECT 1 FROM discussion_reports WHERE "postId" = $1`, [reportedId])).length).toBe(1);

    // The instructor hides it from the queue; students no longer see its text.
    await instructor.goto(`${prefix}/studio/discussions`);
    const item = instructor.locator(`[data-testid="queue-item"][data-post-id="${reportedId}"]`);
    await item.getByTestId("queue-hide").click();
    await expect(item.getByTestId("queue-hide")).toBeHidden();
    await third.reload();
    await expect(posts(third).nth(1).getByTestId("post-body")).toHaveCount(0);
    await expect(posts(third).nth(1)).not.toContainText("Think about what you have been building.");

    await Promise.all([asker, second, third, instructor].map((page) => page.context().close()));
  });
}
