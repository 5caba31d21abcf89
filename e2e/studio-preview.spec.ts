import { expect, instructorOf, test } from "./fixtures/accounts";
import { lessonIds } from "./lesson-fixtures";
import { query } from "./support";

// Issue 27: the studio's "Preview as a student" reads bare citations against the course's book, as the lesson
// page does. Deuteronomy's first lesson says "… after the exodus (1:3)": a popover of Deuteronomy 1:3.
test.use({ signedInAs: instructorOf("deuteronomy") });

test("the lesson preview opens a bare citation in the course's own book", async ({ page }) => {
  const [course] = await query<{ id: string }>(`SELECT id FROM courses WHERE slug = 'deuteronomy'`);
  const [first] = await lessonIds("deuteronomy");
  await page.goto(`/studio/courses/${course!.id}/lessons/${first}/preview`);
  await expect(page.getByTestId("lesson-preview-banner")).toBeVisible();
  const bare = page.locator("button[data-scripture-ref='Deut.1.3']").first();
  await expect(bare).toHaveText("1:3");
  await bare.click();
  await expect(page.getByRole("dialog", { name: "1:3" }).getByTestId("scripture-passage")).toContainText("fortieth year");
});
