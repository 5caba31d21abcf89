// Issue 28, what a structured-data tester and an SEO crawler reported: every public page names its canonical
// address and its 12 languages (+ x-default); the sitemap lists only indexable pages, with x-default; large-image
// cards carry their image, at an address that answers 200 without a redirect; the Course JSON-LD has an image;
// /favicon.ico exists; the sitemap, robots.txt and the icons answer 304 to a client that has them.
import { expect, test, type Page } from "@playwright/test";
import { localizedPath, locales, type Locale } from "../lib/i18n/locales";
import { headerValues, rawGet } from "./raw-http";

// Absolute addresses carry the site address of the build (APP_URL) in prerendered pages and the server's in the
// rest: each page's are compared with its own canonical origin, and fetched here by their path.
const absolute = (origin: string, locale: Locale, path: string) => `${origin}${localizedPath(locale, path)}`;

async function head(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    languages: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, link.href]),
    ),
    ogImage: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content ?? null,
    twitterImage: document.querySelector<HTMLMetaElement>('meta[name="twitter:image"]')?.content ?? null,
    twitterCard: document.querySelector<HTMLMetaElement>('meta[name="twitter:card"]')?.content ?? null,
  }));
}

/** An image address answers 200 with an image itself, not a redirect to one. */
async function expectImage(url: string) {
  expect(url, url).toMatch(/^https?:\/\/[^/]+\//);
  const response = await rawGet(new URL(url).pathname);
  expect(response.status, url).toBe(200);
  expect(headerValues(response, "content-type")[0], url).toMatch(/^image\//);
}

test("terms, privacy and translations name their canonical address and every language, in every language", async ({ page }) => {
  for (const path of ["/terms", "/privacy", "/translations"]) {
    for (const locale of ["en", "ar", "es"] as const) {
      await page.goto(localizedPath(locale, path));
      const { canonical, languages } = await head(page);
      const origin = new URL(canonical ?? "missing:").origin;
      expect(canonical, `${locale} ${path}`).toBe(absolute(origin, locale, path));
      const expected = Object.fromEntries([...locales.map((l) => [l, absolute(origin, l, path)]), ["x-default", absolute(origin, "en", path)]]);
      expect(languages, `${locale} ${path}`).toEqual(expected);
    }
  }
});

test("the sitemap lists no noindex page and gives each page its x-default", async () => {
  const { body } = await rawGet("/sitemap.xml");
  const origin = new URL(body.match(/<loc>([^<]+)<\/loc>/)![1]!).origin;
  for (const path of ["/login", "/signup"]) {
    for (const locale of ["en", "ar"] as const) expect(body).not.toContain(`<loc>${absolute(origin, locale, path)}</loc>`);
  }
  const terms = body.split("<url>").find((entry) => entry.includes(`<loc>${absolute(origin, "ar", "/terms")}</loc>`))!;
  expect(terms).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(origin, "en", "/terms")}" />`);
  expect(body.match(/hreflang="x-default"/g)!.length).toBe(body.match(/<url>/g)!.length);
});

test("home, catalogue and course pages show their large-image card's image, at an address that needs no redirect", async ({ page }) => {
  for (const path of ["/", "/ar", "/courses", "/es/courses", "/course/genesis", "/ar/course/genesis"]) {
    await page.goto(path);
    const { ogImage, twitterImage, twitterCard } = await head(page);
    expect(twitterCard, path).toBe("summary_large_image");
    expect(ogImage, path).not.toBeNull();
    expect(twitterImage, path).toBe(ogImage);
    expect(new URL(ogImage!).pathname, path).not.toMatch(/^\/en\//);
    await expectImage(ogImage!);
  }
});

test("the Course JSON-LD carries an image that exists", async ({ page }) => {
  await page.goto("/course/genesis");
  const course = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(course["@type"]).toBe("Course");
  await expectImage(course.image);
});

test("/favicon.ico is an icon, and the sitemap, robots.txt and the icons answer 304 to a client that has them", async () => {
  const favicon = await rawGet("/favicon.ico");
  expect(favicon.status).toBe(200);
  expect(headerValues(favicon, "content-type")).toEqual(["image/x-icon"]);
  for (const path of ["/sitemap.xml", "/robots.txt", "/icon.svg", "/favicon.ico"]) {
    const first = await rawGet(path);
    expect(first.status, path).toBe(200);
    const [etag] = headerValues(first, "etag");
    expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await rawGet(path, { "If-None-Match": etag! });
    expect(again.status, path).toBe(304);
    expect(again.body, path).toBe("");
    expect(headerValues(again, "etag"), path).toEqual([etag]);
  }
});
