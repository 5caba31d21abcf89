// Issue 28: the W3C Nu HTML Checker (vnu, npm vnu-jar on Debian's Java) finds no error on any page type, in
// English and in Arabic, signed in where the page needs it. Each page is checked twice: as the server sends it
// (streamed Suspense content arrives there as hidden markup React moves into place later, which is where a
// <li> inside a <div> hid) and as the browser holds it once hydrated (page.content()), both from one load of
// the page. vnu starts once, for every file.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Response } from "@playwright/test";
import vnuJar from "vnu-jar";
import { seededAssessment } from "./assessment-fixtures";
import { expect, test, type AccountSpec, type Accounts } from "./fixtures/accounts";
import { lessonIds } from "./lesson-fixtures";
import { query } from "./support";

type Caller = "anonymous" | "student" | "admin";
type Target = { name: string; as: Caller; path: string };

/** The student's own rows (a copy of the demo student's history): the Genesis final passed, its certificate. */
async function studentRows(userId: string) {
  const [passed] = await query<{ assessmentId: string }>(
    `SELECT "assessmentId" FROM assessment_attempts WHERE "userId" = $1 AND passed ORDER BY "submittedAt" DESC LIMIT 1`,
    [userId],
  );
  const [certificate] = await query<{ serial: string }>(`SELECT serial FROM certificates WHERE "userId" = $1 AND "revokedAt" IS NULL LIMIT 1`, [userId]);
  return { resultsOf: passed!.assessmentId, serial: certificate!.serial };
}

async function targets(accounts: Accounts): Promise<Target[]> {
  const student = await accounts.user("student");
  const { resultsOf, serial } = await studentRows(student.id);
  const [genesisLesson] = await lessonIds("genesis");
  // The student has Exodus under way: its assessment opens on its introduction.
  const exodusAssessment = (await seededAssessment("exodus")).id;
  const [genesis] = await query<{ id: string; lessonId: string; assessmentId: string }>(
    `SELECT c.id, (SELECT id FROM lessons WHERE "courseId" = c.id ORDER BY "order" LIMIT 1) AS "lessonId",
            (SELECT id FROM assessments WHERE "courseId" = c.id ORDER BY "order" LIMIT 1) AS "assessmentId"
     FROM courses c WHERE c.slug = 'genesis'`,
  );
  const studio = `/studio/courses/${genesis!.id}`;
  return [
    { name: "home", as: "anonymous", path: "/" },
    { name: "catalogue", as: "anonymous", path: "/courses" },
    { name: "course", as: "anonymous", path: "/course/genesis" },
    { name: "terms", as: "anonymous", path: "/terms" },
    { name: "sign-in", as: "anonymous", path: "/login" },
    { name: "sign-up", as: "anonymous", path: "/signup" },
    { name: "verify", as: "anonymous", path: `/verify/${serial}` },
    { name: "not-found", as: "anonymous", path: "/no-such-page/anywhere" },
    { name: "lesson", as: "student", path: `/course/genesis/lesson/${genesisLesson}` },
    { name: "assessment", as: "student", path: `/assessment/${exodusAssessment}` },
    { name: "results", as: "student", path: `/assessment/${resultsOf}` },
    { name: "dashboard", as: "student", path: "/dashboard" },
    { name: "grades", as: "student", path: "/dashboard/grades" },
    { name: "certificates", as: "student", path: "/certificates" },
    { name: "checkout", as: "student", path: "/checkout/numbers" },
    { name: "studio", as: "admin", path: "/studio" },
    { name: "studio-course", as: "admin", path: studio },
    { name: "studio-lesson", as: "admin", path: `${studio}/lessons/${genesis!.lessonId}` },
    { name: "studio-assessment", as: "admin", path: `${studio}/assessments/${genesis!.assessmentId}` },
    { name: "translations", as: "admin", path: "/translations" },
  ];
}

async function contextFor(browser: Browser, accounts: Accounts, caller: Caller): Promise<BrowserContext> {
  return caller === "anonymous" ? browser.newContext() : browser.newContext({ storageState: await accounts.storageState(caller as AccountSpec) });
}

/** The status the server first answered the address with: a redirect counts as itself (as `maxRedirects: 0`), not as its target. */
async function firstStatus(response: Response | null): Promise<number | undefined> {
  let request = response?.request();
  while (request?.redirectedFrom()) request = request.redirectedFrom()!;
  return (await request?.response())?.status();
}

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/**
 * The one message of vnu (26.9) that lags the standard: `<link rel="expect" blocking="render">` (components/layout/
 * app-shell.tsx) is valid HTML since the "expect" link type was added (whatwg/html#9970, 2024), and vnu still
 * allows `blocking` on stylesheets only. Only that exact link is let through.
 */
function isRenderBlockingExpectLink(message: VnuMessage): boolean {
  return message.message.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”") && /<link rel="expect" href="#(site-header|main)" blocking="render"\/?>/.test(message.extract ?? "");
}

/**
 * vnu on every file at once; its JSON report comes on stderr. The serial collector: a short batch run on the
 * 2-core machine spends about a quarter less CPU with it than with the JVM's default (12 against 16 s for the
 * 80 files, the same report).
 */
function vnu(files: string[]): VnuMessage[] {
  const run = spawnSync("java", ["-XX:+UseSerialGC", "-jar", String(vnuJar), "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
}

test("vnu reports no error on any page type, as sent and as hydrated, in English and Arabic", async ({ browser, accounts }, testInfo) => {
  test.setTimeout(480_000);
  const dir = testInfo.outputPath("html");
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  const pages = await targets(accounts);
  // The three callers side by side, each in its own context: a page's wait for the network to fall idle (half a
  // second at least) is spent on another's rendering.
  const save = async (caller: Caller) => {
    const context = await contextFor(browser, accounts, caller);
    const page = await context.newPage();
    for (const prefix of ["", "/ar"]) {
      for (const target of pages.filter((t) => t.as === caller)) {
        const url = prefix && target.path === "/" ? prefix : `${prefix}${target.path}`;
        const label = `${target.name}${prefix ? "-ar" : "-en"}`;
        // One load gives both: the document's bytes as they came over the network, and the DOM once hydrated.
        const sent = await page.goto(url, { waitUntil: "networkidle" });
        expect([200, 404], `${url} as ${caller}`).toContain(await firstStatus(sent));
        const server = path.join(dir, `${label}.server.html`);
        fs.writeFileSync(server, await sent!.text());
        const hydrated = path.join(dir, `${label}.dom.html`);
        fs.writeFileSync(hydrated, await page.content());
        files.push(server, hydrated);
      }
    }
    await context.close();
  };
  await Promise.all((["anonymous", "student", "admin"] as const).map(save));
  const errors = vnu(files)
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .filter((m) => !isRenderBlockingExpectLink(m))
    .map((m) => `${path.basename(m.url ?? "")}:${m.lastLine ?? "?"}: ${m.message} ${JSON.stringify(m.extract ?? "")}`);
  expect(files).toHaveLength(pages.length * 4);
  expect(errors).toEqual([]);
});
