import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import { query, signInByApi } from "../support";
import { onServer, pinToServer, servedBy } from "./cluster";

// The studio across servers (issue 26, "Everywhere at once"): a lesson the admin publishes in the lesson editor
// through server A is what server B shows on its very next request, in English and in two other languages (the
// lesson has no translation of its text there, so it shows the English, under the language note), and the
// course page B keeps in the shared cache (Redis) lists its new title. A draft autosaved after that is shown by
// neither. Ruth's first lesson is a free preview, so a visitor reads it without enrolling; no other cluster
// spec uses Ruth, and the original text is published again at the end.

const t = en.StudioLesson;
const COURSE = "ruth";
const OTHER_LOCALES = ["es", "ar"] as const;

type Lesson = { id: string; courseId: string; title: string; content: string };

async function firstLesson(): Promise<Lesson> {
  const [row] = await query<Lesson>(
    `SELECT l.id, l."courseId", l.title, l.content FROM lessons l JOIN courses c ON c.id = l."courseId"
     WHERE c.slug = $1 AND l.state = 'published' AND l."isFreePreview" ORDER BY l."order" LIMIT 1`,
    [COURSE],
  );
  if (!row) throw new Error(`the seed has no published free-preview lesson in ${COURSE}`);
  return row;
}

/** The draft revision's title and HTML as stored, or null when the lesson has no draft. */
async function storedDraft(lessonId: string): Promise<{ title: string; html: string } | null> {
  const [row] = await query<{ title: string; html: string }>(
    `SELECT r.title, r.html FROM lesson_revisions r JOIN lessons l ON l."draftRevisionId" = r.id WHERE l.id = $1`,
    [lessonId],
  );
  return row ?? null;
}

const editor = (page: Page) => page.getByRole("textbox", { name: en.LessonEditor.editorLabel });
const titleBox = (page: Page) => page.getByRole("textbox", { name: t.titleLabel });
const publishButton = (page: Page) => page.getByRole("button", { name: t.actions.publish, exact: true });

/** Adds a paragraph at the end of the lesson text (and sets the title), then waits for the autosave to store both. */
async function writeDraft(page: Page, lessonId: string, { title, paragraph }: { title: string; paragraph: string }) {
  await titleBox(page).fill(title);
  await editor(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(paragraph);
  await expect
    .poll(async () => {
      const draft = await storedDraft(lessonId);
      return Boolean(draft && draft.title === title && draft.html.includes(paragraph));
    }, { message: "the autosaved draft", timeout: 20_000 })
    .toBe(true);
  // Everything typed is stored: the page enables its actions again.
  await expect(publishButton(page)).toBeEnabled();
}

async function publish(page: Page) {
  await publishButton(page).click();
  await expect(page.getByText(t.published, { exact: true }).first()).toBeVisible();
}

test("a lesson published through server A is shown by server B on the next request, in English, Spanish and Arabic; its draft is not", async ({ page, request }) => {
  test.setTimeout(180_000);
  const lesson = await firstLesson();
  const lessonPath = `/course/${COURSE}/lesson/${lesson.id}`;
  const paths = ["", ...OTHER_LOCALES.map((l) => `/${l}`)].map((prefix) => `${prefix}${lessonPath}`);
  const onB = async (path: string) => {
    // Pinned: past nginx's page cache, straight to server B as a visitor (no session cookie).
    const response = await request.get(path, { headers: onServer(1) });
    expect(response.status(), path).toBe(200);
    expect(await servedBy(response)).toBe(1);
    return response.text();
  };

  // B has rendered the lesson in every language, and the course page (kept in the shared cache), before the change.
  for (const path of paths) await onB(path);
  expect(await onB(`/course/${COURSE}`)).toContain(lesson.title);

  const stamp = Date.now();
  const published = { title: `${lesson.title} (revised ${stamp})`, paragraph: `Published on server A ${stamp}.` };
  const draft = { title: `${lesson.title} (draft ${stamp})`, paragraph: `Draft only ${stamp}, never published.` };

  await pinToServer(page, 0);
  await signInByApi(page, "admin@example.com", "AdminTheWord1");
  const editorPath = `/studio/courses/${lesson.courseId}/lessons/${lesson.id}`;
  try {
    const opened = await page.goto(editorPath);
    expect(opened?.status()).toBe(200);
    expect(await servedBy(opened!)).toBe(0);
    await expect(editor(page)).toBeVisible();

    // Written and published through A.
    await writeDraft(page, lesson.id, published);
    await publish(page);
    const [live] = await query<{ title: string; content: string; draftRevisionId: string | null }>(
      `SELECT title, content, "draftRevisionId" FROM lessons WHERE id = $1`,
      [lesson.id],
    );
    expect(live).toMatchObject({ title: published.title, draftRevisionId: null });
    expect(live!.content).toContain(published.paragraph);

    // B, on its next request: the new text in every language, the new title in English and on the course page.
    for (const path of paths) expect(await onB(path), path).toContain(published.paragraph);
    expect(await onB(lessonPath)).toContain(published.title);
    expect(await onB(`/course/${COURSE}`)).toContain(published.title);

    // A draft autosaved through A (not published) reaches no one on B.
    await writeDraft(page, lesson.id, draft);
    for (const path of paths) {
      const html = await onB(path);
      expect(html, path).toContain(published.paragraph);
      expect(html, path).not.toContain(draft.paragraph);
      expect(html, path).not.toContain(draft.title);
    }
    expect(await onB(`/course/${COURSE}`)).not.toContain(draft.title);
  } finally {
    // The seeded revision (the oldest, with the original title) becomes the draft again and is published.
    await page.goto(editorPath);
    const original = page.getByTestId("revision").filter({ has: page.getByText(lesson.title, { exact: true }) }).last();
    await original.getByRole("button", { name: t.history.restore }).click();
    await page.getByRole("dialog").getByRole("button", { name: t.history.restore }).click();
    await expect.poll(async () => (await storedDraft(lesson.id))?.html.includes(published.paragraph), { timeout: 20_000 }).toBe(false);
    await expect(publishButton(page)).toBeEnabled();
    await publish(page);
  }
  const [restored] = await query<{ title: string; content: string }>(`SELECT title, content FROM lessons WHERE id = $1`, [lesson.id]);
  expect(restored).toEqual({ title: lesson.title, content: lesson.content });
  for (const path of paths) expect(await onB(path), path).not.toContain(published.paragraph);
  expect(await onB(`/course/${COURSE}`)).not.toContain(published.title);
});
