// What every request must get right, tried as an attacker would (issue 15): cross-site requests refused, only
// JSON bodies, at most 1 MB read, NUL characters and malformed or doubly encoded addresses a 400 (never a 500),
// page numbers clamped, and admin pages not shown to students.
import { NextRequest } from "next/server";
import { POST as adminRefund } from "@/app/api/admin/payments/[paymentId]/refund/route";
import { GET as credential } from "@/app/api/certificates/[id]/credential/route";
import { GET as course } from "@/app/api/courses/[courseId]/route";
import { POST as enrollments } from "@/app/api/enrollments/route";
import { GET as refundState, POST as refund } from "@/app/api/refunds/route";
import { POST as login } from "@/app/api/login/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import AdminUsersPage from "@/app/[locale]/(admin)/admin/users/page";
import AdminPaymentsPage from "@/app/[locale]/(admin)/admin/payments/page";
import { db } from "@/lib/db";
import { pageNumberParam } from "@/lib/http/page-number";
import { listUsers } from "@/lib/users/admin";
import { listPayments } from "@/lib/purchases/admin";
import proxy, { config as proxyConfig } from "@/proxy";
import { setTestRequest } from "@/test/next-headers";
import { newStudent, signedIn } from "@/test/helpers/lessons";
import { countingStream, rawCall } from "./requests";

// The admin pages check the role before they translate anything; next-intl's server functions need Next's
// react-server environment, which Jest does not give.
jest.mock("next-intl/server", () => ({ setRequestLocale: jest.fn(), getTranslations: jest.fn(), getFormatter: jest.fn() }));

// How Next compiles proxy.ts's `matcher` at build time (not in its published types).
const { getMiddlewareMatchers } = jest.requireActual<{ getMiddlewareMatchers: (matcher: unknown, config: object) => { regexp: string; has?: unknown }[] }>(
  "next/dist/build/analysis/get-page-static-info",
);

const json = { "content-type": "application/json" };

describe("cross-site requests (CSRF)", () => {
  it("refuses a state-changing request whose Origin is another site or another port of this host", async () => {
    const { client } = await newStudent("csrf-origin");
    for (const origin of ["http://evil.example", "http://localhost:3001", "null"]) {
      const answer = await rawCall(refund, { as: client, headers: { ...json, origin }, body: JSON.stringify({ courseId: "ruth" }) });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: "cross_origin", error: expect.stringContaining("another site") });
    }
  });

  it("refuses what the browser marks as cross-site even without an Origin", async () => {
    const { client } = await newStudent("csrf-fetch-site");
    const answer = await rawCall(refund, { as: client, headers: { ...json, "sec-fetch-site": "cross-site" }, body: JSON.stringify({ courseId: "ruth" }) });
    expect(answer.status).toBe(403);
  });

  it("accepts the site's own origin (Host, or X-Forwarded-Host behind a proxy) and clients that send no Origin", async () => {
    const { client } = await newStudent("csrf-same");
    const body = JSON.stringify({ courseId: "no-such-course" });
    const same = await rawCall(refund, { as: client, headers: { ...json, origin: "http://localhost", "sec-fetch-site": "same-origin" }, body });
    const proxied = await rawCall(refund, {
      as: client,
      headers: { ...json, origin: "https://school.example", "x-forwarded-host": "school.example", "x-forwarded-proto": "https" },
      body,
    });
    const none = await rawCall(refund, { as: client, headers: json, body });
    // A no-referrer page's own form: the browser sends "Origin: null" and says same-origin.
    const noReferrer = await rawCall(refund, { as: client, headers: { ...json, origin: "null", "sec-fetch-site": "same-origin" }, body });
    for (const answer of [same, proxied, none, noReferrer]) expect(answer.status).not.toBe(403);
  });

  it("refuses an HTML form's body (text/plain, urlencoded) with 415, even from no Origin", async () => {
    const { client } = await newStudent("csrf-form");
    const plain = await rawCall(refund, { as: client, headers: { "content-type": "text/plain" }, body: JSON.stringify({ courseId: "ruth" }) });
    expect(plain.status).toBe(415);
    expect(plain.body).toMatchObject({ code: "unsupported_media_type" });
    const form = await rawCall(enrollments, { as: client, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "courseId=ruth" });
    expect(form.status).toBe(415);
  });

  it("refuses a forged admin refund and a login CSRF form", async () => {
    const admin = await signedIn("admin@example.com", "AdminTheWord1");
    const forged = await rawCall(adminRefund, { as: admin, headers: { origin: "http://evil.example", "content-type": "text/plain" }, params: { paymentId: "x" } });
    expect(forged.status).toBe(403);
    const loginCsrf = await rawCall(login, {
      headers: { origin: "http://evil.example", "content-type": "text/plain" },
      body: JSON.stringify({ email: "attacker@example.com", password: "whatever-1" }),
    });
    expect(loginCsrf.status).toBe(403);
    expect(loginCsrf.headers.getSetCookie()).toEqual([]);
  });

  it("leaves the Stripe webhook to its signature (no Origin check; a bad signature is its own 400)", async () => {
    const answer = await rawCall(stripeWebhook, { headers: { ...json, "stripe-signature": "t=1,v1=bad" }, body: "{}" });
    expect(answer.status).toBe(400);
  });
});

describe("input refused in one place", () => {
  it("answers a NUL character in a JSON string or key with 400, not 500", async () => {
    const { client } = await newStudent("nul-body");
    const before = await db.enrollment.count();
    for (const body of ['{"courseId":"ruth\\u0000"}', '{"course\\u0000Id":"ruth","courseId":"x\\u0000"}']) {
      const answer = await rawCall(enrollments, { as: client, headers: json, body });
      expect(answer.status).toBe(400);
      expect(answer.body?.error).toEqual(expect.any(String));
    }
    expect(await db.enrollment.count()).toBe(before);
  });

  it("answers a NUL character, a stray % or malformed percent-encoding in the address with 400", async () => {
    const nul = await rawCall(course, { method: "GET", path: "/api/courses/ruth%00", params: { courseId: "ruth\u0000" } });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ code: "invalid_address" });
    // %2541 arrives decoded once as "%41"; the credential route decoded it again (and "%" alone threw: 500).
    for (const id of ["%", "%41", "%E0%A4%A"]) {
      const answer = await rawCall(credential, { method: "GET", path: `/api/certificates/${encodeURIComponent(id)}/credential`, params: { id } });
      expect(answer.status).toBe(400);
    }
    const { client } = await newStudent("bad-query");
    const query = await rawCall(refundState, { method: "GET", as: client, path: "/api/refunds?courseId=%E0%A4%A" });
    expect(query.status).toBe(400);
    const nulQuery = await rawCall(refundState, { method: "GET", as: client, path: "/api/refunds?courseId=ruth%00" });
    expect(nulQuery.status).toBe(400);
  });

  it("refuses a page address that is doubly encoded or malformed before the page decodes it again", async () => {
    for (const path of ["/verify/%2541", "/es/checkout/%25", "/reset-password/%E0%A4%A", "/verify/a%00b"]) {
      const response = await proxy(new NextRequest(`http://localhost${path}`));
      expect(response.status).toBe(400);
    }
    const fine = await proxy(new NextRequest("http://localhost/verify/ABC-123"));
    expect(fine.status).not.toBe(400);
  });

  it("runs the proxy for every page address holding a `%`, public pages too, and not for static files", async () => {
    // Next's own compilation of the matcher, tried on the raw and the once-decoded path as Next's router does
    // (these addresses have no query, so the catalogue's query-only entries never apply).
    const matchers = getMiddlewareMatchers(proxyConfig.matcher, {})
      .filter((m) => !m.has)
      .map((m) => new RegExp(m.regexp));
    const runsFor = (raw: string) => {
      let decoded = raw;
      try {
        decoded = decodeURIComponent(raw);
      } catch {}
      return matchers.some((re) => re.test(raw) || re.test(decoded));
    };
    const refused = ["/course/%25", "/es/course/%2541", "/courses/%E0%A4%A", "/terms%25", "/%25", "/course/a%00b", "/ar/course/genesis/lesson/%25"];
    for (const path of refused) {
      expect(runsFor(path)).toBe(true);
      expect((await proxy(new NextRequest(`http://localhost${path}`))).status).toBe(400);
    }
    for (const path of ["/", "/courses", "/course/genesis", "/_next/static/chunks/app.js", "/favicon.ico"]) expect(runsFor(path)).toBe(false);
    // A page address with a single valid encoding passes through unchanged.
    expect((await proxy(new NextRequest("http://localhost/course/%70hilemon"))).status).not.toBe(400);
  });

  it("stops reading a body at 1 MB (413), never the whole 10 MB", async () => {
    const { client } = await newStudent("big-body");
    const { stream, counter } = countingStream(10 * 1024 * 1024);
    const answer = await rawCall(enrollments, { as: client, headers: json, body: stream });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: "body_too_large", error: expect.stringContaining("1 MB") });
    expect(counter.pulled).toBeLessThan(2 * 1024 * 1024);
    // A declared length past the cap is refused before a byte is read.
    const declared = await rawCall(enrollments, { as: client, headers: { ...json, "content-length": String(10 * 1024 * 1024) }, body: "{}" });
    expect(declared.status).toBe(413);
  });

  it("refuses deeply nested JSON with 400", async () => {
    const { client } = await newStudent("deep-body");
    const answer = await rawCall(enrollments, { as: client, headers: json, body: `${"[".repeat(50_000)}${"]".repeat(50_000)}` });
    expect(answer.status).toBe(400);
  });

  it("clamps ?page= so a huge page number lists an empty page instead of failing", async () => {
    expect(pageNumberParam("99999999999999999999")).toBe(100_000);
    expect(pageNumberParam("-3")).toBe(1);
    expect(pageNumberParam("2.5")).toBe(1);
    expect(pageNumberParam(["4", "9"])).toBe(4);
    expect(pageNumberParam(undefined)).toBe(1);
    await expect(listUsers({ page: pageNumberParam("99999999999999999999") })).resolves.toMatchObject({ users: [] });
    await expect(listPayments({ page: pageNumberParam("99999999999999999999") })).resolves.toMatchObject({ payments: [] });
  });
});

describe("admin pages", () => {
  it.each([
    ["users", AdminUsersPage],
    ["payments", AdminPaymentsPage],
  ])("answer a signed-in student of /admin/%s with Not Found, not a 200 'Access denied'", async (_name, Page) => {
    const { client } = await newStudent("admin-page-student");
    setTestRequest({ cookies: Object.fromEntries(client.cookies) });
    const props = { params: Promise.resolve({ locale: "en" }), searchParams: Promise.resolve({}) } as never;
    await expect(Page(props)).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
  });
});
