// Sign-up answers a taken address exactly as a new one (issue 31): the same status and body shape, no
// session, and an e-mail to the owner; and where the client's address cannot be trusted (no proxy in front,
// as under `npm start`), sign-ups are limited per e-mail domain and for the whole site.
import { POST as signup } from "@/app/api/signup/route";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { signUpAction } from "@/lib/users/actions";
import { outboxMessages } from "@/test/helpers/mail";
import { TestClient, uniqueEmail } from "@/test/http";
import { setTestRequest } from "@/test/next-headers";

// `npm start`: no proxy, so X-Forwarded-For is the client's own and the address is unknown.
process.env.TRUSTED_PROXY_HOPS = "0";

const SESSION = "next-auth.session-token";
const form = (email: string, password = "purple-cloth-8") => ({ firstName: "Lydia", lastName: "Thyatira", email, password });
const post = (client: TestClient, body: unknown) => client.call(signup, { method: "POST", body });

/** Sets a limit's counter for this hour, as if `count` sign-ups had already been counted under `key`. */
const counted = (key: string, count: number) =>
  db.$executeRaw`INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt") VALUES (${key}, ${count}, now() + interval '1 hour')
                 ON CONFLICT ("key") DO UPDATE SET "count" = ${count}, "resetAt" = now() + interval '1 hour'`;

describe("a taken address", () => {
  it("gets the same status and body shape as a new one, no session, and its owner an e-mail", async () => {
    const email = uniqueEmail("owner");
    const first = new TestClient();
    const created = await post(first, form(email));
    expect(created.status).toBe(201);
    expect(first.cookies.has(SESSION)).toBe(true);
    const [welcome] = await outboxMessages(email);
    expect(welcome).toContain("Subject: Welcome to Biblical Studies Academy");
    expect(welcome).toContain("/courses");

    const intruder = new TestClient();
    const again = await post(intruder, { ...form(email.toUpperCase(), "another-pass-9"), firstName: "Mallory" });
    expect(again.status).toBe(created.status);
    expect(Object.keys(again.body)).toEqual(Object.keys(created.body));
    expect(Object.keys(again.body.user).sort()).toEqual(Object.keys(created.body.user).sort());
    expect(again.body.user).toMatchObject({ firstName: "Mallory", email, role: "student", nameOrder: "given_first" });
    // Its id has the shape of a real one, but is nobody's: the owner's stays private.
    expect(again.body.user.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(created.body.user.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(again.body.user.id).not.toBe(created.body.user.id);
    expect(await db.user.findUnique({ where: { id: again.body.user.id } })).toBeNull();
    expect(intruder.cookies.has(SESSION)).toBe(false);

    // Nothing about the account changed, and its owner (under their own name) is told, with the ways back in.
    const owner = await db.user.findUniqueOrThrow({ where: { email } });
    expect(owner.firstName).toBe("Lydia");
    expect(await verifyPassword(owner.passwordHash, "purple-cloth-8")).toBe(true);
    const notice = (await outboxMessages(email)).at(-1)!;
    expect(notice).toContain("Subject: Someone tried to create an account with your e-mail address");
    expect(notice).toContain("Hello Lydia,");
    expect(notice).toMatch(/\/login\n/);
    expect(notice).toMatch(/\/forgot-password\n/);
  });

  it("e-mails its owner at most three times an hour, and answers the same after that", async () => {
    const email = uniqueEmail("flood");
    await post(new TestClient(), form(email));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(new TestClient(), form(email))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const notices = (await outboxMessages(email)).filter((m) => m.includes("Someone tried"));
    expect(notices).toHaveLength(3);
  });

  it("gets the same answer from the sign-up form's server action, in the page's language, with no session", async () => {
    const email = uniqueEmail("action");
    const values = { ...form(email), nameOrder: "given_first", confirmPassword: "purple-cloth-8", agreeToTerms: true };
    setTestRequest({});
    const created = await signUpAction(values, "es");
    const { cookies } = await import("@/test/next-headers");
    expect((await cookies()).has(SESSION)).toBe(true);
    expect((await outboxMessages(email))[0]).toContain("Subject: Bienvenido a Biblical Studies Academy");

    setTestRequest({});
    const again = await signUpAction(values, "es");
    expect(again.ok && created.ok).toBe(true);
    expect(again.ok && Object.keys(again.data).sort()).toEqual(created.ok && Object.keys(created.data).sort());
    expect((await cookies()).has(SESSION)).toBe(false);
    expect((await outboxMessages(email)).at(-1)).toContain("Subject: Alguien intentó crear una cuenta con su dirección de correo");
  });
});

describe("sign-up limits without a trusted client address", () => {
  afterEach(() => db.rateLimitBucket.deleteMany({ where: { key: "signUpSite" } }));

  it("stops a domain's sign-ups at its limit with a 429, and creates nothing", async () => {
    const domain = `org-${Date.now()}.example`;
    await counted(`signUpPerDomain:${domain}`, env().SIGN_UP_LIMIT_PER_DOMAIN - 1);
    const last = await post(new TestClient(), form(`last@${domain}`));
    expect(last.status).toBe(201);

    const over = await post(new TestClient(), form(`over@${domain}`));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: "Too many accounts are being created right now. Please wait and try again.", code: "SIGN_UPS_BUSY" });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await db.user.count({ where: { email: `over@${domain}` } })).toBe(0);
    // Another domain is not held up by this one.
    expect((await post(new TestClient(), form(uniqueEmail("elsewhere")))).status).toBe(201);
  });

  it("stops every sign-up at the site's limit, whatever X-Forwarded-For claims", async () => {
    await counted("signUpSite", env().SIGN_UP_LIMIT_SITE);
    const email = uniqueEmail("site");
    const over = await post(new TestClient("198.51.100.77"), form(email));
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("SIGN_UPS_BUSY");
    expect(await db.user.count({ where: { email } })).toBe(0);

    setTestRequest({});
    const values = { ...form(email), nameOrder: "given_first", confirmPassword: "purple-cloth-8", agreeToTerms: true };
    expect(await signUpAction(values, "en")).toMatchObject({ ok: false, status: 429, code: "SIGN_UPS_BUSY", retryAfter: expect.any(Number) });
  });
});
