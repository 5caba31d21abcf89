import { expect, test, type Page } from "@playwright/test";
import { seededAssessment, shownQuestion, type SeededQuestion } from "./assessment-fixtures";
import { axeOn } from "./axe";
import { enrol, signUpStudent } from "./lesson-fixtures";
import { shot } from "./shots";

const position = (page: Page) => page.getByTestId("assessment-position");
const timer = (page: Page) => page.getByTestId("assessment-timer");
async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
const answer = (page: Page, q: SeededQuestion, right: boolean) => page.getByRole("radio", { name: right ? q.right : q.wrong, exact: true }).check();

test("an enrolled student starts, saves and comes back, answers the rest and sees the score", async ({ page }, testInfo) => {
  test.slow(); // a whole attempt, saved and resumed: about 30 s on two busy cores
  const userId = await signUpStudent(page.request);
  await enrol(userId, "jude");
  const a = await seededAssessment("jude");
  // Each attempt draws at most a third of the pool (so one attempt shows little of it).
  const of = a.drawn;
  expect(a.questions.length).toBeGreaterThanOrEqual(3 * of);

  // From the course page, the assessment's title leads to it.
  await page.goto("/course/jude");
  await page.getByRole("link", { name: `Take assessment: ${a.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment/${a.id}$`));
  await expect(page.getByRole("heading", { name: a.title })).toBeVisible();
  await expect(page.getByTestId("assessment-attempts")).toHaveText("Attempts left: 3 of 3 every 24 hours.");
  await page.getByRole("button", { name: "Start Assessment" }).click();

  // One question at a time, a running clock from the server's 15 minutes.
  await expect(position(page)).toHaveText(`Question 1 of ${of}`);
  await expect(page.getByText(`${Math.round(100 / of)}%`, { exact: true })).toBeVisible();
  await expect(timer(page)).toHaveText(/^1[45]:\d\d$/);
  const first = await timer(page).textContent();
  await expect(timer(page)).not.toHaveText(first!, { timeout: 3000 });
  // This attempt's own order of questions: the seeded question shown at each position.
  const q1 = await shownQuestion(page, a);
  await expect(page.getByRole("group", { name: q1.text })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous Question" })).toBeDisabled();

  await answer(page, q1, true);
  await page.getByRole("button", { name: "Next Question" }).click();
  await expect(position(page)).toHaveText(`Question 2 of ${of}`);
  // Keyboard: Space checks the focused option.
  const q2 = await shownQuestion(page, a);
  await page.getByRole("radio", { name: q2.right, exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: q2.right, exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Next Question" }).click();
  await expect(position(page)).toHaveText(`Question 3 of ${of}`);
  const navigator = page.getByRole("navigation", { name: "Questions" });
  await expect(navigator.getByRole("button", { name: "Question 1, Answered" })).toBeVisible();
  await expect(navigator.getByRole("button", { name: "Question 4, Unanswered" })).toBeVisible();
  await expect(navigator.locator('[aria-current="step"]')).toHaveText("3");
  const q3 = await shownQuestion(page, a);
  await answer(page, q3, false);
  await shot(page, { path: testInfo.outputPath("assessment-desktop.png"), fullPage: true });

  // Save & Continue Later really saves, then leaves.
  await page.getByRole("button", { name: "Save & Continue Later" }).click();
  await expect(page.getByText("Your progress has been saved. You can continue later.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/course\/jude$/);

  // Coming back resumes: question 3, its answer, the time left as the server counts it (30:00 until it is known).
  await page.route("**/api/assessments/*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/assessment/${a.id}`);
  await expect(position(page)).toHaveText(`Question 3 of ${of}`);
  await expect(timer(page)).toHaveText("30:00");
  await expect(timer(page)).toHaveText(/^1[34]:\d\d$/);
  await page.unroute("**/api/assessments/*");
  // The same order as before leaving: the attempt keeps it.
  expect(await shownQuestion(page, a)).toEqual(q3);
  await expect(page.getByRole("radio", { name: q3.wrong, exact: true })).toBeChecked();
  await page.getByRole("navigation", { name: "Questions" }).getByRole("button", { name: "Question 1, Answered" }).click();
  await expect(page.getByRole("radio", { name: q1.right, exact: true })).toBeChecked();

  // The rest right (all but question 3), then Submit on the last question.
  for (let i = 3; i < of; i++) {
    await page.getByRole("navigation", { name: "Questions" }).getByRole("button", { name: new RegExp(`^Question ${i + 1},`) }).click();
    await expect(position(page)).toHaveText(`Question ${i + 1} of ${of}`);
    await answer(page, await shownQuestion(page, a), true);
  }
  await expect(page.getByRole("button", { name: "Next Question" })).toHaveCount(0);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByText("Your assessment has been submitted successfully!", { exact: true })).toBeVisible();
  const result = page.getByTestId("assessment-result");
  const score = `${Math.round((100 * (of - 1)) / of)}%`;
  await expect(result.getByTestId("assessment-score")).toHaveText(score);
  await expect(result.getByText("Passed", { exact: true })).toBeVisible();
  await expect(result.getByText(`${of - 1} of ${of} questions correct. Passing score: 70%.`)).toBeVisible();
  await expect(result.getByRole("button", { name: "Retake Assessment" })).toHaveCount(0);
  await shot(page, { path: testInfo.outputPath("assessment-result-desktop.png"), fullPage: true });

  // Reopening shows the result, not a new attempt; the grade is listed.
  await page.reload();
  await expect(page.getByTestId("assessment-score")).toHaveText(score);
  await result.getByRole("link", { name: "View Grades" }).click();
  await expect(page.getByRole("row", { name: new RegExp(a.title) })).toContainText(score);
});

test("a failed attempt offers a retake with the attempts left, then the cooldown once they are used", async ({ page }) => {
  test.slow(); // three whole attempts
  const userId = await signUpStudent(page.request);
  await enrol(userId, "obadiah");
  const a = await seededAssessment("obadiah");
  await page.goto(`/assessment/${a.id}`);
  await expectNoAxeViolations(page);
  const attempts = page.getByTestId("assessment-attempts");
  const submitFailing = async () => {
    await page.getByRole("navigation", { name: "Questions" }).getByRole("button", { name: new RegExp(`^Question ${a.drawn},`) }).click();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit anyway" }).click();
    await expect(page.getByTestId("assessment-score")).toHaveText("0%");
  };
  await page.getByRole("button", { name: "Start Assessment" }).click();
  await answer(page, await shownQuestion(page, a), false);
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Questions" }).getByRole("button", { name: new RegExp(`^Question ${a.drawn},`) }).click();
  await expect(page.getByText(`${a.drawn - 1} questions are still unanswered.`)).toBeVisible();
  // Submitting with questions unanswered asks first, naming how many; "Keep answering" goes back to the attempt.
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Submit with unanswered questions?" });
  await expect(confirm).toContainText(`${a.drawn - 1} questions are still unanswered. Unanswered questions are marked wrong.`);
  await expect(confirm.getByRole("button", { name: "Keep answering" })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Keep answering" }).click();
  await expect(confirm).toBeHidden();
  await expect(position(page)).toHaveText(`Question ${a.drawn} of ${a.drawn}`);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await confirm.getByRole("button", { name: "Submit anyway" }).click();
  await expect(page.getByTestId("assessment-score")).toHaveText("0%");
  await expect(page.getByText("Not passed")).toBeVisible();
  await expect(attempts).toHaveText("Attempts left: 2 of 3 every 24 hours.");
  await expect(page.getByTestId("assessment-lifetime-attempts")).toHaveText("Attempts left at this assessment: 4 of 5 in all.");
  // The review teaches without leaking: a lesson to re-read per question, not which were right nor the key.
  const review = page.getByRole("region", { name: "Review your answers" });
  await expect(review.getByText(/^Read again:/).first()).toBeVisible();
  await expect(review.getByText(/^Question \d+, (answered correctly|missed):|^Correct answer:/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Retake Assessment" }).click();
  await expect(position(page)).toHaveText(`Question 1 of ${a.drawn}`);
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);

  // Three attempts a day: after the third, the retake waits until the first is a day old.
  await submitFailing();
  await expect(attempts).toHaveText("Attempts left: 1 of 3 every 24 hours.");
  await page.getByRole("button", { name: "Retake Assessment" }).click();
  await submitFailing();
  await expect(attempts).toHaveText(/^You have used all your attempts for now\. You can try again on .+\.$/);
  await expect(page.getByRole("button", { name: "Retake Assessment" })).toBeDisabled();
  await page.reload();
  await expect(attempts).toHaveText(/^You have used all your attempts for now\./);
  await expectNoAxeViolations(page);
});

test("a student not enrolled sees how to enrol; a missing assessment answers 404", async ({ page }) => {
  await signUpStudent(page.request);
  const a = await seededAssessment("philemon");
  const response = await page.goto(`/assessment/${a.id}`);
  expect(response!.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Enroll to take this assessment" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enroll in Course" })).toHaveAttribute("href", "/checkout/philemon");
  await expect(page.getByRole("radio")).toHaveCount(0);

  const missing = await page.goto("/assessment/no-such-assessment");
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Assessment Not Found" })).toBeVisible();
  await expect(page.getByText("The assessment you're looking for doesn't exist or has no questions.")).toBeVisible();
});
