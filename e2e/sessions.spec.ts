import { expect, test } from "@playwright/test";
import { linkInMail } from "./mailbox";
import { signIn, signInByApi } from "./support";

const uniqueEmail = () => `e2e-sessions-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test("a password reset in one browser signs the other out at its next request", async ({ browser }) => {
  const email = uniqueEmail();
  const thief = await browser.newContext();
  const owner = await browser.newContext();
  const stolen = await thief.newPage();
  const own = await owner.newPage();

  const created = await stolen.request.post("/api/signup", {
    data: { firstName: "Onesimus", lastName: "Colossae", email, password: "useful-once-7" },
  });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { user: { id: string } }).user.id;
  await stolen.goto("/dashboard");
  await expect(stolen).toHaveURL(/\/dashboard$/);
  await signInByApi(own, email, "useful-once-7");

  // The owner resets the password through the e-mailed link.
  await own.goto("/forgot-password");
  await own.getByLabel("Email").fill(email);
  await own.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(own.getByText("Check your email")).toBeVisible();
  await own.goto(await linkInMail(email, /\/reset-password\/[A-Za-z0-9_-]+/));
  await own.getByLabel("New Password", { exact: true }).fill("useful-again-8");
  await own.getByLabel("Confirm New Password", { exact: true }).fill("useful-again-8");
  await own.getByRole("button", { name: "Set New Password" }).click();
  await expect(own.getByText("Password changed")).toBeVisible();

  // The other browser's session ended: its next page load lands on sign-in, its API calls get 401.
  expect((await stolen.request.get(`/api/users/${userId}/enrollments`)).status()).toBe(401);
  await stolen.goto("/dashboard");
  await expect(stolen).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
  // The header's session read cleared the ended cookie.
  await expect(stolen.locator("header").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect.poll(async () => (await thief.cookies()).some((c) => c.name.endsWith("next-auth.session-token"))).toBe(false);

  // The new password signs in, through the form.
  await signIn(own, email, "useful-again-8");
  await thief.close();
  await owner.close();
});

test("Sign out everywhere on the dashboard ends the other browser's session and keeps this one", async ({ browser }) => {
  const email = uniqueEmail();
  const here = await (await browser.newContext()).newPage();
  const elsewhere = await (await browser.newContext()).newPage();
  expect((await here.request.post("/api/signup", { data: { firstName: "Tychicus", lastName: "Asia", email, password: "faithful-minister-7" } })).status()).toBe(201);
  await signInByApi(elsewhere, email, "faithful-minister-7");

  await here.goto("/dashboard");
  await here.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(here.getByText("You have been signed out on every other device.", { exact: true })).toBeVisible();

  await elsewhere.goto("/dashboard");
  await expect(elsewhere).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
  await here.reload();
  await expect(here).toHaveURL(/\/dashboard$/);
  await expect(here.getByRole("heading", { level: 1 })).toBeVisible();
  await here.context().close();
  await elsewhere.context().close();
});
