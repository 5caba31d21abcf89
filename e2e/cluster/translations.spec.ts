import { expect, test, type Page } from "@playwright/test";
import es from "../../messages/es.json";
import { query, signInByApi } from "../support";
import { onServer, pinToServer, servedBy } from "./cluster";

// The shared cache (Redis) across servers: a translation the admin saves through server A is on server B's
// pages at once, with no wait for a cache to run out.

const t = es.Translations;
const main = (page: Page) => page.locator("#main");
const card = (page: Page, slug: string) => main(page).locator(`[data-testid="translation-course"][data-course="${slug}"]`);

/** Saves the Spanish title of Genesis through the admin's editor (the server action) on server A. */
async function saveTitle(page: Page, title: string) {
  await page.goto("/es/translations");
  const genesis = card(page, "genesis");
  await genesis.getByRole("button", { name: t.editTranslation }).click();
  await genesis.getByRole("textbox", { name: /Título/ }).fill(title);
  await genesis.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.updatedTitle, { exact: true })).toBeVisible();
  await expect(genesis.getByRole("heading", { name: title })).toBeVisible();
}

test("a translation saved on A shows at once on B's /es/courses and /es/course/genesis", async ({ page, request }) => {
  const [seeded] = await query<{ title: string }>(
    `SELECT t.title FROM course_translations t JOIN courses c ON c.id = t."courseId" WHERE c.slug = 'genesis' AND t."languageCode" = 'es'`,
  );
  expect(seeded).toBeTruthy();
  const newTitle = `Génesis: los comienzos ${Date.now()}`;
  const onB = async (path: string) => {
    // Pinned: past nginx's page cache, straight to server B and its view of the shared cache.
    const response = await request.get(path, { headers: onServer(1) });
    expect(response.status(), path).toBe(200);
    expect(await servedBy(response)).toBe(1);
    return response.text();
  };
  // B has rendered (and cached) both pages with the old title.
  expect(await onB("/es/courses")).toContain(seeded!.title);
  expect(await onB("/es/course/genesis")).toContain(seeded!.title);

  await pinToServer(page, 0);
  await signInByApi(page, "admin@example.com", "AdminTheWord1");
  try {
    await saveTitle(page, newTitle);
    expect(await onB("/es/courses")).toContain(newTitle);
    expect(await onB("/es/course/genesis")).toContain(newTitle);
  } finally {
    await saveTitle(page, seeded!.title);
  }
  expect(await onB("/es/courses")).not.toContain(newTitle);
});
