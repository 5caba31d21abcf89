import { expect, test, type APIResponse } from "@playwright/test";

// Issue 25: requests a stranger can send that Next.js or next-auth answered with a 500 are refused with a
// clear 4xx, on the production build (Next's own routing of /_next/ and of server actions runs only there).
// No page and no sign-in: every case is one request, with unique, unregistered e-mail addresses.

const EVIL = "http://host.evil.example/";

/**
 * A clear refusal: the status, and a body that says why in plain text or JSON (never an empty 4xx). Soft, so a
 * test that sends several requests reports every one that fails.
 */
async function expectRefused(response: APIResponse, status: number) {
  const what = `${response.url()} answered ${response.status()}`;
  expect.soft(response.status(), what).toBe(status);
  expect.soft(response.headers()["content-type"] ?? "", what).toMatch(/^(text\/plain|application\/json)/);
  expect.soft((await response.text()).length, what).toBeGreaterThan(0);
}

test.describe("malformed percent-encoding under /api/ and /_next/", () => {
  const paths = [
    "/api/%",
    "/api/%zz",
    "/api/courses/%",
    "/api/courses/%E0%A4%A",
    "/api/courses/genesis%",
    "/api/auth/%",
    "/api/auth/session%zz",
    "/api/media/%/x.mp4",
    "/_next/%",
    "/_next/%zz",
    "/_next/static/%",
    "/_next/static/chunks/%zz.js",
    "/_next/data/%/index.json",
    "/_next/image?url=%",
    "/_next/image?url=%zz&w=64&q=75",
    "/_next/image?url=%2F%25zz.png&w=64&q=75",
  ];
  for (const path of paths) {
    test(`GET ${path} is a 400`, async ({ request }) => {
      await expectRefused(await request.get(path, { maxRedirects: 0 }), 400);
    });
  }

  test("the same addresses without the bad escape, or with a good one, still work", async ({ request }) => {
    expect((await request.get("/api/courses/genesis")).status()).toBe(200);
    expect((await request.get("/api/courses/%67enesis")).status()).toBe(200);
    expect((await request.get("/api/courses?q=ruth")).status()).toBe(200);
  });
});

test.describe("next-auth with a callback address of another site", () => {
  const values = [EVIL, "//host.evil.example/", "host.evil.example", "javascript:alert(1)", "http://["];

  for (const value of values) {
    test(`refuses ${value} in the query of every next-auth route`, async ({ request }) => {
      const query = `callbackUrl=${encodeURIComponent(value)}`;
      for (const action of ["signin", "signin/credentials", "signout", "session", "csrf", "providers", "error", "callback/credentials"]) {
        await expectRefused(await request.get(`/api/auth/${action}?${query}`, { maxRedirects: 0 }), 400);
      }
    });

    test(`refuses ${value} in the callback-url cookies`, async ({ request }) => {
      for (const cookie of ["next-auth.callback-url", "__Secure-next-auth.callback-url"]) {
        for (const action of ["session", "csrf", "providers", "signin"]) {
          const response = await request.get(`/api/auth/${action}`, { headers: { cookie: `${cookie}=${encodeURIComponent(value)}` }, maxRedirects: 0 });
          await expectRefused(response, 400);
          // The refusal also clears the cookie, so the visitor's next request works.
          expect.soft(response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value).join("\n")).toContain(`${cookie}=;`);
        }
      }
    });

    test(`refuses ${value} posted to sign-in, the credentials callback and sign-out`, async ({ request }) => {
      const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
      const email = `refusal-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      for (const action of ["signin/credentials", "callback/credentials", "signout"]) {
        const form = { csrfToken, email, password: "not-the-password-1", callbackUrl: value, json: "true" };
        await expectRefused(await request.post(`/api/auth/${action}`, { form, maxRedirects: 0 }), 400);
      }
    });
  }

  test("a callback address on this site still works", async ({ request, baseURL }) => {
    const signin = await request.get("/api/auth/signin?callbackUrl=%2Fdashboard", { maxRedirects: 0 });
    expect(signin.status()).toBe(302);
    expect(new URL(signin.headers().location!, baseURL).origin).toBe(new URL(baseURL!).origin);
    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    for (const callbackUrl of ["/es", `${baseURL}/courses`]) {
      const signout = await request.post("/api/auth/signout", { form: { csrfToken, callbackUrl, json: "true" } });
      expect(signout.status()).toBe(200);
      expect(new URL(((await signout.json()) as { url: string }).url, baseURL).href).toBe(new URL(callbackUrl, baseURL).href);
    }
    const session = await request.get("/api/auth/session", { headers: { cookie: `next-auth.callback-url=${encodeURIComponent(`${baseURL}/dashboard`)}` } });
    expect(session.status()).toBe(200);
  });
});

test.describe("a server action posted from another site", () => {
  // Any action id: Next compares Origin with Host before it looks the action up.
  const action = { "next-action": "7f".padEnd(42, "0"), "content-type": "text/plain;charset=UTF-8" };

  for (const origin of [EVIL.replace(/\/$/, ""), "null", "not a url"]) {
    for (const path of ["/", "/login", "/es/courses", "/dashboard"]) {
      test(`is a 403 from Origin ${origin} on ${path}`, async ({ request }) => {
        await expectRefused(await request.post(path, { headers: { ...action, origin }, data: "[]", maxRedirects: 0 }), 403);
      });
    }
  }

  test("a form posted without JavaScript (multipart) from another site is a 403", async ({ request }) => {
    const response = await request.post("/login", { headers: { origin: "http://host.evil.example" }, multipart: { email: "x@example.com" }, maxRedirects: 0 });
    await expectRefused(response, 403);
  });

  test("the same action from this site reaches Next, which does not know it (409), instead of a refusal", async ({ request, baseURL }) => {
    const response = await request.post("/login", { headers: { ...action, origin: new URL(baseURL!).origin }, data: "[]", maxRedirects: 0 });
    expect(response.status()).toBe(409);
  });
});
