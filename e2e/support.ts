// Helpers shared by the journeys: direct reads and writes on the test database, and signing in.
import { expect, type Page } from "@playwright/test";
import pg from "pg";

export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Signs in through the login form, as a student would, and waits for the dashboard: for tests of the form itself.
 * Anywhere else a spec's own account signs in once and is reused (e2e/fixtures/accounts.ts).
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through POST /api/login; the session cookie lands in the page's browser context. */
export async function signInByApi(page: Page, email: string, password: string) {
  const response = await page.request.post("/api/login", { data: { email, password } });
  expect(response.ok()).toBe(true);
}
