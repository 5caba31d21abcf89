import { expect, test, type Page } from "@playwright/test";
import { seededAssessment, shownQuestion } from "./assessment-fixtures";
import { certifiedStudent } from "./certificate-fixtures";
import { enrol, signUpStudent } from "./lesson-fixtures";
import { query } from "./support";

// Issue 28, after paying and after finishing: the receipt after paying and under Purchases, the dashboard of a
// student whose course is completed, the results of the pass that completes a course, the assessment's
// navigation on a phone, and the refund confirmation of a student who holds the course's certificate.

async function payWithDemoCard(page: Page, slug: string) {
  await page.goto(`/checkout/${slug}`);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

test("after paying, the page shows the enrolment and its receipt, which Purchases keeps", async ({ page }) => {
  const userId = await signUpStudent(page.request);
  await page.goto("/checkout/ruth");
  const total = await page.getByTestId("order-total").textContent();
  await payWithDemoCard(page, "ruth");

  await expect(page.getByRole("heading", { name: "You're enrolled in Ruth" })).toBeFocused();
  // The payment's headings are gone: no "Complete Your Enrollment / Payment Details" above the enrolment.
  await expect(page.getByRole("heading", { name: "Complete Your Enrollment" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Payment Details" })).toHaveCount(0);
  const [payment] = await query<{ id: string; orderNumber: number }>(`SELECT id, "orderNumber" FROM payments WHERE "userId" = $1`, [userId]);
  const orderNumber = `BSA-${String(payment!.orderNumber).padStart(6, "0")}`;
  const receipt = page.getByRole("region", { name: "Receipt" });
  await expect(receipt.getByTestId("receipt-order-number")).toHaveText(orderNumber);
  await expect(receipt.getByTestId("receipt-course")).toHaveText("Ruth");
  await expect(receipt.getByTestId("receipt-amount")).toHaveText(total!);
  await expect(receipt.getByTestId("receipt-card")).toHaveText("Visa •••• 4242");
  await expect(receipt.getByTestId("receipt-status")).toHaveText("Paid");
  await expect(page.getByRole("link", { name: "Start lesson 1" })).toBeVisible();

  await receipt.getByRole("link", { name: "Print receipt" }).click();
  await expect(page).toHaveURL(new RegExp(`/purchases/${payment!.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Receipt ${orderNumber}`);
  await expect(page.getByTestId("receipt-card")).toHaveText("Visa •••• 4242");
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeVisible();
  await page.getByRole("link", { name: "All purchases" }).click();
  await expect(page.getByTestId("purchase")).toHaveCount(1);
  await expect(page.getByTestId("purchase")).toContainText(orderNumber);
  // Someone else's receipt is not found.
  const [other] = await query<{ id: string }>(`SELECT id FROM payments WHERE "userId" <> $1 AND status = 'succeeded' LIMIT 1`, [userId]);
  if (other) expect((await page.goto(`/purchases/${other.id}`))!.status()).toBe(404);
});

test("a student whose only course is completed sees it under Completed, with its certificate", async ({ page }) => {
  const student = await certifiedStudent(page, "philemon");
  await page.goto("/dashboard");
  const courses = page.getByRole("region", { name: "Current Courses" });
  await expect(courses.getByRole("heading", { name: "Completed (1)" })).toBeVisible();
  await expect(courses.getByRole("heading", { name: "In progress (0)" })).toBeVisible();
  await expect(page.getByText("You're not enrolled in any courses yet.")).toHaveCount(0);
  const completed = courses.getByTestId("completed-course");
  await expect(completed).toContainText("Philemon");
  await expect(completed.getByRole("link", { name: "View certificate: Philemon" })).toHaveAttribute("href", `/verify/${student.serial}`);
});

test("the pass that completes a course says so and leads to the certificate, to view and to share", async ({ page }) => {
  test.slow(); // a whole attempt
  // A course whose one assessment (with questions) is all that is left once its lessons are done.
  const [course] = await query<{ slug: string }>(
    `SELECT c.slug FROM courses c WHERE c.state = 'published'
       AND (SELECT count(*) FROM assessments a WHERE a."courseId" = c.id) = 1
       AND EXISTS (SELECT 1 FROM assessments a JOIN questions q ON q."assessmentId" = a.id WHERE a."courseId" = c.id)
     ORDER BY c.slug DESC LIMIT 1`,
  );
  const userId = await signUpStudent(page.request);
  await enrol(userId, course!.slug);
  await query(
    `INSERT INTO lesson_progress (id, "userId", "lessonId", "completedAt", "updatedAt")
     SELECT gen_random_uuid()::text, $1, l.id, now(), now() FROM lessons l JOIN courses c ON c.id = l."courseId" WHERE c.slug = $2`,
    [userId, course!.slug],
  );
  const a = await seededAssessment(course!.slug);
  await page.goto(`/assessment/${a.id}`);
  await page.getByRole("button", { name: "Start Assessment" }).click();
  for (let i = 1; i <= a.drawn; i++) {
    const q = await shownQuestion(page, a);
    await page.getByRole("radio", { name: q.right, exact: true }).check();
    if (i < a.drawn) await page.getByRole("button", { name: "Next Question" }).click();
  }
  // Every question answered: Submit submits, without asking.
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByTestId("assessment-score")).toHaveText("100%");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const complete = page.getByRole("region", { name: "Course complete!" });
  await expect(complete).toBeVisible();
  const [certificate] = await query<{ serial: string }>(`SELECT serial FROM certificates WHERE "userId" = $1 AND "revokedAt" IS NULL`, [userId]);
  await expect(complete.getByRole("link", { name: /^View your certificate for / })).toHaveAttribute("href", `/verify/${certificate!.serial}`);
  await expect(complete.getByTestId("linkedin-add")).toHaveAttribute("href", new RegExp(`certId=${certificate!.serial}`));
  await expect(complete.getByRole("button", { name: /^Copy link/ })).toBeVisible();
  await complete.getByRole("link", { name: /^View your certificate for / }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${certificate!.serial}$`));
});

test("on a phone, Previous, Next and Submit stay on screen without scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const userId = await signUpStudent(page.request);
  await enrol(userId, "jude");
  const a = await seededAssessment("jude");
  await page.goto(`/assessment/${a.id}`);
  await page.getByRole("button", { name: "Start Assessment" }).click();
  const withinViewport = async (name: string) => {
    const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  };
  for (let i = 1; i < a.drawn; i++) {
    await expect(page.getByTestId("assessment-position")).toHaveText(`Question ${i} of ${a.drawn}`);
    await withinViewport("Previous Question");
    await withinViewport("Next Question");
    await page.getByRole("button", { name: "Next Question" }).click();
  }
  await withinViewport("Submit");
  // The bar does not hide the question: at the bottom of the page the last option is above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const options = page.getByRole("radio");
  const lastOption = (await options.nth((await options.count()) - 1).boundingBox())!;
  const bar = (await page.getByTestId("assessment-nav").boundingBox())!;
  expect(lastOption.y + lastOption.height).toBeLessThanOrEqual(bar.y);
});

test("the refund confirmation says the certificate will be revoked, only to a student who holds it", async ({ page }) => {
  await signUpStudent(page.request);
  await payWithDemoCard(page, "esther");
  await expect(page.getByRole("heading", { name: "You're enrolled in Esther" })).toBeVisible();
  await page.goto("/course/esther");
  await page.getByRole("button", { name: "Request a Refund" }).click();
  await expect(page.getByText("Refund this course? You will lose access to it.")).toBeVisible();
  await expect(page.getByTestId("refund-revokes")).toHaveCount(0);

  // Another student, who completed the course and holds its certificate (not downloaded: still refundable).
  const student = await certifiedStudent(page, "micah");
  await query(
    `INSERT INTO payments (id, "userId", "courseId", provider, "providerPaymentId", "amountCents", currency, status, "succeededAt", "updatedAt")
     VALUES ('e2e-pay-' || $1, $1, $2, 'demo', 'pi_demo_e2e_' || $1, 1000, 'usd', 'succeeded', now(), now())`,
    [student.userId, student.courseId],
  );
  await page.goto("/course/micah");
  await page.getByRole("button", { name: "Request a Refund" }).click();
  await expect(page.getByTestId("refund-revokes")).toHaveText("Your certificate for this course will be revoked.");
});
