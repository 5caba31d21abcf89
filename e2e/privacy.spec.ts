import fs from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { query } from "./support";

const PASSWORD = "fellow-worker-4";

test("a student downloads their data, deletes their account, and can no longer sign in", async ({ page }) => {
  const email = `e2e-privacy-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const created = await page.request.post("/api/signup", { data: { firstName: "Priscilla", lastName: "Corinth", email, password: PASSWORD } });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { user: { id: string } }).user.id;

  // 'Your data' on the account page (no longer on the dashboard): the download is a JSON file of their own profile.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Your data" })).toHaveCount(0);
  await page.getByRole("link", { name: "Account settings", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByRole("region", { name: "Your data" });
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path())!, "utf8")) as { profile: { id: string; email: string } };
  expect(data.profile).toMatchObject({ id: userId, email });

  // Deleting asks for the password again; a wrong one deletes nothing.
  await card.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await dialog.getByLabel("Enter your password to confirm").fill("not-my-password-1");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That password is not correct.");
  await dialog.getByLabel("Enter your password to confirm").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();

  // Home, signed out, with the toast.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account deleted", { exact: true })).toBeVisible();
  await expect(page.locator("header").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  const [row] = await query<{ email: string; deletedAt: Date | null }>(`SELECT email, "deletedAt" FROM users WHERE id = $1`, [userId]);
  expect(row).toMatchObject({ email: `deleted-${userId}@deleted.invalid`, deletedAt: expect.any(Date) });

  // The old e-mail and password no longer sign in.
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
