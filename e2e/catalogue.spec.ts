import { expect, test, type Page } from "@playwright/test";

const tab = (page: Page, name: RegExp) => page.getByRole("tab", { name });
const cards = (page: Page) => page.getByRole("tabpanel").getByTestId("course-card");

async function signInAsStudent(page: Page) {
  const csrf = await (await page.request.get("/api/auth/csrf")).json();
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken: csrf.csrfToken, email: "student@example.com", password: "StudyTheWord1", json: "true" },
  });
  expect(response.ok()).toBeTruthy();
}

test.describe("course catalogue", () => {
  test("browsing: three tabs with counts, Ministry subsections, a card opens its course", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Bible Courses" })).toBeVisible();
    await expect(page.getByPlaceholder("Search courses...")).toBeVisible();
    await expect(tab(page, /Old Testament \(39\)/)).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, /New Testament \(27\)/)).toBeVisible();
    await expect(tab(page, /Ministry Training \(10\)/)).toBeVisible();
    await expect(cards(page)).toHaveCount(39);

    await tab(page, /Ministry Training/).click();
    await expect(page.getByRole("heading", { name: "Pastoral Ministry" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();
    await expect(page).toHaveURL(/testament=Ministry/);

    await tab(page, /Old Testament/).click();
    await page.getByRole("link", { name: "Genesis", exact: true }).click();
    await expect(page).toHaveURL(/\/course\/genesis$/);
    await expect(page.getByRole("heading", { level: 1, name: "Genesis" })).toBeVisible();
  });

  test("tabs and search stay in the URL, and the URL restores them", async ({ page }) => {
    await page.goto("/courses");
    await tab(page, /New Testament/).click();
    await page.getByPlaceholder("Search courses...").fill("PAUL");
    await expect(page).toHaveURL(/testament=New/);
    await expect(page).toHaveURL(/q=PAUL/);
    // Case-insensitive, on title or description: every result mentions Paul somewhere.
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(5);
    await expect(tab(page, new RegExp(`New Testament \\(${count}\\)`))).toBeVisible();

    await page.goto("/courses?testament=New&q=romans");
    await expect(tab(page, /New Testament/)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByPlaceholder("Search courses...")).toHaveValue("romans");
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "Romans", exact: true })).toBeVisible();
  });

  test("a search with no result shows the SPEC's text on every tab", async ({ page }) => {
    await page.goto("/courses");
    await page.getByPlaceholder("Search courses...").fill("zzzz");
    await expect(page.getByText('No Old Testament courses found matching "zzzz"')).toBeVisible();
    await expect(tab(page, /Old Testament \(0\)/)).toBeVisible();
    await tab(page, /New Testament \(0\)/).click();
    await expect(page.getByText('No New Testament courses found matching "zzzz"')).toBeVisible();
    await tab(page, /Ministry Training \(0\)/).click();
    await expect(page.getByText('No ministry courses found matching "zzzz"')).toBeVisible();
  });

  test("the bottom call to action offers 'View My Progress' and 'Back to Top'", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("link", { name: "View My Progress" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: "Back to Top" })).toHaveAttribute("href", "#top");
  });

  test("titles follow the active language", async ({ page }) => {
    await page.goto("/es/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Cursos bíblicos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Génesis", exact: true })).toHaveAttribute("href", "/es/course/genesis");
  });
});

test.describe("home page", () => {
  test("the New Testament link of the curriculum opens that tab", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Master Biblical Knowledge Online" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/courses");
    await expect(page.getByText("Foundation", { exact: true })).toBeVisible();
    await expect(page.getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("$29.99").first()).toBeVisible();
    const curriculum = page.getByRole("region", { name: "Our Curriculum" });
    await expect(curriculum.getByText("39 Books")).toBeVisible();
    await expect(curriculum.getByText("27 Books")).toBeVisible();
    await expect(curriculum.getByTestId("course-card")).toHaveCount(9);
    await curriculum.getByRole("link", { name: "View all New Testament courses" }).click();
    await expect(page).toHaveURL(/\/courses\?testament=New$/);
    await expect(tab(page, /New Testament/)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "Matthew", exact: true })).toBeVisible();
  });
});

test.describe("course page", () => {
  test("a visitor sees the lessons locked except the free preview, assessments and the information card", async ({ page }) => {
    await page.goto("/course/genesis");
    await expect(page.getByRole("heading", { level: 1, name: "Genesis" })).toBeVisible();
    const lessons = page.getByTestId("lesson-list").getByRole("listitem");
    const total = await lessons.count();
    expect(total).toBeGreaterThan(3);
    await expect(lessons.first()).toHaveAttribute("data-locked", "false");
    await expect(lessons.first()).toContainText("Free preview");
    for (let i = 1; i < total; i++) {
      await expect(lessons.nth(i)).toHaveAttribute("data-locked", "true");
      await expect(lessons.nth(i).getByRole("img", { name: "Locked" })).toBeVisible();
    }
    await expect(lessons.first().getByRole("link")).toHaveAttribute("href", /\/course\/genesis\/lesson\/\w+/);
    await expect(lessons.first()).toContainText(/~\d+ minutes/);
    await expect(page.getByRole("heading", { name: /Assessments \(\d+\)/ })).toBeVisible();
    await expect(page.getByText(/\d+ questions • \d+ min/).first()).toBeVisible();
    await expect(page.getByText(/Passing: \d+%/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Course Information" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Enroll in Course" })).toHaveAttribute("href", "/checkout/genesis");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Course", name: "Genesis", provider: { "@type": "Organization" } });
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);
  });

  test("an enrolled student sees progress, 'Continue Learning' and unlocked lessons; a completed course says so", async ({ page }) => {
    await signInAsStudent(page);
    await page.goto("/course/exodus");
    const panel = page.getByTestId("enrolled-panel");
    await expect(panel.getByRole("progressbar")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Continue Learning" })).toHaveAttribute("href", "/course/exodus/resume");
    await expect(page.getByTestId("lesson-list").locator('[data-locked="true"]')).toHaveCount(0);
    await expect(page.getByText("In Progress")).toBeVisible();

    await page.goto("/course/genesis");
    await expect(page.getByTestId("enrolled-panel").getByText("Completed")).toBeVisible();

    // The catalogue card shows the same states.
    await page.goto("/courses");
    const genesisCard = page.getByTestId("course-card").filter({ has: page.getByRole("link", { name: "Genesis", exact: true }) });
    await expect(genesisCard.getByTestId("card-complete")).toBeVisible();
    const exodusCard = page.getByTestId("course-card").filter({ has: page.getByRole("link", { name: "Exodus", exact: true }) });
    await expect(exodusCard.getByRole("link", { name: /Continue/ })).toHaveAttribute("href", "/course/exodus/resume");
  });

  test("the id form moves permanently to the slug", async ({ page, request }) => {
    const genesis = await (await request.get("/api/courses/genesis")).json();
    const response = await request.get(`/course/${genesis.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toMatch(/\/course\/genesis$/);
    await page.goto(`/course/${genesis.id}`);
    await expect(page).toHaveURL(/\/course\/genesis$/);
  });

  test("an unknown course is a 404 'Course Not Found'", async ({ page }) => {
    const response = await page.goto("/course/no-such-course");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Course Not Found" })).toBeVisible();
    await expect(page.getByText("The course you're looking for doesn't exist.")).toBeVisible();
  });
});
