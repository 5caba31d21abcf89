import { createTranslator } from "next-intl";
import ar from "../messages/ar.json";
import { expect, instructorOf, test } from "./fixtures/accounts";
import { LOCKS } from "./fixtures/locks";
import { query } from "./support";

// What only a browser shows: an instructor's photo chosen in the file picker, uploaded and saved with their
// Arabic profile, then on the Arabic course page; and the link of an outdated translation's notice, which must
// reach the English page even for a reader whose language cookie says Arabic. Micah is a course no other spec
// looks at. A profile save expires every cached course page: the file holds the course-content lock.

const t = createTranslator({ locale: "ar", messages: ar, namespace: "StudioProfile" });
const notice = createTranslator({ locale: "ar", messages: ar, namespace: "OutdatedTranslation" });
// An 8×8 PNG (drawn by sharp): the image route decodes it and writes it again as WebP.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOo8tbCihiGlgQAbSE7wap+6fEAAAAASUVORK5CYII=", "base64");

test.describe.configure({ mode: "serial", lock: LOCKS.courseContent });

test.describe("an instructor's profile", () => {
  test.use({ signedInAs: instructorOf("micah") });

  test("is written in Arabic with a photo, and the Arabic course page shows it", async ({ page, accounts }) => {
    const me = await accounts.user(instructorOf("micah"));
    await page.goto("/ar/studio/profile");
    await page.getByLabel(t("nameLabel")).fill("د. سيلاس ترتيوس");
    await page.getByLabel(t("credentialsLabel", { language: "English" })).fill("PhD in Old Testament, University of Ghana");
    await page.getByLabel(t("bioLabel", { language: "English" })).fill("Silas teaches the Minor Prophets and their call to justice.");
    await page.locator("summary", { hasText: "العربية" }).click();
    await page.getByLabel(t("credentialsLabel", { language: "العربية" })).fill("دكتوراه في العهد القديم، جامعة غانا");
    await page.getByLabel(t("bioLabel", { language: "العربية" })).fill("يدرّس سيلاس الأنبياء الصغار ودعوتهم إلى العدل.");

    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: t("uploadPhoto") }).click();
    await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText(t("photoNew"))).toBeVisible();
    await page.getByRole("button", { name: t("save") }).click();
    await expect(page.getByText(t("savedTitle"), { exact: true })).toBeVisible();

    await page.goto("/ar/course/micah");
    const teacher = page.getByTestId("course-teacher").filter({ hasText: "د. سيلاس ترتيوس" });
    await expect(teacher.getByTestId("teacher-credentials")).toHaveText("دكتوراه في العهد القديم، جامعة غانا");
    await expect(teacher.getByText("يدرّس سيلاس الأنبياء الصغار ودعوتهم إلى العدل.")).toBeVisible();
    await expect(teacher.getByRole("img", { name: "د. سيلاس ترتيوس" })).toHaveAttribute("src", /^\/api\/images\/photo\/[0-9a-f]{64}\.webp$/);
    await query(`DELETE FROM instructor_profiles WHERE "userId" = $1`, [me.id]);
  });
});

test.describe("an outdated translation", () => {
  let lesson: { id: string; title: string };

  test.beforeAll(async () => {
    const [first] = await query<{ id: string; title: string }>(
      `SELECT l.id, l.title FROM lessons l JOIN courses c ON c.id = l."courseId" WHERE c.slug = 'micah' AND l."order" = 1`,
    );
    lesson = first!;
    // The English changes after its Arabic translation was saved (as a publish in the studio would change it).
    await query(`UPDATE lessons SET title = title || ' (revised)' WHERE id = $1`, [lesson.id]);
  });
  test.afterAll(async () => {
    await query(`UPDATE lessons SET title = $2 WHERE id = $1`, [lesson.id, lesson.title]);
  });

  test("tells its reader so, and its link reaches the English lesson for a reader whose chosen language is Arabic", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "ar", url: baseURL! }]);
    await page.goto(`/ar/course/micah/lesson/${lesson.id}`);
    const note = page.getByTestId("outdated-translation");
    await expect(note).toContainText("قد تكون هذه الترجمة قديمة: تغيّر النص الإنجليزي في");
    await note.getByRole("link", { name: notice("readOriginal", { language: "الإنجليزية" }) }).click();
    await expect(page).toHaveURL(new RegExp(`/course/micah/lesson/${lesson.id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("(revised)");
  });
});
