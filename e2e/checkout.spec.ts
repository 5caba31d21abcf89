import { expect, test, type Page } from "@playwright/test";

// Buying a course with the demo provider (PAYMENTS_PROVIDER=demo in `npm test`).
const uniqueEmail = () => `e2e-pay-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUp(page: Page) {
  const response = await page.request.post("/api/signup", {
    data: { firstName: "Phoebe", lastName: "Cenchreae", email: uniqueEmail(), password: "servant-of-the-church" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).user as { id: string };
}

async function enrollmentsOf(page: Page, userId: string) {
  const response = await page.request.get(`/api/users/${userId}/enrollments`);
  return (await response.json()) as { courseSlug: string; status: string }[];
}

test("buy a course with the demo card and land on the dashboard enrolled", async ({ page }) => {
  const user = await signUp(page);
  await page.goto("/checkout/leviticus");
  await expect(page.getByRole("heading", { name: "Complete Your Enrollment" })).toBeVisible();
  await expect(page.getByText("30-Day Money-Back Guarantee")).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(page.getByText("Demo payments — no card is charged")).toBeVisible();

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  expect(await enrollmentsOf(page, user.id)).toEqual([expect.objectContaining({ courseSlug: "leviticus", status: "active" })]);
  await expect(page.getByRole("heading", { name: "Current Courses" })).toBeVisible();
  await expect(page.getByText("Leviticus", { exact: true }).first()).toBeVisible();

  // Coming back to checkout does not charge again: the student is told and sent to the course.
  await page.goto("/checkout/leviticus");
  await expect(page.getByText("You're already enrolled")).toBeVisible();
  await expect(page).toHaveURL(/\/course\/leviticus$/, { timeout: 10_000 });
});

test("a declined card shows the decline message and enrols nothing", async ({ page }) => {
  const user = await signUp(page);
  await page.goto("/checkout/numbers");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." }).first()).toBeVisible();
  await expect(page.getByText("Payment Failed").first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/numbers$/);
  expect(await enrollmentsOf(page, user.id)).toEqual([]);
});

test("a signed-out buyer sees the course and is offered to sign up or sign in, then comes back", async ({ page }) => {
  await page.goto("/checkout/ruth");
  await expect(page.getByText("Demo payments — no card is charged")).toHaveCount(0);
  const create = page.getByRole("link", { name: "Create Account & Enroll" });
  await expect(create).toHaveAttribute("href", /\/signup\?courseId=/);
  await expect(page.getByRole("link", { name: "Sign In to Enroll" })).toHaveAttribute("href", /\/login\?courseId=/);

  await create.click();
  await page.getByLabel("First Name").fill("Lydia");
  await page.getByLabel("Last Name").fill("Thyatira");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("seller-of-purple");
  await page.getByLabel("Confirm Password").fill("seller-of-purple");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByLabel("Card number")).toBeVisible();
});

test("an unknown course shows 'Invalid Course' with a way back to the catalogue", async ({ page }) => {
  await signUp(page);
  await page.goto("/checkout/no-such-course");
  await expect(page.getByRole("heading", { name: "Invalid Course" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Courses" }).last()).toHaveAttribute("href", "/courses");
});

test("checkout looks right on a phone and on a desktop", async ({ page }) => {
  await signUp(page);
  for (const [name, size] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await page.goto("/checkout/ruth");
    await expect(page.getByLabel("Card number")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`checkout-${name}.png`), fullPage: true });
  }
});
