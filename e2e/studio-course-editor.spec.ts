import { expect, instructorOf, test } from "./fixtures/accounts";
import { query } from "./support";

// The course editor's lesson order in a real browser, where dnd-kit measures the list: picking a lesson up with
// the keyboard, moving it with the arrow keys and dropping it saves the new order, and each step is announced.
// Everything else of the editor is tested through its server actions (lib/studio/course-actions.int.test.ts) and
// its components (components/studio/course-editor/*.test.tsx). A draft course of its own, taught by this spec's
// instructor.

const SLUG = `studio-order-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const TITLES = ["Pentecost", "Nicaea", "Chalcedon"];

async function draftCourse() {
  const [course] = await query<{ id: string }>(
    `INSERT INTO courses (id, slug, title, description, price, difficulty, "estimatedHours", category, state, "updatedAt")
     VALUES (gen_random_uuid()::text, $1, 'Church History I', 'From Pentecost to the councils.', 0, 'beginner', 3, 'pastoral', 'draft', now()) RETURNING id`,
    [SLUG],
  );
  for (const [index, title] of TITLES.entries()) {
    await query(
      `INSERT INTO lessons (id, "courseId", "order", title, content, "estimatedMinutes", state, "updatedAt")
       VALUES (gen_random_uuid()::text, $1, $2, $3, '<p>Read and reflect.</p>', 10, 'draft', now())`,
      [course!.id, index + 1, title],
    );
  }
  return course!.id;
}

const order = async (courseId: string) =>
  (await query<{ title: string }>(`SELECT title FROM lessons WHERE "courseId" = $1 ORDER BY "order"`, [courseId])).map((row) => row.title);

let courseId: string | undefined;
test.afterAll(async () => {
  if (courseId) await query(`DELETE FROM courses WHERE id = $1`, [courseId]);
});

test("an instructor reorders lessons with the keyboard: picked up, moved, dropped, announced and saved", async ({ page, accounts }) => {
  // Two page loads and two saves: more than the default 30 s on a busy machine.
  test.slow();
  courseId = await draftCourse();
  // Signed in once the course exists: the spec's instructor is assigned to it when the account is made.
  await accounts.signIn(page, instructorOf(SLUG));
  await page.goto(`/studio/courses/${courseId}?tab=lessons`);
  const handle = page.getByRole("button", { name: "Reorder: Chalcedon" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.locator("[id^=DndLiveRegion]")).toHaveText("Picked up Chalcedon, at position 3 of 3.");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(page.locator("[id^=DndLiveRegion]")).toHaveText("Chalcedon is over position 1 of 3.");
  await page.keyboard.press("Space");
  await expect(page.locator("[id^=DndLiveRegion]")).toHaveText("Chalcedon dropped at position 1 of 3.");
  await expect(page.getByTestId("lesson-order-status")).toHaveText("Order saved.");
  await expect.poll(() => order(courseId!)).toEqual(["Chalcedon", "Pentecost", "Nicaea"]);

  // After a reload the list is the saved one; Move down (the plain fallback) saves too.
  await page.reload();
  await expect(page.getByTestId("studio-lesson").first()).toContainText("Chalcedon");
  await page.getByRole("button", { name: "Move down: Chalcedon" }).click();
  await expect(page.getByTestId("lesson-order-status")).toContainText("Order saved.");
  await expect.poll(() => order(courseId!)).toEqual(["Pentecost", "Chalcedon", "Nicaea"]);
});
