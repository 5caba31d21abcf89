/** @jest-environment node */
import { getScriptNonceFromHeader } from "next/dist/server/app-render/get-script-nonce-from-header";
import {
  contentSecurityPolicy,
  isRenderedPerRequest,
  newNonce,
  noncePolicy,
  SECURITY_HEADERS_ENV,
  securityHeaders,
  storageOrigins,
  STRICT_TRANSPORT_SECURITY,
} from "./content-security-policy.mjs";

/** The policy as a map of directive → sources. */
function directives(policy: string) {
  return new Map(policy.split("; ").map((part) => {
    const [name, ...sources] = part.split(" ");
    return [name!, sources] as const;
  }));
}

const header = (headers: { key: string; value: string }[], key: string) => headers.find((h) => h.key === key)?.value;

describe("contentSecurityPolicy", () => {
  it("forbids framing, plugins, <base> and cross-site form posts", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("lets Next's inline payload scripts and Stripe.js run, never eval outside development", () => {
    const scripts = directives(contentSecurityPolicy()).get("script-src");
    expect(scripts).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'", "https://js.stripe.com"]));
    expect(scripts).not.toContain("'unsafe-eval'");
    // 'strict-dynamic' without a nonce or hash would turn 'self' and 'unsafe-inline' off: nothing would run.
    expect(scripts).not.toContain("'strict-dynamic'");
    expect(directives(contentSecurityPolicy({ development: true })).get("script-src")).toContain("'unsafe-eval'");
  });

  it("allows the HLS player's blob: media and worker, and Stripe's frames and API", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("media-src")).toEqual(["'self'", "blob:"]);
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(policy.get("frame-src")).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]));
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
  });

  it("adds the storage origin where the browser fetches, plays, shows and uploads stored files", () => {
    const policy = directives(contentSecurityPolicy({ storage: ["https://files.example.org"] }));
    for (const name of ["connect-src", "media-src", "img-src"]) expect(policy.get(name)).toContain("https://files.example.org");
    expect(policy.get("script-src")).not.toContain("https://files.example.org");
  });

  it("upgrades insecure requests on an HTTPS site only", () => {
    expect(contentSecurityPolicy({ https: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ https: false })).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ https: true, development: true })).not.toContain("upgrade-insecure-requests");
  });
});

describe("storageOrigins", () => {
  it("is empty for the disk driver (the app serves the files itself)", () => {
    expect(storageOrigins({ driver: "disk", endpoint: "http://127.0.0.1:7480" })).toEqual([]);
  });

  it("is the endpoint's origin for an S3-compatible store", () => {
    expect(storageOrigins({ driver: "s3", endpoint: "http://127.0.0.1:7480/some/path", bucket: "school" })).toEqual(["http://127.0.0.1:7480"]);
  });

  it("is the bucket's own AWS host, path-style only for dotted bucket names", () => {
    expect(storageOrigins({ driver: "s3", bucket: "school", region: "eu-west-1" })).toEqual(["https://school.s3.eu-west-1.amazonaws.com"]);
    expect(storageOrigins({ driver: "s3", bucket: "school.media" })).toEqual(["https://s3.us-east-1.amazonaws.com"]);
    expect(storageOrigins({ driver: "s3" })).toEqual([]);
  });
});

describe("securityHeaders", () => {
  const production = { NODE_ENV: "production", STORAGE_DRIVER: "disk" };

  it("sends HSTS in production on an HTTPS site, with the policy upgrading requests", () => {
    const headers = securityHeaders({ ...production, APP_URL: "https://school.example.org" });
    expect(header(headers, "Strict-Transport-Security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=63072000; includeSubDomains");
    expect(header(headers, "Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });

  it("sends no HSTS on plain http (npm start on localhost), nor in development", () => {
    expect(header(securityHeaders({ ...production, NEXTAUTH_URL: "http://localhost:3000" }), "Strict-Transport-Security")).toBeUndefined();
    expect(header(securityHeaders(production), "Strict-Transport-Security")).toBeUndefined();
    const dev = securityHeaders({ APP_URL: "https://school.example.org" }, { development: true });
    expect(header(dev, "Strict-Transport-Security")).toBeUndefined();
  });

  it("keeps the other security headers", () => {
    const headers = securityHeaders(production);
    expect(header(headers, "X-Content-Type-Options")).toBe("nosniff");
    expect(header(headers, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header(headers, "X-Frame-Options")).toBe("DENY");
    expect(header(headers, "Permissions-Policy")).toBe("camera=(), microphone=(), geolocation=()");
  });

  it("names the S3 endpoint of the build's environment, S3 being production's default store", () => {
    const s3 = securityHeaders({ NODE_ENV: "production", S3_ENDPOINT: "https://rgw.example.org:8443", S3_BUCKET: "school" });
    expect(header(s3, "Content-Security-Policy")).toContain("connect-src 'self' https://rgw.example.org:8443 ");
  });

  it("adds the extra storage origins of CSP_STORAGE_ORIGINS (a CDN, or the test cluster's S3 under a disk-driver build)", () => {
    const headers = securityHeaders({ NODE_ENV: "production", STORAGE_DRIVER: "disk", CSP_STORAGE_ORIGINS: "http://127.0.0.1:7480, https://cdn.example.org/media" });
    expect(header(headers, "Content-Security-Policy")).toContain("media-src 'self' blob: http://127.0.0.1:7480 https://cdn.example.org;");
  });

  it("reads only the variables it lists, so a reused build can be checked against them", () => {
    const read = new Set<string>();
    const env = new Proxy({ NODE_ENV: "production", STORAGE_DRIVER: "s3", S3_BUCKET: "school", APP_URL: "https://school.example.org" } as Record<string, string>, {
      get: (target, key: string) => (read.add(key), target[key]),
    });
    securityHeaders(env);
    securityHeaders({ ...env, NODE_ENV: "production" }, { development: true });
    noncePolicy(env, newNonce());
    expect([...read].filter((key) => !SECURITY_HEADERS_ENV.includes(key))).toEqual([]);
  });
});

describe("noncePolicy (pages rendered per request)", () => {
  const env = { NODE_ENV: "production", STORAGE_DRIVER: "s3", S3_ENDPOINT: "https://rgw.example.org", S3_BUCKET: "school", APP_URL: "https://school.example.org" };
  const nonce = "q83vEjRWeJA0k2Wc3N7vEQ==";

  it("runs only scripts carrying the nonce and those they load: no 'unsafe-inline', no eval", () => {
    const scripts = directives(noncePolicy(env, nonce)).get("script-src");
    expect(scripts?.slice(0, 2)).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Stripe.js is loaded by our script ('strict-dynamic'); its host stays for browsers without 'strict-dynamic'.
    expect(scripts).toEqual(expect.arrayContaining(["'self'", "https://js.stripe.com"]));
    // A refusal names what it refused.
    expect(scripts).toContain("'report-sample'");
    expect(directives(noncePolicy(env, nonce, { development: true })).get("script-src")).toContain("'unsafe-eval'");
  });

  it("keeps every other directive of the site-wide policy, from the same environment", () => {
    const strict = directives(noncePolicy(env, nonce));
    const siteWide = directives(securityHeaders(env).find((h) => h.key === "Content-Security-Policy")!.value);
    strict.delete("script-src");
    siteWide.delete("script-src");
    expect(strict).toEqual(siteWide);
    expect(strict.get("connect-src")).toContain("https://rgw.example.org");
    expect(strict.get("frame-ancestors")).toEqual(["'none'"]);
    expect(strict.has("upgrade-insecure-requests")).toBe(true);
  });

  it("is the policy Next reads the nonce from, to put it on its own scripts", () => {
    const fresh = newNonce();
    expect(getScriptNonceFromHeader(noncePolicy(env, fresh))).toBe(fresh);
  });

  it("refuses a nonce that is not plain base64, so nothing else can reach the header", () => {
    for (const bad of ["", "short", "q83vEjRWeJA0k2Wc3N7vEQ==' 'unsafe-inline", "q83vEjRWeJA0k2Wc3N7vEQ==; script-src *"]) {
      expect(() => noncePolicy(env, bad)).toThrow(/base64/);
    }
  });
});

describe("newNonce", () => {
  it("is 16 random bytes in base64, different every time", () => {
    const nonces = Array.from({ length: 100 }, () => newNonce());
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
    expect(new Set(nonces).size).toBe(100);
  });
});

describe("isRenderedPerRequest", () => {
  it("names the pages rendered per request, parameters included", () => {
    for (const path of ["/dashboard", "/dashboard/grades", "/certificates", "/course/genesis/lesson/abc", "/assessment/a1", "/checkout/joel", "/admin/users", "/admin/payments", "/admin/audit", "/translations", "/verify/BSA-1", "/reset-password/t0k", "/courses/search"]) {
      expect([path, isRenderedPerRequest(path)]).toEqual([path, true]);
    }
  });

  it("leaves out prerendered pages and unknown addresses below private ones (the prerendered not-found page)", () => {
    for (const path of ["/", "/courses", "/courses/new-testament", "/course/genesis", "/login", "/checkout", "/admin", "/admin/users/x", "/dashboard/x", "/course/genesis/lesson", "/course/genesis/lesson/", "/assessment/", "/verify", "/instructor"]) {
      expect([path, isRenderedPerRequest(path)]).toEqual([path, false]);
    }
  });
});
