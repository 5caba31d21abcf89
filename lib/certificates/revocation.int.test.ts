// Buy (demo provider) → pass the course → refund: the certificate, and the diploma that counted the course, are
// revoked in the refund's transaction; the list drops them, the PDF answers 410, the verification says revoked.
// A student may not refund a course once its final is submitted (lib/purchases/refund-closed.ts), so these
// refunds are an admin's, which stay allowed at any time.
import { db } from "@/lib/db";
import { buyWithDemoCard as buy, cleanUpPaymentTests, signedInStudent } from "@/test/fake-stripe/helpers";
import type { TestClient } from "@/test/http";
import { POST as requestRefund } from "@/app/api/refunds/route";
import { POST as adminRefund } from "@/app/api/admin/payments/[paymentId]/refund/route";
import { signedIn } from "@/test/helpers/lessons";
import { GET as pdf } from "@/app/api/certificates/[id]/pdf/route";
import { GET as credential } from "@/app/api/certificates/[id]/credential/route";
import { GET as status } from "@/app/api/certificates/[id]/status/route";
import { GET as keys } from "@/app/api/certificates/keys/route";
import { createLocalJWKSet, jwtVerify } from "jose";
import { listCertificates } from "@/lib/dashboard/certificates";
import { recomputeEnrollment } from "@/lib/progress/enrollment";
import { diplomaScopeKey } from "./scope";
import { findCertificateBySerial } from "./verify";
import { setCertificateVisibility } from "./visibility";

beforeAll(() => {
  process.env.PAYMENTS_PROVIDER = "demo";
});
afterAll(() => cleanUpPaymentTests());

/** Every lesson watched and every assessment passed: progress completes the course and issues its certificate. */
async function pass(userId: string, courseId: string) {
  const lessons = await db.lesson.findMany({ where: { courseId } });
  await db.lessonProgress.createMany({ data: lessons.map((l) => ({ userId, lessonId: l.id, completedAt: new Date() })) });
  const assessments = await db.assessment.findMany({ where: { courseId } });
  await db.assessmentAttempt.createMany({
    data: assessments.map((a) => ({ userId, assessmentId: a.id, status: "submitted" as const, deadline: new Date(), submittedAt: new Date(), score: 100, passed: true })),
  });
  expect((await recomputeEnrollment(userId, courseId))?.status).toBe("completed");
  return db.certificate.findFirstOrThrow({ where: { userId, courseId } });
}

/** The seeded admin refunds the student's payment for the course (POST /api/admin/payments/:id/refund). */
async function adminRefunds(userId: string, courseId: string) {
  const payment = await db.payment.findFirstOrThrow({ where: { userId, courseId, status: "succeeded" } });
  const admin = await signedIn("admin@example.com", "AdminTheWord1");
  const { body } = await admin.call(adminRefund, { method: "POST", params: { paymentId: payment.id } });
  return body as { status: string };
}

const get = (handler: typeof pdf, id: string, client?: TestClient) => {
  const headers = new Headers();
  if (client?.cookies.size) headers.set("cookie", client.cookieHeader());
  return handler(new Request(`http://localhost/api/certificates/${id}/x`, { headers }), { params: Promise.resolve({ id }) });
};

/** The credential signed as a VC-JWT, checked with the school's published keys. */
async function verifiedJwt(serial: string) {
  const response = await credential(new Request(`http://localhost/api/certificates/${serial}/credential?format=jwt`), { params: Promise.resolve({ id: serial }) });
  expect(response.headers.get("content-type")).toBe("application/vc+jwt");
  const jwks = createLocalJWKSet(await (await keys(new Request("http://localhost/api/certificates/keys"), { params: Promise.resolve({}) })).json());
  return jwtVerify(await response.text(), jwks, { algorithms: ["RS256"] });
}

describe("a refund revokes the certificate", () => {
  it("buy → pass → refund: the course certificate and the diploma are revoked, unlisted, not downloadable, shown revoked", async () => {
    const { client, user } = await signedInStudent("revoke");
    const course = await buy(client, "haggai");
    const certificate = await pass(user.id, course.id);
    // The diploma counts every Bible-book course, Haggai among them (written directly: 66 courses are out of reach).
    const diploma = await db.certificate.create({
      data: { userId: user.id, type: "diploma", title: "Diploma in Biblical Studies", serial: `BSA-TEST-${Date.now().toString(36).toUpperCase()}`, scopeKey: diplomaScopeKey(user.id) },
    });
    expect((await listCertificates(user.id)).map((c) => c.id).sort()).toEqual([certificate.id, diploma.id].sort());
    expect((await get(pdf, certificate.id, client)).status).toBe(200);
    expect((await findCertificateBySerial(certificate.serial, "en"))!.revokedAt).toBeNull();

    const refused = await client.call(requestRefund, { method: "POST", body: { courseId: course.slug } });
    expect(refused).toMatchObject({ status: 409, body: { code: "REFUND_COURSE_USED" } });
    expect((await adminRefunds(user.id, course.id)).status).toBe("refunded");

    const [payment, after, diplomaAfter] = await Promise.all([
      db.payment.findFirstOrThrow({ where: { userId: user.id, courseId: course.id } }),
      db.certificate.findUniqueOrThrow({ where: { id: certificate.id } }),
      db.certificate.findUniqueOrThrow({ where: { id: diploma.id } }),
    ]);
    // Same transaction: the very timestamp of the refund.
    expect(after.revokedAt).toEqual(payment.refundedAt);
    expect(after.revokedReason).toBe("refund");
    expect(diplomaAfter.revokedAt).toEqual(payment.refundedAt);
    expect(diplomaAfter.revokedReason).toBe("course_refunded");
    // The scope is freed: buying and completing the course again would issue a new certificate.
    expect(after.scopeKey).toBe(`${user.id}:${course.id}:revoked:${certificate.id}`);

    // 1. The certificates page (and the API) no longer offer them.
    expect(await listCertificates(user.id)).toEqual([]);
    // 2. The PDF answers 410 with a clear message.
    const gone = await get(pdf, certificate.id, client);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ code: "CERTIFICATE_REVOKED", error: expect.stringMatching(/revoked on \d{4}-\d{2}-\d{2}/) });
    // 3. The verification knows the date; the credential and its status list say revoked.
    expect((await findCertificateBySerial(certificate.serial, "es"))!.revokedAt).toEqual(payment.refundedAt);
    const json = await (await get(credential, certificate.serial)).json();
    expect(json.validUntil).toBe(payment.refundedAt!.toISOString());
    const list = await (await get(status, certificate.serial)).json();
    expect(list.revokedCredentials).toEqual([expect.objectContaining({ id: json.id })]);
    // Its signed form expired when it was revoked.
    await expect(verifiedJwt(certificate.serial)).rejects.toMatchObject({ code: "ERR_JWT_EXPIRED" });
    // The holder can no longer publish it.
    await expect(setCertificateVisibility(user.id, { certificateId: certificate.id, isPublic: true })).rejects.toMatchObject({ status: 404 });
  });

  it("a refund of a ministry course leaves the diploma alone", async () => {
    const { client, user } = await signedInStudent("revoke-ministry");
    const ministry = await db.course.findFirstOrThrow({ where: { testament: null, price: { gt: 0 } } });
    await buy(client, ministry.slug);
    const certificate = await pass(user.id, ministry.id);
    const diploma = await db.certificate.create({
      data: { userId: user.id, type: "diploma", title: "Diploma in Biblical Studies", serial: `BSA-TESTM-${Date.now().toString(36).toUpperCase()}`, scopeKey: diplomaScopeKey(user.id) },
    });
    expect((await adminRefunds(user.id, ministry.id)).status).toBe("refunded");
    expect((await db.certificate.findUniqueOrThrow({ where: { id: certificate.id } })).revokedAt).not.toBeNull();
    expect((await db.certificate.findUniqueOrThrow({ where: { id: diploma.id } })).revokedAt).toBeNull();
  });
});

describe("the public choice", () => {
  it("only the holder makes a certificate's verification page public", async () => {
    const { client, user } = await signedInStudent("public");
    const course = await buy(client, "nahum");
    const certificate = await pass(user.id, course.id);
    const { user: other } = await signedInStudent("public-other");
    await expect(setCertificateVisibility(other.id, { certificateId: certificate.id, isPublic: true })).rejects.toMatchObject({ status: 403 });
    expect(await setCertificateVisibility(user.id, { certificateId: certificate.id, isPublic: true })).toEqual({ id: certificate.id, isPublic: true });
    expect((await findCertificateBySerial(certificate.serial, "en"))!.isPublic).toBe(true);
    const json = await (await get(credential, certificate.serial)).json();
    expect(json.credentialSubject.achievement.name).toBe("Nahum – Course Completion");
    // The same credential signed as a VC-JWT (RS256), by the key the school publishes.
    const { payload, protectedHeader } = await verifiedJwt(certificate.serial);
    expect(protectedHeader).toMatchObject({ alg: "RS256", typ: "JWT", kid: expect.stringContaining("/api/certificates/keys#") });
    expect(payload).toMatchObject({ iss: json.issuer.id, jti: json.id, credentialSubject: json.credentialSubject, validFrom: json.validFrom });
    expect(payload.nbf).toBe(Math.floor(new Date(json.validFrom).getTime() / 1000));
  });
});
