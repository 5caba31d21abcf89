import type { Page } from "@playwright/test";
import en from "../messages/en.json";
import pt from "../messages/pt.json";
import { axeOn } from "./axe";
import { expect, test } from "./fixtures/accounts";
import { LOCKS } from "./fixtures/locks";
import { shot } from "./shots";
import { query } from "./support";

// The demo instructor teaches the Law and the historical books (prisma/seed/instructors.ts), so all of the
// first five courses (genesis, exodus, leviticus, numbers, deuteronomy); for this journey he does not teach
// Leviticus, to show a course without the buttons. The seed translates every title, so Exodus loses its
// Portuguese translation for this journey too. Both come back afterwards. He, not an instructor of this spec's
// own, because a new teacher of Genesis would show on Genesis's course page, which other specs check. So the
// tests run in order on one worker (one removal, one restore), and nothing else that uses him, changes course
// content or reads the course pages' cache runs meanwhile.
test.describe.configure({ mode: "default", lock: LOCKS.courseContent });

type Row = { title: string; description: string | null };
let seeded: Row | undefined;
const NEW_TITLE = "Êxodo: a libertação do povo";
const NEW_DESCRIPTION = "Estudo do livro do Êxodo, da escravidão no Egito à aliança no Sinai.";
const INSTRUCTOR = "demo instructor";

// Scoped to <main>: while the page streams in after its loading state, React briefly holds a hidden copy.
const main = (page: Page) => page.locator("#main");
const card = (page: Page, slug: string) => main(page).locator(`[data-testid="translation-course"][data-course="${slug}"]`);

test.beforeAll(async () => {
  [seeded] = await query<Row>(
    `SELECT t.title, t.description FROM course_translations t JOIN courses c ON c.id = t."courseId" WHERE c.slug = 'exodus' AND t."languageCode" = 'pt'`,
  );
  await query(`DELETE FROM course_translations t USING courses c WHERE c.id = t."courseId" AND c.slug = 'exodus' AND t."languageCode" = 'pt'`);
  await query(
    `DELETE FROM course_instructors ci USING courses c, users u
     WHERE c.id = ci."courseId" AND u.id = ci."userId" AND c.slug = 'leviticus' AND u.email = 'instructor@example.com'`,
  );
});

test.afterAll(async () => {
  await query(
    `INSERT INTO course_instructors ("courseId", "userId")
     SELECT c.id, u.id FROM courses c, users u WHERE c.slug = 'leviticus' AND u.email = 'instructor@example.com'
     ON CONFLICT DO NOTHING`,
  );
  if (!seeded) return;
  await query(
    `INSERT INTO course_translations (id, "courseId", "languageCode", title, description, "updatedAt")
     SELECT gen_random_uuid()::text, id, 'pt', $1, $2, now() FROM courses WHERE slug = 'exodus'
     ON CONFLICT ("courseId", "languageCode") DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, "updatedById" = NULL`,
    [seeded.title, seeded.description],
  );
});

test("a visitor browses the first five courses, the language settings and the features, without editing", async ({ page }) => {
  await page.goto("/translations");
  const settings = main(page).getByTestId("language-settings");
  await expect(settings.getByTestId("current-language")).toHaveText(/English/);
  await expect(settings.getByTestId("content-status")).toHaveText("Original Content");
  await expect(settings.getByRole("listitem")).toHaveCount(12);
  await expect(main(page).getByTestId("translation-course")).toHaveCount(5);
  await expect(card(page, "genesis").getByRole("heading", { name: "Genesis" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Translation/ })).toHaveCount(0);
  for (const feature of ["featureSelection", "featureLocalization", "featureManagement", "featureNavigation", "featurePersistence"] as const) {
    await expect(page.getByText(en.Translations[feature], { exact: true })).toBeVisible();
  }
  await expect(page.getByText("12 languages supported")).toBeVisible();

  // The target language is the content's (?lang=es): the interface stays English and its cookie untouched.
  const cookieBefore = (await page.context().cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value;
  await settings.getByRole("combobox", { name: en.Translations.selectLanguage }).selectOption("es");
  await settings.getByRole("button", { name: en.Translations.showLanguage }).click();
  await expect(page).toHaveURL(/\/translations\?lang=es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(settings.getByTestId("current-language")).toHaveText(/Español/);
  await expect(settings.getByTestId("content-status")).toHaveText("Translated Content");
  await expect(page.getByRole("heading", { level: 1, name: en.Translations.title })).toBeVisible();
  await expect(card(page, "genesis").getByRole("heading", { name: "Génesis" })).toBeVisible();
  await expect(card(page, "genesis").getByTestId("original-text")).toContainText("Genesis");
  expect((await page.context().cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe(cookieBefore);
  expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBeNull();
});

test("the demo instructor adds a Portuguese translation and sees it here and in the catalogue", async ({ page, accounts }) => {
  const t = pt.Translations;
  await accounts.signIn(page, INSTRUCTOR);
  await page.goto("/pt/translations");
  await expect(main(page).getByTestId("content-status")).toHaveText(t.translatedContent);

  // Only courses the instructor teaches carry the buttons.
  await expect(card(page, "genesis").getByRole("button", { name: t.editTranslation })).toBeVisible();
  await expect(card(page, "leviticus").getByRole("button")).toHaveCount(0);
  const exodus = card(page, "exodus");
  await expect(exodus.getByRole("heading", { name: "Exodus" })).toBeVisible();
  await expect(exodus.getByTestId("original-text")).toHaveCount(0);

  await exodus.getByRole("button", { name: t.addTranslation }).click();
  const title = exodus.getByRole("textbox", { name: /Título/ });
  const description = exodus.getByRole("textbox", { name: /Descrição/ });
  await expect(title).toHaveValue("Exodus");
  await expect(description).toHaveAttribute("rows", "4");

  // A too-short title is refused with a field error and the draft stays.
  await title.fill("Ê");
  await description.fill(NEW_DESCRIPTION);
  await exodus.getByRole("button", { name: t.save }).click();
  await expect(exodus.getByText(t.errorTitleMin)).toBeVisible();
  await expect(description).toHaveValue(NEW_DESCRIPTION);

  await title.fill(NEW_TITLE);
  await exodus.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.createdTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(t.createdText, { exact: true })).toBeVisible();
  await expect(exodus.getByRole("heading", { name: NEW_TITLE })).toBeVisible();
  await expect(exodus.getByText(NEW_DESCRIPTION)).toBeVisible();
  await expect(exodus.getByTestId("original-text")).toContainText("Exodus");
  await expect(exodus.getByRole("button", { name: t.editTranslation })).toBeVisible();

  // Editing again updates it; Cancel leaves the text as it was.
  await exodus.getByRole("button", { name: t.editTranslation }).click();
  await expect(exodus.getByRole("textbox", { name: /Título/ })).toHaveValue(NEW_TITLE);
  await exodus.getByRole("button", { name: t.cancel }).click();
  await expect(exodus.getByRole("heading", { name: NEW_TITLE })).toBeVisible();

  // The catalogue in Portuguese shows the new title (its cache was revalidated by the save).
  await expect(async () => {
    await page.goto("/pt/courses");
    await expect(page.getByRole("link", { name: NEW_TITLE, exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  // The localized read API, as the browser calls it.
  const localized = await page.evaluate(() => fetch("/api/courses/exodus/localized?language=pt", { credentials: "include" }).then((r) => r.json()));
  expect(localized).toMatchObject({ title: NEW_TITLE, description: NEW_DESCRIPTION, language: "pt" });

  // Staff page through every course, five at a time.
  await page.goto("/pt/translations");
  const pager = page.getByRole("navigation", { name: t.pagination });
  await expect(pager.getByText("Página 1 de 16")).toBeVisible();
  await pager.getByRole("link", { name: t.nextPage }).click();
  await expect(page).toHaveURL(/\/pt\/translations\?page=2$/);
  await expect(main(page).getByTestId("translation-course")).toHaveCount(5);
  await expect(card(page, "genesis")).toHaveCount(0);
  await expect(pager.getByText("Página 2 de 16")).toBeVisible();
});

test("a student sees the courses but no translation buttons", async ({ page, accounts }) => {
  await accounts.signIn(page, "student");
  // Students and visitors always see the first five courses, whatever the page asked for.
  await page.goto("/es/translations?page=3");
  await expect(main(page).getByTestId("translation-course")).toHaveCount(5);
  await expect(card(page, "genesis")).toBeVisible();
  await expect(main(page).getByTestId("translation-courses").getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Páginas de cursos" })).toHaveCount(0);
});

test("no axe violations, for a visitor and for an instructor with the editor open, left to right and right to left", async ({ page, accounts }) => {
  const violations = async () => (await axeOn(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  for (const url of ["/translations", "/ar/translations"]) {
    await page.goto(url);
    await expect(main(page).getByTestId("translation-course")).toHaveCount(5);
    expect(await violations()).toEqual([]);
  }
  await accounts.signIn(page, INSTRUCTOR);
  await page.goto("/ar/translations");
  await card(page, "genesis").getByRole("button", { name: "تعديل الترجمة" }).click();
  await expect(card(page, "genesis").getByRole("textbox")).toHaveCount(2);
  expect(await violations()).toEqual([]);
});

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`screenshots: ${name}`, async ({ page, accounts }) => {
    await page.setViewportSize(viewport);
    await accounts.signIn(page, INSTRUCTOR);
    await page.goto("/es/translations");
    const genesis = card(page, "genesis");
    await genesis.getByRole("button", { name: "Editar traducción" }).click();
    await expect(genesis.getByRole("textbox")).toHaveCount(2);
    await shot(page, { path: test.info().outputPath(`translations-${name}.png`), fullPage: true });
    await shot(genesis, { path: test.info().outputPath(`translations-${name}-editor.png`) });
    await page.goto("/ar/translations");
    await expect(main(page).getByTestId("language-settings")).toBeVisible();
    await shot(page, { path: test.info().outputPath(`translations-${name}-ar-top.png`) });
    await shot(page, { path: test.info().outputPath(`translations-${name}-ar.png`), fullPage: true });
  });
}
