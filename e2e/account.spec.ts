import { expect, test } from "@playwright/test";
import { linkInMail } from "./mailbox";
import { query } from "./support";

// The account page, as a student uses it: from the user menu, change the name and its order (the header and
// the certificate's order follow), the e-mail (only once the link sent to the new address is opened), the
// password and the language.

const PASSWORD = "fellow-worker-4";
const uniqueEmail = (label: string) => `e2e-account-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test("a student changes their name and its order, e-mail, password and language on the account page", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("name");
  const created = await page.request.post("/api/signup", { data: { firstName: "Xiaoming", lastName: "Wang", email, password: PASSWORD } });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { user: { id: string } }).user.id;

  // From the user menu; the dashboard no longer carries the account's controls.
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Delete my account" })).toHaveCount(0);
  await page.getByTestId("user-name").first().click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();

  // The name in Chinese, family name first: each choice previews the name written its way, live.
  const nameSection = page.getByRole("region", { name: "Your name" });
  await nameSection.getByLabel("First Name").fill("小明");
  await nameSection.getByLabel("Last Name").fill("王");
  await expect(nameSection.getByTestId("name-preview")).toContainText("小明 王");
  await expect(nameSection.getByTestId("name-preview")).toContainText("王小明");
  await nameSection.getByRole("radio", { name: /Family name first/ }).check();
  await nameSection.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByTestId("user-name").first()).toHaveText(/王小明/);
  const [named] = await query<{ firstName: string; lastName: string; nameOrder: string }>(`SELECT "firstName", "lastName", "nameOrder" FROM users WHERE id = $1`, [userId]);
  expect(named).toEqual({ firstName: "小明", lastName: "王", nameOrder: "family_first" });

  // A bidi override is refused with the rule's message.
  await nameSection.getByLabel("First Name").fill("\u202eevil");
  await nameSection.getByRole("button", { name: "Save name" }).click();
  await expect(nameSection.getByText("Names cannot contain invisible control or text-direction characters")).toBeVisible();

  // The e-mail changes only when the link sent to the new address is opened.
  const newEmail = uniqueEmail("moved");
  const emailSection = page.getByRole("region", { name: "Email address" });
  await emailSection.getByLabel("New email address").fill(newEmail);
  await emailSection.getByLabel("Current password").fill(PASSWORD);
  await emailSection.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(emailSection.getByRole("status")).toHaveText(`We sent a link to ${newEmail}. Your address changes when you open it.`);
  expect((await query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [userId]))[0]!.email).toBe(email);
  const link = await linkInMail(newEmail, /\/account\/email\/[A-Za-z0-9_-]+/);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm email address" }).click();
  await expect(page.getByRole("status")).toContainText(`Your email address is now ${newEmail}.`);
  expect((await query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [userId]))[0]!.email).toBe(newEmail);
  // Used once: the link no longer offers the change.
  await page.goto(link);
  await expect(page.getByText("This link is invalid, has expired or was already used.")).toBeVisible();

  // The password, with the current one.
  await page.goto("/account");
  const passwordSection = page.getByRole("region", { name: "Password" });
  await passwordSection.getByLabel("Current password").fill("not-my-password-1");
  await passwordSection.getByLabel("New password", { exact: true }).fill("new-password-77");
  await passwordSection.getByLabel("Confirm new password").fill("new-password-77");
  await passwordSection.getByRole("button", { name: "Change password" }).click();
  await expect(passwordSection.getByText("That password is not correct.")).toBeVisible();
  await passwordSection.getByLabel("Current password").fill(PASSWORD);
  await passwordSection.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed. You were signed out on your other devices.").first()).toBeVisible();
  expect((await page.request.post("/api/login", { data: { email: newEmail, password: "new-password-77" } })).status()).toBe(200);

  // The language: the account page opens again in it.
  await page.getByRole("region", { name: "Language" }).getByLabel("Preferred language").selectOption("es");
  await page.getByRole("button", { name: "Save language" }).click();
  await expect(page).toHaveURL(/\/es\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Configuración de la cuenta" })).toBeVisible();
  expect((await query<{ preferredLocale: string }>(`SELECT "preferredLocale" FROM users WHERE id = $1`, [userId]))[0]!.preferredLocale).toBe("es");
});
