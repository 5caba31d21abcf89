import ar from "../messages/ar.json";
import es from "../messages/es.json";
import { seededAssessment } from "./assessment-fixtures";
import { expect, test } from "./fixtures/accounts";
import { enrol, signUpStudent } from "./lesson-fixtures";
import { shot } from "./shots";

test.describe("site shell", () => {
  test("header, navigation and footer for a signed-out visitor", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Biblical Studies Academy/);
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Biblical Studies Academy, home" })).toContainText("BSA");
    const nav = header.getByRole("navigation", { name: "Main navigation" }).first();
    for (const [name, href] of [["Home", "/"], ["Courses", "/courses"], ["Languages", "/translations"]] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Certificates" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  test("the signed-in header shows the user's name, Dashboard and Certificates, and Sign Out", async ({ page, accounts }) => {
    const { email, password } = await accounts.user("student");
    await page.goto("/");
    // Sign in through next-auth's own credentials endpoint with the spec's student.
    const csrf = await (await page.request.get("/api/auth/csrf")).json();
    const signIn = await page.request.post("/api/auth/callback/credentials", {
      form: { csrfToken: csrf.csrfToken, email, password, json: "true" },
    });
    expect(signIn.ok()).toBeTruthy();
    await page.reload();
    const header = page.locator("header");
    await expect(header.getByTestId("user-name").first()).toHaveText("Grace Okafor");
    const nav = header.getByRole("navigation", { name: "Main navigation" }).first();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Certificates" })).toHaveAttribute("href", "/certificates");
    await header.getByRole("button", { name: "Sign Out" }).first().click();
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the language picker loads the active languages and switches the locale", async ({ page }) => {
    await page.goto("/");
    const picker = page.locator("header").getByRole("combobox", { name: "Language" });
    await expect(picker).toBeEnabled();
    await expect(picker.locator("option")).toHaveCount(12);
    await expect(picker.locator("option", { hasText: "Español" })).toHaveAttribute("value", "es");
    await picker.selectOption("es");
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("es");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("es");

    // The remembered choice brings a returning visitor back to Spanish.
    await page.goto("/");
    await expect(page).toHaveURL(/\/es$/);
  });

  test("Arabic is served right to left", async ({ page }) => {
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("header").getByRole("link", { name: ar.Header.courses }).first()).toBeVisible();
  });

  for (const path of ["/no-such-page", "/es/no-such-page", "/ar/course/x/y/z", "/missing.php"]) {
    test(`an unknown path (${path}) is a 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      if (path.startsWith("/es")) {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.NotFound.title);
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
      } else if (path.startsWith("/ar")) {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.NotFound.title);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      } else {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
        await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
      }
    });
  }
});

test.describe("right to left and staff tools (issue 18)", () => {
  const SHOTS = process.env.RTL_SHOTS_DIR ?? "/work/notes/shots/i18/rtl";

  test("admins open their tools from the header's Staff tools menu; Radix controls follow the Arabic page", async ({ page, accounts }) => {
    await accounts.signIn(page, "admin");
    await page.goto("/courses");
    const header = page.locator("header");
    const menu = header.locator("details", { hasText: "Staff tools" });
    await expect(menu.getByRole("link", { name: "Users" })).toBeHidden();
    await menu.getByText("Staff tools").click();
    await expect(menu.getByRole("link")).toHaveText(["Studio", "Translations", "Users", "Payments", "Audit log"]);
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: "Users" })).toBeHidden();
    await menu.getByText("Staff tools").click();
    await menu.getByRole("link", { name: "Payments" }).click();
    await expect(page).toHaveURL(/\/admin\/payments$/);

    // The role picker is a Radix Select: it takes the page's direction from its language (components/ui/select.tsx).
    await page.goto("/ar/admin/users");
    await expect(page.locator("main").getByRole("combobox").first()).toHaveAttribute("dir", "rtl");
    await page.goto("/admin/users");
    await expect(page.locator("main").getByRole("combobox").first()).toHaveAttribute("dir", "ltr");
  });

  test("students see no staff tools", async ({ page, accounts }) => {
    await accounts.signIn(page, "student");
    await page.goto("/courses");
    await expect(page.getByTestId("user-name").first()).toBeVisible();
    await expect(page.locator("header").getByText("Staff tools")).toHaveCount(0);
  });

  test("desktop screenshots of the Arabic sign-up and assessment", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/ar/signup");
    await expect(page.getByLabel("البريد الإلكتروني")).toHaveAttribute("dir", "ltr");
    await shot(page, { path: `${SHOTS}/signup-ar-1280.png`, fullPage: true });
    const userId = await signUpStudent(page.request);
    await enrol(userId, "3-john");
    const assessment = await seededAssessment("3-john");
    await page.goto(`/ar/assessment/${assessment.id}`);
    await page.getByRole("button", { name: ar.Assessment.start }).click();
    await expect(page.getByTestId("assessment-position")).toHaveText(`السؤال 1 من ${assessment.drawn}`);
    await shot(page, { path: `${SHOTS}/assessment-question-ar-1280.png`, fullPage: true });
  });
});
