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

test("a translation saved on A reaches nginx's page cache: the next anonymous visit gets it, then from the cache", async ({ page, request }) => {
  const [seeded] = await query<{ title: string }>(
    `SELECT t.title FROM course_translations t JOIN courses c ON c.id = t."courseId" WHERE c.slug = 'genesis' AND t."languageCode" = 'es'`,
  );
  const newTitle = `Génesis en la caché ${Date.now()}`;
  /** An anonymous visit through nginx's page cache (not pinned), with how the cache treated it. */
  const throughNginx = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return { cache: response.headers()["x-cache-status"], html: await response.text() };
  };
  const paths = ["/es/courses", "/es/course/genesis"];
  // nginx has the pages with the old title (a second visit is a HIT).
  for (const path of paths) {
    await throughNginx(path);
    await expect.poll(async () => (await throughNginx(path)).cache, { message: path }).toBe("HIT");
    expect((await throughNginx(path)).html).toContain(seeded!.title);
  }

  await pinToServer(page, 0);
  await signInByApi(page, "admin@example.com", "AdminTheWord1");
  try {
    await saveTitle(page, newTitle);
    for (const path of paths) {
      // The very next visit: not the old page from nginx's cache…
      const next = await throughNginx(path);
      expect(next.cache, path).not.toBe("HIT");
      expect(next.html, path).toContain(newTitle);
      // …served by B too…
      const onB = await request.get(path, { headers: onServer(1) });
      expect(await servedBy(onB)).toBe(1);
      expect(await onB.text()).toContain(newTitle);
      // …and then kept by nginx again, with the new title.
      await expect.poll(async () => (await throughNginx(path)).cache, { message: path }).toBe("HIT");
      expect((await throughNginx(path)).html, path).toContain(newTitle);
    }
  } finally {
    await saveTitle(page, seeded!.title);
  }
  for (const path of paths) expect((await throughNginx(path)).html, path).not.toContain(newTitle);
});
