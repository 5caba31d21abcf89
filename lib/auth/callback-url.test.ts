/** @jest-environment node */
import { NextRequest } from "next/server";
import { foreignCallbackRefusal, isOwnCallbackUrl } from "./callback-url";

const request = (path: string, init: { headers?: Record<string, string> } = {}) => new NextRequest(`http://school.example${path}`, init);

describe("a callback address next-auth may follow", () => {
  it("is a path of this site, or an absolute address on one of its origins", () => {
    const here = request("/api/auth/signin", { headers: { "x-forwarded-host": "www.school.example", "x-forwarded-proto": "https" } });
    for (const value of ["/", "/es/dashboard?tab=1#top", "http://school.example/courses", "https://www.school.example/login"]) {
      expect(isOwnCallbackUrl(value, here)).toBe(true);
    }
  });

  it("is not another site, a scheme, a protocol-relative or backslashed path, nor something that is no address", () => {
    const here = request("/api/auth/signin");
    for (const value of ["http://host.evil.example/", "//host.evil.example/", "/\\host.evil.example", "host.evil.example", "javascript:alert(1)", "http://[", "http://school.example.evil.example/", "https://school.example\t@evil/"]) {
      expect(isOwnCallbackUrl(value, here)).toBe(false);
    }
  });
});

describe("the refusal before next-auth", () => {
  it("is a JSON 400 for a foreign address in the query or the posted fields, and nothing for our own or none", async () => {
    const refused = foreignCallbackRefusal(request("/api/auth/signin?callbackUrl=http%3A%2F%2Fhost.evil.example%2F"));
    expect(refused?.status).toBe(400);
    expect(await refused?.json()).toMatchObject({ code: "invalid_callback_url" });
    expect(foreignCallbackRefusal(request("/api/auth/signout"), { callbackUrl: "javascript:alert(1)" })?.status).toBe(400);
    expect(foreignCallbackRefusal(request("/api/auth/signout"), { callbackUrl: 42 })?.status).toBe(400);
    // A second value cannot hide behind a good first one (next-auth reads the last).
    expect(foreignCallbackRefusal(request("/api/auth/signin?callbackUrl=%2F&callbackUrl=host.evil.example"))?.status).toBe(400);
    expect(foreignCallbackRefusal(request("/api/auth/signin?callbackUrl=%2Fdashboard"), { callbackUrl: "/es" })).toBeNull();
    expect(foreignCallbackRefusal(request("/api/auth/session?callbackUrl="))).toBeNull();
  });

  it("clears a foreign callback-url cookie along with the 400", () => {
    const refused = foreignCallbackRefusal(request("/api/auth/session", { headers: { cookie: "next-auth.callback-url=host.evil.example; __Secure-next-auth.callback-url=%2Fdashboard" } }));
    expect(refused?.status).toBe(400);
    expect(refused?.headers.getSetCookie()).toEqual(["next-auth.callback-url=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
    expect(foreignCallbackRefusal(request("/api/auth/session", { headers: { cookie: "next-auth.callback-url=http%3A%2F%2Fschool.example%2Fdashboard" } }))).toBeNull();
  });
});
