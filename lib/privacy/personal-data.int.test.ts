// Personal data (issue 15): a student downloads everything the school keeps about them, and deletes their account
// (anonymised, payments kept, every session ended, no sign-in afterwards, an audit entry).
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as login } from "@/app/api/login/route";
import { POST as demoConfirm } from "@/app/api/payments/demo-confirm/route";
import { POST as requestRefund } from "@/app/api/refunds/route";
import { DELETE as deleteAccount } from "@/app/api/users/me/route";
import { GET as exportData } from "@/app/api/users/me/export/route";
import { issueCourseCertificate } from "@/lib/certificates/issue";
import { pdfKeyFor } from "@/lib/certificates/pdf-store";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { changeRole, listUsers } from "@/lib/users/admin";
import { cleanUpPaymentTests, signedInStudent } from "@/test/fake-stripe/helpers";
import { assessmentOf } from "@/test/helpers/assessments";
import { TestClient } from "@/test/http";

const PASSWORD = "purple-cloth-8"; // signedInStudent's
const COOKIE = "next-auth.session-token";

beforeAll(() => {
  process.env.PAYMENTS_PROVIDER = "demo";
});

afterAll(async () => {
  await cleanUpPaymentTests();
  // test/integration-setup.ts closed the pool before this afterAll reopened it: close it again, or Jest waits on it.
  await db.$disconnect();
});

async function buy(client: TestClient, slug: string) {
  const { body } = await client.call(createIntent, { method: "POST", body: { courseId: slug } });
  const paid = await client.call(demoConfirm, { method: "POST", body: { clientSecret: body.clientSecret, cardNumber: "4242424242424242" } });
  expect(paid.status).toBe(200);
}

/** A student with a paid course (later refunded), a free enrollment, progress, a graded attempt, a certificate and its stored PDF. */
async function studentWithRecords(label: string) {
  const { client, user } = await signedInStudent(label);
  await buy(client, "nahum");
  expect((await client.call(requestRefund, { method: "POST", body: { courseId: "nahum" } })).body).toEqual({ status: "refunded" });
  await buy(client, "habakkuk");
  const free = await db.course.findUniqueOrThrow({ where: { slug: "philemon" } });
  await db.enrollment.create({ data: { userId: user.id, courseId: free.id, status: "completed" } });
  const lesson = await db.lesson.findFirstOrThrow({ where: { courseId: free.id }, orderBy: { order: "asc" } });
  await db.lessonProgress.create({ data: { userId: user.id, lessonId: lesson.id, positionSeconds: 42, maxWatchedSeconds: 42 } });
  const quiz = await assessmentOf("philemon");
  const [questionId] = quiz.questionIds;
  await db.assessmentAttempt.create({
    data: {
      userId: user.id,
      assessmentId: quiz.assessment.id,
      status: "submitted",
      deadline: new Date(Date.now() + 60_000),
      submittedAt: new Date(),
      answers: { [questionId!]: quiz.wrong[questionId!]! },
      score: 40,
      passed: false,
    },
  });
  const certificate = (await issueCourseCertificate(user.id, free.id))!;
  await storage().put(pdfKeyFor(certificate.serial, "en"), Buffer.from("%PDF-1.4 test"), "application/pdf");
  await db.passwordResetToken.create({ data: { userId: user.id, tokenHash: `privacy-${user.id}`, expiresAt: new Date(Date.now() + 3600_000) } });
  return { client, user, quiz, questionId: questionId!, certificate };
}

describe("GET /api/users/me/export", () => {
  it("downloads the signed-in student's own data as a private JSON attachment", async () => {
    const me = await studentWithRecords("export-me");
    const someoneElse = await studentWithRecords("export-other");
    const answer = await me.client.call(exportData, { path: "/api/users/me/export" });

    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const data = answer.body;
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.user.email, firstName: "Lydia", lastName: "Thyatira", role: "student" });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(data.enrollments.map((e: { course: { slug: string }; status: string }) => `${e.course.slug}:${e.status}`).sort()).toEqual([
      "habakkuk:active",
      "nahum:refunded",
      "philemon:completed",
    ]);
    expect(data.payments.map((p: { course: { slug: string }; status: string }) => `${p.course.slug}:${p.status}`).sort()).toEqual([
      "habakkuk:succeeded",
      "nahum:refunded",
    ]);
    expect(data.lessonProgress).toEqual([expect.objectContaining({ positionSeconds: 42, course: { slug: "philemon", title: expect.any(String) } })]);
    const question = me.quiz.assessment.questions.find((q) => q.id === me.questionId)!;
    const chosen = question.options.find((o) => o.id === me.quiz.wrong[me.questionId])!;
    expect(data.assessmentAttempts).toEqual([
      expect.objectContaining({ score: 40, passed: false, answers: [{ question: question.text, answer: chosen.text }] }),
    ]);
    // What they answered, never which option was right.
    expect(JSON.stringify(data.assessmentAttempts)).not.toMatch(/isCorrect|correct/i);
    expect(data.certificates).toEqual([expect.objectContaining({ serial: me.certificate.serial, type: "course_completion" })]);
    // The refund they asked for and its completion, both about their payment, both done by them.
    expect(data.auditLog.map((e: { action: string; by: string }) => `${e.action}:${e.by}`)).toEqual(["payment.refund_requested:you", "payment.refunded:you"]);

    // Nothing of the other student's.
    const text = JSON.stringify(data);
    expect(text).not.toContain(someoneElse.user.id);
    expect(text).not.toContain(someoneElse.user.email);
    expect(text).not.toContain(someoneElse.certificate.serial);
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    const answer = await new TestClient().call(exportData, { path: "/api/users/me/export" });
    expect(answer.status).toBe(401);
  });
});

describe("DELETE /api/users/me", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const { client, user } = await signedInStudent("delete-wrong");
    const answer = await client.call(deleteAccount, { method: "DELETE", path: "/api/users/me", body: { password: "not-my-password-1" } });
    expect(answer).toMatchObject({ status: 403, body: { code: "WRONG_PASSWORD" } });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email, deletedAt: null });
    expect((await client.call(exportData, { path: "/api/users/me/export" })).status).toBe(200);
  });

  it("answers 401 to a visitor who is not signed in, before reading the body", async () => {
    expect((await new TestClient().call(deleteAccount, { method: "DELETE", path: "/api/users/me", body: {} })).status).toBe(401);
  });

  it("anonymises the account, keeps its payments, ends every session and leaves an audit entry", async () => {
    const me = await studentWithRecords("delete-me");
    const otherBrowser = new TestClient();
    expect((await otherBrowser.call(login, { method: "POST", body: { email: me.user.email, password: PASSWORD } })).status).toBe(200);
    const paymentsBefore = await db.payment.findMany({ where: { userId: me.user.id }, orderBy: { id: "asc" } });

    const answer = await me.client.call(deleteAccount, { method: "DELETE", path: "/api/users/me", body: { password: PASSWORD } });
    expect(answer.status).toBe(204);
    // This browser's cookie is emptied by the answer.
    expect(answer.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))).toMatch(/^next-auth\.session-token=;.*Max-Age=0/i);
    expect(me.client.cookies.has(COOKIE)).toBe(false);

    const row = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(row).toMatchObject({ firstName: "Deleted", lastName: "user", email: `deleted-${me.user.id}@deleted.invalid`, deletedAt: expect.any(Date) });
    expect(row.passwordHash.startsWith("$argon2")).toBe(false);
    // Kept for the accounts, unchanged and still linked to the row.
    expect(await db.payment.findMany({ where: { userId: me.user.id }, orderBy: { id: "asc" } })).toEqual(paymentsBefore);
    // Enrollments a payment paid for stay with it; the free one goes.
    const enrollments = await db.enrollment.findMany({ where: { userId: me.user.id }, include: { course: true } });
    expect(enrollments.map((e) => e.course.slug).sort()).toEqual(["habakkuk", "nahum"]);
    expect(await db.lessonProgress.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db.assessmentAttempt.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db.certificate.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db.passwordResetToken.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await storage().stat(pdfKeyFor(me.certificate.serial, "en"))).toBeNull();

    // Every session has ended, the other browser's too.
    expect((await otherBrowser.call(exportData, { path: "/api/users/me/export" })).status).toBe(401);
    // No sign-in, by the old address or the new one.
    for (const email of [me.user.email, row.email]) {
      expect((await new TestClient().call(login, { method: "POST", body: { email, password: PASSWORD } })).status).toBe(401);
    }

    const [entry] = await db.auditLog.findMany({ where: { action: "user.deleted", targetId: me.user.id } });
    expect(entry).toMatchObject({
      actorId: me.user.id,
      targetType: "user",
      details: { keptPayments: 2, removed: { enrollments: 1, lessonProgress: 1, attempts: 1, certificates: 1 } },
    });
    // Gone from the admin's list of users, and no role to change.
    expect((await listUsers({ query: "deleted" })).users.map((u) => u.id)).not.toContain(me.user.id);
    const admin = await db.user.findFirstOrThrow({ where: { email: "admin@example.com" } });
    await expect(changeRole(admin.id, me.user.id, "instructor")).rejects.toMatchObject({ status: 404 });
  });

  it("refuses staff accounts (409) before checking any password: an admin first makes them a student", async () => {
    const { user } = await signedInStudent("delete-staff");
    const admin = await db.user.findFirstOrThrow({ where: { email: "admin@example.com" } });
    await changeRole(admin.id, user.id, "instructor");
    const instructor = new TestClient();
    await instructor.call(login, { method: "POST", body: { email: user.email, password: PASSWORD } });
    const answer = await instructor.call(deleteAccount, { method: "DELETE", path: "/api/users/me", body: { password: PASSWORD } });
    expect(answer).toMatchObject({ status: 409, body: { code: "STAFF_ACCOUNT" } });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ deletedAt: null, role: "instructor" });

    // The demo admin (the only one, or not) is refused the same way; the last admin can never be demoted.
    const adminClient = new TestClient();
    await adminClient.call(login, { method: "POST", body: { email: "admin@example.com", password: "AdminTheWord1" } });
    expect((await adminClient.call(deleteAccount, { method: "DELETE", path: "/api/users/me", body: { password: "AdminTheWord1" } })).status).toBe(409);
    expect(await db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({ deletedAt: null, role: "admin" });
  });
});
