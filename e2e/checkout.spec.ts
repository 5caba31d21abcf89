import { expect, test, type Page } from "@playwright/test";
import { shot } from "./shots";
import { query } from "./support";

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

/** Fills the demo card form: nothing is filled in beforehand. */
async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
}

test("buy a course with the demo card: 'You're enrolled in …' stays, and 'Start lesson 1' opens the first lesson", async ({ page }) => {
  const user = await signUp(page);
  await page.goto("/checkout/leviticus");
  await expect(page.getByRole("heading", { name: "Complete Your Enrollment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "30-Day Money-Back Guarantee" })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(page.getByText("Demo payments — no card is charged")).toBeVisible();

  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  const enrolled = page.getByRole("heading", { name: "You're enrolled in Leviticus" });
  await expect(enrolled).toBeFocused();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  expect(await enrollmentsOf(page, user.id)).toEqual([expect.objectContaining({ courseSlug: "leviticus", status: "active" })]);
  await expect(page.getByRole("link", { name: "Go to Course" })).toHaveAttribute("href", "/course/leviticus");
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");

  // No timer: three seconds on, the student is still reading the message on the checkout page.
  await page.waitForTimeout(3_000);
  await expect(page).toHaveURL(/\/checkout\/leviticus$/);
  await expect(enrolled).toBeVisible();

  const [first] = await query<{ id: string }>(
    `SELECT l.id FROM lessons l JOIN courses c ON c.id = l."courseId" WHERE c.slug = 'leviticus' ORDER BY l."order" LIMIT 1`,
  );
  await page.getByRole("link", { name: "Start lesson 1" }).click();
  await expect(page).toHaveURL(new RegExp(`/course/leviticus/lesson/${first!.id}$`));

  // Coming back to checkout does not charge again: the student is told and sent to the course.
  await page.goto("/checkout/leviticus");
  await expect(page.getByText("You're already enrolled")).toBeVisible();
  await expect(page).toHaveURL(/\/course\/leviticus$/, { timeout: 10_000 });
});

test("a declined card shows the decline message and enrols nothing", async ({ page }) => {
  const user = await signUp(page);
  await page.goto("/checkout/numbers");
  await fillCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." }).first()).toBeVisible();
  await expect(page.getByText("Payment Failed").first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/numbers$/);
  expect(await enrollmentsOf(page, user.id)).toEqual([]);
});

test("an empty card form says what is missing under each field and sends nothing", async ({ page }) => {
  const user = await signUp(page);
  await page.goto("/checkout/numbers");
  const number = page.getByLabel("Card number");
  await expect(number).toHaveValue("");
  await expect(number).toHaveAttribute("placeholder", "1234 1234 1234 1234");
  await expect(page.getByLabel("Expiry (MM / YY)")).toHaveValue("");
  await expect(page.getByLabel("CVC")).toHaveValue("");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(number).toBeFocused();
  await expect(number).toHaveAccessibleDescription("Enter the card number.");
  await expect(page.getByLabel("Expiry (MM / YY)")).toHaveAccessibleDescription("Enter the expiry date as MM / YY.");
  await expect(page.getByLabel("CVC")).toHaveAccessibleDescription("Enter the 3 or 4 digit security code.");
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

// Screenshots to look at (SHOTS_DIR keeps them outside the test output, e.g. for the notes).
const shotPath = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));

test("checkout looks right on a phone and on a desktop, in English and Arabic", async ({ page }) => {
  await signUp(page);
  for (const [locale, prefix] of [["en", ""], ["ar", "/ar"]] as const) {
    for (const [name, size] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size);
      await page.goto(`${prefix}/checkout/ruth`);
      await expect(page.locator('input[autocomplete="cc-number"]')).toBeVisible();
      // Desktop keeps two columns: the summary beside the payment.
      const summary = await page.getByTestId("checkout-summary").boundingBox();
      const card = await page.locator('input[autocomplete="cc-number"]').boundingBox();
      if (name === "desktop") expect(Math.abs(summary!.x - card!.x)).toBeGreaterThan(200);
      await shot(page, { path: shotPath(`checkout-${locale}-${name}.png`) });
      await shot(page, { path: shotPath(`checkout-${locale}-${name}-full.png`), fullPage: true });
    }
  }
});
