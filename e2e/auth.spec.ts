import { expect, test } from "./fixtures/accounts";

// The sign-up and sign-in forms themselves: these tests fill them in, with accounts of this spec's own.

const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test("sign up, sign out and sign in again", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/signup");
  await expect(page.getByText("Join thousands of students worldwide")).toBeVisible();
  await page.getByLabel("First Name").fill("Priscilla");
  await page.getByLabel("Last Name").fill("Aquila");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("tentmaker-2026");
  await page.getByLabel("Confirm Password").fill("tentmaker-2026");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/courses$/);
  const header = page.locator("header");
  await expect(header.getByTestId("user-name").first()).toHaveText("Priscilla Aquila");

  await header.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("tentmaker-2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("You have successfully signed in", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the sign-up form shows every validation message for bad input", async ({ page }) => {
  await page.goto("/signup");
  // One letter is a whole name (王, 李): an empty given name and a family name hiding a text-direction override are not.
  await page.getByLabel("First Name").fill("");
  await page.getByLabel("Last Name").fill("\u202Eevil");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByRole("button", { name: "Create Account" }).click();
  for (const message of [
    "Please enter your given name",
    "Names cannot contain invisible control or text-direction characters",
    "Please enter a valid email address",
    "Password must be at least 8 characters",
    "Passwords don't match",
    "You must agree to the terms and conditions",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/signup$/);
});

test("an e-mail already in use gets the same answer as a new one: check your e-mail, and no one is signed in", async ({ page, accounts }) => {
  const { email } = await accounts.user("student");
  await page.goto("/signup");
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Again");
  // In other capitals: addresses compare without case.
  await page.getByLabel("Email").fill(email.replace(/^./, (first) => first.toUpperCase()).replace("@e2e", "@E2E"));
  await page.getByLabel("Password", { exact: true }).fill("whatever-123");
  await page.getByLabel("Confirm Password").fill("whatever-123");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  // The same page and message a new address gets (lib/users/sign-up.ts): nothing says the address is taken.
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem")).toContainText("Check your e-mail");
  await expect(page.getByText("already exists")).toHaveCount(0);
  await expect(page.locator("header").getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("the login form validates and refuses a wrong password", async ({ page, accounts }) => {
  const { email } = await accounts.user("student");
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();
});

test("a signed-out visit to a private page goes to sign-in and comes back after it", async ({ page, accounts }) => {
  const [admin, student] = await Promise.all([accounts.user("admin"), accounts.user("student")]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);

  await page.goto("/es/admin/users");
  await expect(page).toHaveURL(/\/es\/login\?callbackUrl=%2Fes%2Fadmin%2Fusers$/);
  await page.locator('input[type="email"]').fill(admin.email);
  await page.locator('input[autocomplete="current-password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/es\/admin\/users$/);
  // Other tests add users; the search finds the student wherever the list puts them.
  await page.goto(`/es/admin/users?q=${encodeURIComponent(student.email)}`);
  await expect(page.locator("table")).toContainText(student.email);
});

test("forgot password answers the same for any address", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
});

test("the terms and privacy pages explain the platform's rules", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /30-day money-back guarantee/ })).toBeVisible();
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: /Payments through Stripe/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Deleting your account/ })).toBeVisible();
});
