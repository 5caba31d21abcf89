// Issue 28: the verify page (opened from a printed certificate by whoever the holder shows it to) speaks the
// visitor's language: their browser's when the link names none and they chose none, and the issuer's name too.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { localizedPath, locales } from "../lib/i18n/locales";
import { headerValues, rawGet } from "./raw-http";
import { query } from "./support";

const academy = (locale: string) =>
  (JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as { CertificatePdf: { academy: string } }).CertificatePdf.academy;

async function aSerial(): Promise<string> {
  const [row] = await query<{ serial: string }>(`SELECT serial FROM certificates WHERE "revokedAt" IS NULL ORDER BY "issuedAt" LIMIT 1`);
  return row!.serial;
}

test("a verify link without a language follows Accept-Language, unless the visitor chose one", async () => {
  const serial = await aSerial();
  const arabic = await rawGet(`/verify/${serial}`, { "Accept-Language": "ar-EG,ar;q=0.9,en;q=0.5" });
  expect(arabic.status).toBe(307);
  expect(headerValues(arabic, "location")).toEqual([`/ar/verify/${serial}`]);
  expect(headerValues(arabic, "vary").join(",")).toContain("Accept-Language");
  expect((await rawGet(`/verify/${serial}`, { "Accept-Language": "en-US,en;q=0.9" })).status).toBe(200);
  expect((await rawGet(`/verify/${serial}`, { "Accept-Language": "ar", Cookie: "NEXT_LOCALE=en" })).status).toBe(200);
  expect((await rawGet(`/es/verify/${serial}`, { "Accept-Language": "ar" })).status).toBe(200);
});

test.describe("an Arabic browser", () => {
  test.use({ locale: "ar-EG" });

  test("opens the verify page in Arabic, the issuer named in Arabic", async ({ page }) => {
    const serial = await aSerial();
    await page.goto(`/verify/${serial}`);
    await expect(page).toHaveURL(new RegExp(`/ar/verify/${serial}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByTestId("verify-issuer")).toHaveText(academy("ar"));
  });
});

test("'Issued by' names the school in every language", async ({ request }) => {
  const serial = await aSerial();
  for (const locale of locales) {
    const html = await (await request.get(localizedPath(locale, `/verify/${serial}`), { headers: { Cookie: `NEXT_LOCALE=${locale}` } })).text();
    expect(html, locale).toContain(`data-testid="verify-issuer">${academy(locale)}<`);
  }
});
