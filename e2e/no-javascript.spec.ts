import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import es from "../messages/es.json";

// What a crawler, a browser with scripts off, or a slow phone before hydration gets: the HTML itself.
test.use({ javaScriptEnabled: false });

const publicPages = [
  { path: "/", lang: "en", heading: en.Home.heroTitle },
  { path: "/ar", lang: "ar", heading: ar.Home.heroTitle },
  { path: "/courses", lang: "en", heading: en.Catalogue.title },
  { path: "/ar/courses", lang: "ar", heading: ar.Catalogue.title },
  { path: "/course/genesis", lang: "en", heading: "Genesis" },
  { path: "/login", lang: "en", heading: en.Login.title },
];

for (const { path, lang, heading } of publicPages) {
  test(`${path} arrives as a whole page, without JavaScript and without a cookie`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // A shared cache may keep a public page only if the response sets no cookie.
    expect(await response?.headerValue("set-cookie")).toBeNull();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.locator("header").getByRole("navigation").first()).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });
}

test("the home page's curriculum is in its HTML", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: en.Home.curriculumTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: "Genesis", exact: true })).toBeVisible();
});

for (const { path, lang, messages } of [
  { path: "/no-such-page", lang: "en", messages: en },
  { path: "/es/no-such-page", lang: "es", messages: es },
  { path: "/ar/course/x/y/z", lang: "ar", messages: ar },
]) {
  test(`the 404 page for ${path} is server-rendered in its language`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.NotFound.title);
    await expect(page.getByText(messages.NotFound.description)).toBeVisible();
    await expect(page.getByRole("link", { name: messages.NotFound.backHome })).toBeVisible();
  });
}

test("the address alone decides the language; a visitor's own choice brings them back to it", async ({ request }) => {
  // A Spanish browser gets the English page at an English address: the same response for everyone.
  const english = await request.get("/courses", { headers: { "Accept-Language": "es-ES,es;q=0.9" }, maxRedirects: 0 });
  expect(english.status()).toBe(200);
  expect(english.headers()["set-cookie"]).toBeUndefined();
  // The language picker's cookie sends a returning visitor to their language.
  const returning = await request.get("/courses?testament=New", { headers: { Cookie: "NEXT_LOCALE=es" }, maxRedirects: 0 });
  expect(returning.status()).toBe(307);
  expect(returning.headers()["location"]).toMatch(/\/es\/courses/);
  expect(returning.headers()["set-cookie"]).toBeUndefined();
});
