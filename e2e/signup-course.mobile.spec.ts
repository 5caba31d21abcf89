import { expect, test } from "@playwright/test";
import { query } from "./support";

// Sign-up on a 390 × 844 phone, coming from a course's checkout: the course and its price (the server's) stay
// above the form, and the form is the first thing on the screen; the decorative steps come after it.

test.use({ viewport: { width: 390, height: 844 } });

test("the sign-up form comes first on a phone and keeps the course being bought above it", async ({ page }) => {
  const [romans] = await query<{ title: string; price: string }>(`SELECT title, price::text FROM courses WHERE slug = 'romans'`);
  await page.goto("/signup?courseId=romans");

  const course = page.getByRole("region", { name: "You are signing up for" });
  await expect(course).toContainText(romans!.title);
  await expect(page.getByTestId("signup-course-price")).toHaveText(`$${Number(romans!.price).toFixed(2)}`);

  const heading = await page.getByRole("heading", { level: 1, name: "Create Your Account" }).boundingBox();
  const firstName = await page.getByLabel("First Name").boundingBox();
  const courseBox = await course.boundingBox();
  const steps = await page.getByText("Choose Your Learning Path").boundingBox();
  // The course row, then the form's heading and its first field, all in the top half of the first screen.
  expect(courseBox!.y).toBeLessThan(heading!.y);
  expect(firstName!.y + firstName!.height).toBeLessThan(844 / 2);
  // The explainer is below the form.
  const submit = await page.getByRole("button", { name: "Create Account" }).boundingBox();
  expect(steps!.y).toBeGreaterThan(submit!.y);

  // Without a course (or with an unknown one) there is no course row.
  await page.goto("/signup?courseId=no-such-course");
  await expect(page.getByLabel("First Name")).toBeVisible();
  await expect(page.getByTestId("signup-course")).toHaveCount(0);
});

test("the name order defaults from the sign-up language and previews the name both ways", async ({ page }) => {
  await page.goto("/zh/signup");
  const preview = page.getByTestId("name-preview");
  await expect(preview.getByRole("radio").nth(1)).toBeChecked();
  await page.getByLabel("名字", { exact: true }).fill("小明");
  await page.getByLabel("姓氏", { exact: true }).fill("王");
  await expect(preview).toContainText("王小明");
  await expect(preview).toContainText("小明 王");
});
