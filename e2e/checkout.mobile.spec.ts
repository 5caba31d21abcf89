import { expect, test, type Locator, type Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import { formatPrice } from "../lib/courses/format";
import { shot } from "./shots";
import { query } from "./support";

// Checkout on a 390 × 844 phone (issue 18): the payment form in the first screenful under a collapsed order
// summary, a sticky Pay bar, card fields left to right in Arabic, and after paying 'You're enrolled in …'
// with 'Start lesson 1' as the way on.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const shotPath = (name: string) => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name));
const direction = (target: Locator) => target.evaluate((element) => getComputedStyle(element).direction);

async function signUp(page: Page) {
  const email = `e2e-phone-pay-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await page.request.post("/api/signup", {
    data: { firstName: "Junia", lastName: "Rome", email, password: "outstanding-apostle" },
  });
  expect(response.status()).toBe(201);
}

/** The course as the page shows it: title in `locale` (English where untranslated), price, first lesson. */
async function courseFacts(slug: string, locale: string) {
  const [course] = await query<{ title: string; price: string; first_lesson: string }>(
    `SELECT COALESCE(NULLIF(t.title, ''), c.title) AS title, c.price::text AS price,
            (SELECT l.id FROM lessons l WHERE l."courseId" = c.id ORDER BY l."order" LIMIT 1) AS first_lesson
       FROM courses c LEFT JOIN course_translations t ON t."courseId" = c.id AND t."languageCode" = $2
      WHERE c.slug = $1`,
    [slug, locale],
  );
  if (!course) throw new Error(`no course ${slug}`);
  return course;
}

const top = async (target: Locator) => (await target.boundingBox())!.y;

test("signed out, the sign-up and sign-in actions are in the first screenful", async ({ page }) => {
  await page.goto("/checkout/ruth");
  const create = page.getByRole("link", { name: en.Checkout.createAccount });
  const signIn = page.getByRole("link", { name: en.Checkout.signIn });
  await expect(create).toBeVisible();
  const box = (await signIn.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await shot(page, { path: shotPath("checkout-en-phone-signed-out.png") });
});

for (const [locale, m, prefix, slug] of [
  ["en", en, "", "galatians"],
  ["ar", ar, "/ar", "ephesians"],
] as const) {
  test(`${locale}: the card form is in the first screenful with a sticky Pay bar; paying leads to lesson 1`, async ({ page }) => {
    const course = await courseFacts(slug, locale);
    const price = formatPrice(course.price, locale);
    await signUp(page);
    await page.goto(`${prefix}/checkout/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");

    // The summary is one collapsed row (course and price) above the payment; it opens to the lesson list.
    const toggle = page.getByRole("button", { name: new RegExp(m.Checkout.orderSummary) });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("summary-price")).toHaveText(price);

    const number = page.getByLabel(m.Checkout.cardNumber);
    const expiry = page.getByLabel(m.Checkout.expiry);
    const cvc = page.getByLabel(m.Checkout.cvc);
    await expect(number).toBeVisible();
    const payBar = page.getByTestId("pay-bar");
    const bar = (await payBar.boundingBox())!;
    // The card number's top is inside the first viewport, above the Pay bar, which sits at the bottom edge.
    expect(await top(number)).toBeLessThan(bar.y);
    expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height + 1);
    await expect(payBar).toContainText(price);
    // Arabic writes '‏29.99 US$': a left-to-right mark after 'US$' keeps it from showing as '$US'.
    if (locale === "ar") expect(price).toMatch(/US\$\u200e$/);
    const pay = payBar.getByRole("button", { name: m.Checkout.pay.replace("{amount}", price) });
    expect((await pay.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Card digits run left to right inside the right-to-left page.
    for (const field of [number, expiry, cvc]) expect(await direction(field)).toBe("ltr");
    expect(await direction(page.locator("main"))).toBe(locale === "ar" ? "rtl" : "ltr");
    await shot(page, { path: shotPath(`checkout-${locale}-phone-first-screen.png`) });

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: m.Checkout.lessonListTitle, exact: true })).toBeVisible();
    await shot(page, { path: shotPath(`checkout-${locale}-phone-summary-open.png`), fullPage: true });
    await toggle.click();

    await number.fill("4242 4242 4242 4242");
    await expiry.fill("12 / 34");
    await cvc.fill("123");
    await pay.click();
    const enrolled = page.getByRole("heading", { name: m.Checkout.enrolledTitle.replace("{course}", course.title) });
    await expect(enrolled).toBeFocused();
    await shot(page, { path: shotPath(`checkout-${locale}-phone-enrolled.png`) });

    await page.getByRole("link", { name: m.Checkout.startLesson1 }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/course/${slug}/lesson/${course.first_lesson}$`));
  });
}

test("the card number and expiry are formatted as typed, and the guarantee is beside the Pay button", async ({ page }) => {
  await signUp(page);
  await page.goto("/checkout/ruth");
  const number = page.getByLabel(en.Checkout.cardNumber);
  const expiry = page.getByLabel(en.Checkout.expiry);
  await expect(number).toHaveAttribute("inputmode", "numeric");
  await expect(number).toHaveAttribute("autocomplete", "cc-number");
  await expect(expiry).toHaveAttribute("autocomplete", "cc-exp");

  // Key by key, as a phone's keyboard sends them: groups of four, then on to the expiry.
  await number.pressSequentially("4242424242424242");
  await expect(number).toHaveValue("4242 4242 4242 4242");
  await expect(expiry).toBeFocused();
  await expiry.pressSequentially("12");
  await expect(expiry).toHaveValue("12 / ");
  await expiry.press("Backspace");
  await expect(expiry).toHaveValue("1");
  await expiry.pressSequentially("234");
  await expect(expiry).toHaveValue("12 / 34");

  // A digit typed in the middle keeps its place and the caret after it.
  await number.focus();
  await number.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
  await page.keyboard.type("9");
  await expect(number).toHaveValue("4294 2424 2424 2424 2");
  expect(await number.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);

  // A pasted Amex number is grouped 4-6-5.
  await number.fill("");
  await number.focus();
  await page.evaluate(() => {
    const input = document.activeElement as HTMLInputElement;
    input.setRangeText("378282246310005", 0, input.value.length, "end");
    input.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  });
  await expect(number).toHaveValue("3782 822463 10005");

  // The 30-day guarantee is in the sticky Pay bar, on the first screen, not only in the collapsed summary.
  const guarantee = page.getByTestId("pay-bar").getByText(en.Checkout.guaranteeTitle);
  await expect(guarantee).toBeVisible();
  const box = (await guarantee.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
});
