// The refund rule: a student's refund is refused (409, code REFUND_COURSE_USED, shown in the reader's language) once
// they have submitted an attempt at the course's final assessment or downloaded its certificate; otherwise the
// 30-day refund stays open (an attempt at another assessment does not close it, nor an admin's download).
import { GET as pdf } from "@/app/api/certificates/[id]/pdf/route";
import { GET as refundState, POST as requestRefund } from "@/app/api/refunds/route";
import { courseScopeKey } from "@/lib/certificates/scope";
import { db } from "@/lib/db";
import { translatorFor } from "@/lib/i18n/translator";
import { api } from "@/test/helpers/assessments";
import { signedIn } from "@/test/helpers/lessons";
import { buyWithDemoCard as buy, cleanUpPaymentTests, signedInStudent } from "@/test/fake-stripe/helpers";
import type { TestClient } from "@/test/http";

beforeAll(() => {
  process.env.PAYMENTS_PROVIDER = "demo";
});
afterAll(() => cleanUpPaymentTests());

/** Starts and submits one attempt (every shown question answered with its first option) through the API. */
async function sit(client: TestClient, assessmentId: string) {
  const start = await api.attempt(client, { assessmentId, status: "in_progress" });
  expect(start.status).toBe(201);
  const answers = Object.fromEntries((start.body.questions as { id: string; options: { id: string }[] }[]).map((q) => [q.id, q.options[0]!.id]));
  const done = await api.attempt(client, { assessmentId, attemptId: start.body.id, answers, status: "completed" });
  expect(done.status).toBe(200);
}

const assessmentOfType = (courseId: string, type: "quiz" | "midterm" | "final") =>
  db.assessment.findFirstOrThrow({ where: { courseId, type }, select: { id: true } });
const state = (client: TestClient, slug: string) => client.call(refundState, { path: `/api/refunds?courseId=${slug}` });
const refund = (client: TestClient, slug: string) => client.call(requestRefund, { method: "POST", body: { courseId: slug } });

const downloadPdf = (client: TestClient, id: string) => {
  const headers = new Headers({ cookie: client.cookieHeader() });
  return pdf(new Request(`http://localhost/api/certificates/${id}/pdf`, { headers }), { params: Promise.resolve({ id }) });
};

describe("the refund rule", () => {
  it("stays open after an attempt at another assessment, and closes once a final attempt is submitted", async () => {
    const { client, user } = await signedInStudent("refund-final");
    const course = await buy(client, "genesis");
    await sit(client, (await assessmentOfType(course.id, "midterm")).id);
    expect((await state(client, course.slug)).body).toMatchObject({ status: "refundable" });

    await sit(client, (await assessmentOfType(course.id, "final")).id);
    expect((await state(client, course.slug)).body).toEqual({ status: "closed", reason: "final_attempt" });
    const refused = await refund(client, course.slug);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "REFUND_COURSE_USED", error: expect.stringMatching(/submitted an attempt at its final assessment/) });
    // Nothing written: the payment and the enrolment stand.
    expect(await db.payment.findFirstOrThrow({ where: { userId: user.id, courseId: course.id } })).toMatchObject({ status: "succeeded" });
    expect(await db.enrollment.findFirstOrThrow({ where: { userId: user.id, courseId: course.id } })).toMatchObject({ status: "active" });
  });

  it("closes once the holder downloads the certificate, not when an admin does", async () => {
    const { client, user } = await signedInStudent("refund-certificate");
    const course = await buy(client, "ruth");
    // Issued directly (as a completed course would have it), with no final attempt, so only the download counts.
    const certificate = await db.certificate.create({
      data: { userId: user.id, courseId: course.id, type: "course_completion", title: "Ruth – Course Completion", serial: `BSA-RC-${Date.now().toString(36).toUpperCase()}`, scopeKey: courseScopeKey(user.id, course.id) },
    });
    const admin = await signedIn("admin@example.com", "AdminTheWord1");
    expect((await downloadPdf(admin, certificate.id)).status).toBe(200);
    expect((await state(client, course.slug)).body).toMatchObject({ status: "refundable" });

    expect((await downloadPdf(client, certificate.id)).status).toBe(200);
    expect((await db.certificate.findUniqueOrThrow({ where: { id: certificate.id } })).downloadedAt).toBeInstanceOf(Date);
    expect((await state(client, course.slug)).body).toEqual({ status: "closed", reason: "certificate" });
    const refused = await refund(client, course.slug);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "REFUND_COURSE_USED", error: expect.stringMatching(/downloaded its certificate/) });
  });

  it("refunds a course whose final was never submitted and whose certificate was never downloaded", async () => {
    const { client } = await signedInStudent("refund-open");
    const course = await buy(client, "jonah");
    const final = await assessmentOfType(course.id, "final");
    expect((await api.attempt(client, { assessmentId: final.id, status: "in_progress" })).status).toBe(201); // started, not submitted
    expect(await refund(client, course.slug)).toMatchObject({ status: 200, body: { status: "refunded" } });
  });

  it("has its message in the reader's language (English and German)", async () => {
    const [en, de] = await Promise.all([translatorFor("en", "ApiErrors"), translatorFor("de", "ApiErrors")]);
    expect(en("REFUND_COURSE_USED")).toBe("This course can no longer be refunded: you have submitted an attempt at its final assessment or downloaded its certificate.");
    expect(de("REFUND_COURSE_USED")).toBe("Dieser Kurs kann nicht mehr erstattet werden: Sie haben einen Versuch der Abschlussprüfung abgegeben oder das Zertifikat heruntergeladen.");
  });
});
