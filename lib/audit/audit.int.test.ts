// The audit log (issue 15): an admin's role change and every refund (asked for, completed) are written in the
// same transaction as the change itself, and only admins see them, on /admin/audit.
import { POST as adminRefund } from "@/app/api/admin/payments/[paymentId]/refund/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as demoConfirm } from "@/app/api/payments/demo-confirm/route";
import { POST as requestRefund } from "@/app/api/refunds/route";
import AdminAuditPage from "@/app/[locale]/(admin)/admin/audit/page";
import { db } from "@/lib/db";
import { inTransaction } from "@/lib/db/transaction";
import { completeRefund } from "@/lib/purchases/refund";
import { changeRoleAction } from "@/lib/users/actions";
import { cleanUpPaymentTests, signedInStudent } from "@/test/fake-stripe/helpers";
import { signedIn } from "@/test/helpers/lessons";
import type { TestClient } from "@/test/http";
import { setTestRequest } from "@/test/next-headers";
import { listAuditEntries } from "./list";

// The page translates through next-intl's server functions, which need Next's react-server environment: stand-ins.
jest.mock("next-intl/server", () => ({
  setRequestLocale: jest.fn(),
  getTranslations: jest.fn(async () => (key: string) => key),
  getFormatter: jest.fn(async () => ({ dateTime: () => "a date", number: (n: number) => String(n) })),
}));

const ADMIN = { email: "admin@example.com", password: "AdminTheWord1" };

let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  process.env.PAYMENTS_PROVIDER = "demo";
  admin = await signedIn(ADMIN.email, ADMIN.password);
  adminId = (await db.user.findUniqueOrThrow({ where: { email: ADMIN.email } })).id;
});

afterAll(async () => {
  await cleanUpPaymentTests();
  // test/integration-setup.ts closed the pool before this afterAll reopened it: close it again, or Jest waits on it.
  await db.$disconnect();
});

const entriesAbout = (targetId: string) => db.auditLog.findMany({ where: { targetId }, orderBy: { createdAt: "asc" } });
const asBrowser = (client: TestClient) => setTestRequest({ cookies: Object.fromEntries(client.cookies) });

async function paidStudent(label: string, slug: string) {
  const { client, user } = await signedInStudent(label);
  const { body } = await client.call(createIntent, { method: "POST", body: { courseId: slug } });
  await client.call(demoConfirm, { method: "POST", body: { clientSecret: body.clientSecret, cardNumber: "4242424242424242" } });
  const payment = await db.payment.findFirstOrThrow({ where: { userId: user.id, status: "succeeded" } });
  return { client, user, payment };
}

describe("role changes", () => {
  it("records who changed whose role, from what to what; saving the same role records nothing", async () => {
    const { user } = await signedInStudent("audit-role");
    asBrowser(admin);
    expect(await changeRoleAction({ userId: user.id, role: "instructor" })).toMatchObject({ ok: true });
    expect(await changeRoleAction({ userId: user.id, role: "instructor" })).toMatchObject({ ok: true });
    expect(await entriesAbout(user.id)).toEqual([
      expect.objectContaining({ actorId: adminId, action: "user.role_changed", targetType: "user", details: { from: "student", to: "instructor" } }),
    ]);
  });

  it("a refused change (the admin demoting themself) records nothing", async () => {
    asBrowser(admin);
    const before = await db.auditLog.count({ where: { targetId: adminId } });
    expect(await changeRoleAction({ userId: adminId, role: "student" })).toMatchObject({ ok: false, code: "SELF_DEMOTION" });
    expect(await db.auditLog.count({ where: { targetId: adminId } })).toBe(before);
  });

  it("is one transaction with its entry: when the entry cannot be written, the role stays", async () => {
    const { user } = await signedInStudent("audit-atomic");
    const trigger = `test_audit_fault_${user.id}`;
    await db.$executeRawUnsafe(`
      CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."targetId" = '${user.id}' THEN RAISE EXCEPTION 'simulated crash'; END IF; RETURN NEW; END $$`);
    await db.$executeRawUnsafe(`CREATE TRIGGER ${trigger} BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION ${trigger}()`);
    try {
      asBrowser(admin);
      expect(await changeRoleAction({ userId: user.id, role: "admin" })).toMatchObject({ ok: false, status: 500 });
      expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ role: "student", sessionVersion: 0 });
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${trigger} ON "audit_log"`);
      await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${trigger}()`);
    }
  });
});

describe("refunds", () => {
  it("a student's refund: the request and its completion, both by the student", async () => {
    const { client, user, payment } = await paidStudent("audit-refund-student", "obadiah");
    expect((await client.call(requestRefund, { method: "POST", body: { courseId: "obadiah" } })).body).toEqual({ status: "refunded" });
    const details = { userId: user.id, courseId: payment.courseId, amountCents: payment.amountCents, currency: payment.currency };
    expect(await entriesAbout(payment.id)).toEqual([
      expect.objectContaining({ actorId: user.id, action: "payment.refund_requested", targetType: "payment", details: { ...details, requestedBy: "student" } }),
      expect.objectContaining({ actorId: user.id, action: "payment.refunded", targetType: "payment", details }),
    ]);
  });

  it("an admin's refund is recorded as the admin's; a second click (409) records nothing", async () => {
    const { payment } = await paidStudent("audit-refund-admin", "zephaniah");
    expect((await admin.call(adminRefund, { method: "POST", params: { paymentId: payment.id } })).status).toBe(200);
    expect((await admin.call(adminRefund, { method: "POST", params: { paymentId: payment.id } })).status).toBe(409);
    const entries = await entriesAbout(payment.id);
    expect(entries.map((e) => [e.actorId, e.action, (e.details as { requestedBy?: string }).requestedBy])).toEqual([
      [adminId, "payment.refund_requested", "admin"],
      [adminId, "payment.refunded", undefined],
    ]);
  });

  it("a refund completed by the provider's webhook has no actor, and a replay records nothing more", async () => {
    const { payment } = await paidStudent("audit-refund-webhook", "haggai");
    await db.payment.update({ where: { id: payment.id }, data: { status: "refund_pending" } });
    await inTransaction((tx) => completeRefund(tx, payment.providerPaymentId, "re_audit"));
    await inTransaction((tx) => completeRefund(tx, payment.providerPaymentId, "re_audit"));
    expect(await entriesAbout(payment.id)).toEqual([expect.objectContaining({ actorId: null, action: "payment.refunded" })]);
  });
});

describe("/admin/audit", () => {
  const props = (page?: string) => ({ params: Promise.resolve({ locale: "en" }), searchParams: Promise.resolve(page ? { page } : {}) }) as never;

  it("answers a signed-in student or instructor with Not Found, and sends a visitor to sign in", async () => {
    const { client } = await signedInStudent("audit-page-student");
    asBrowser(client);
    await expect(AdminAuditPage(props())).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    asBrowser(await signedIn("instructor@example.com", "TeachTheWord1"));
    await expect(AdminAuditPage(props())).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    setTestRequest({});
    await expect(AdminAuditPage(props())).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;.*\/login/) });
  });

  it("shows an admin the entries, newest first, with who acted and on whom; a huge page number is the last page", async () => {
    asBrowser(admin);
    await expect(AdminAuditPage(props("99999999999999999999"))).resolves.toBeTruthy();
    const { user } = await signedInStudent("audit-page-target");
    asBrowser(admin);
    await changeRoleAction({ userId: user.id, role: "instructor" });
    const { entries, page, pages } = await listAuditEntries({ page: 1 });
    expect(entries[0]).toMatchObject({
      action: "user.role_changed",
      actor: { name: expect.any(String), email: ADMIN.email, deleted: false },
      target: { type: "user", id: user.id, person: { name: "Lydia Thyatira", email: user.email } },
      details: { from: "student", to: "instructor" },
    });
    expect(page).toBe(1);
    expect((await listAuditEntries({ page: 100_000 })).page).toBe(pages);
  });
});
