// The authorization matrix of pages (issue 15; the API's is test/security/authorization-matrix.int.test.ts):
// every page.tsx under app/[locale], found by walking the folder, asked for by each kind of caller with one
// plain request (no browser, no redirects followed); what each should get is written once below. A page
// without an entry fails, so a new page must say who may see it.
import fs from "node:fs";
import path from "node:path";
import { request as requests, type APIRequestContext } from "@playwright/test";
import { expect, instructorOf, test, type Accounts, type AccountSpec } from "./fixtures/accounts";
import { query } from "./support";

const CALLERS = ["anonymous", "owner", "otherStudent", "courseInstructor", "otherInstructor", "admin"] as const;
type Caller = (typeof CALLERS)[number];

/**
 * - page: 200 with the page itself;
 * - locked: 200 with the lock screen instead of the content (a lesson or assessment of a course the caller
 *   neither takes nor teaches; its title is public in the course outline, its content is not sent);
 * - signIn: 307 to the localized sign-in page, which brings the caller back;
 * - notFound: 404 (what the caller may not know exists, or does not exist).
 */
type Outcome = "page" | "locked" | "signIn" | "notFound";

type Fixture = { courseId: string; lessonId: string; assessmentId: string; serial: string; threadId: string };
type Entry = { path: (f: Fixture) => string; expect: Outcome | Record<Caller, Outcome> };

const COURSE = "philemon"; // taken by the owner, taught by the course instructor
const OTHER_COURSE = "ruth"; // taught by the other instructor
const signedInOnly: Record<Caller, Outcome> = {
  anonymous: "signIn",
  owner: "page",
  otherStudent: "page",
  courseInstructor: "page",
  otherInstructor: "page",
  admin: "page",
};
const adminOnly: Record<Caller, Outcome> = {
  anonymous: "signIn",
  owner: "notFound",
  otherStudent: "notFound",
  courseInstructor: "notFound",
  otherInstructor: "notFound",
  admin: "page",
};
/** The studio: instructors (of any course) and admins; students get a 404. */
const staffOnly: Record<Caller, Outcome> = { ...adminOnly, courseInstructor: "page", otherInstructor: "page" };
/** A course in the studio: its instructors and admins; an instructor of another course gets a 404 like a student. */
const courseStaffOnly: Record<Caller, Outcome> = { ...adminOnly, courseInstructor: "page" };
/** Its students, its instructors and admins; anyone else sees the lock screen. */
const courseContent = (anonymous: Outcome): Record<Caller, Outcome> => ({
  anonymous,
  owner: "page",
  otherStudent: "locked",
  courseInstructor: "page",
  otherInstructor: "locked",
  admin: "page",
});

const PAGES: Record<string, Entry> = {
  "/": { path: () => "/", expect: "page" },
  "/[...rest]": { path: () => "/no-such-page/anywhere", expect: "notFound" },
  "/account": { path: () => "/account", expect: signedInOnly },
  // The link of an e-mail change works signed out too (it is opened from the new address's mailbox); an unknown
  // token is a page that says the link is not valid.
  "/account/email/[token]": { path: () => "/account/email/not-a-token", expect: "page" },
  "/admin/audit": { path: () => "/admin/audit", expect: adminOnly },
  "/admin/payments": { path: () => "/admin/payments", expect: adminOnly },
  "/admin/users": { path: () => "/admin/users", expect: adminOnly },
  "/assessment/[id]": { path: (f) => `/assessment/${f.assessmentId}`, expect: courseContent("signIn") },
  "/certificates": { path: () => "/certificates", expect: signedInOnly },
  // A signed-out buyer sees the price and the way to sign in (lib/auth/guarded-paths.ts); the owner is told
  // they are enrolled already.
  "/checkout": { path: () => "/checkout", expect: "page" },
  "/checkout/[courseId]": { path: () => `/checkout/${COURSE}`, expect: "page" },
  "/course/[courseId]": { path: () => `/course/${COURSE}`, expect: "page" },
  // Public address (lessons are shared and indexed when free): the lock screen says how to get in.
  "/course/[courseId]/lesson/[lessonId]": { path: (f) => `/course/${COURSE}/lesson/${f.lessonId}`, expect: courseContent("locked") },
  // Discussions: their readers get them; anyone else is told how many there are and how to take part.
  "/course/[courseId]/discussions": { path: () => `/course/${COURSE}/discussions`, expect: courseContent("locked") },
  "/course/[courseId]/discussions/[threadId]": { path: (f) => `/course/${COURSE}/discussions/${f.threadId}`, expect: courseContent("locked") },
  "/courses": { path: () => "/courses", expect: "page" },
  "/courses/[tab]": { path: () => "/courses/new-testament", expect: "page" },
  "/courses/search": { path: () => "/courses/search?q=grace", expect: "page" },
  "/dashboard": { path: () => "/dashboard", expect: signedInOnly },
  "/dashboard/grades": { path: () => "/dashboard/grades", expect: signedInOnly },
  "/purchases": { path: () => "/purchases", expect: signedInOnly },
  // A receipt is its payer's only: anyone else's, or an unknown one, is not found.
  "/purchases/[paymentId]": {
    path: () => "/purchases/no-such-payment",
    expect: { anonymous: "signIn", owner: "notFound", otherStudent: "notFound", courseInstructor: "notFound", otherInstructor: "notFound", admin: "notFound" },
  },
  "/forgot-password": { path: () => "/forgot-password", expect: "page" },
  "/login": { path: () => "/login", expect: "page" },
  // Each signed-in user's own notifications (lib/notifications reads only the caller's).
  "/notifications": { path: () => "/notifications", expect: signedInOnly },
  "/privacy": { path: () => "/privacy", expect: "page" },
  "/reset-password/[token]": { path: () => "/reset-password/not-a-token", expect: "page" },
  "/signup": { path: () => "/signup", expect: "page" },
  "/studio": { path: () => "/studio", expect: staffOnly },
  "/studio/courses/[id]": { path: (f) => `/studio/courses/${f.courseId}`, expect: courseStaffOnly },
  // The lesson editor and its student preview: the course's instructors and admins; another course's instructor
  // and students get 404 (a draft is for its staff only).
  "/studio/courses/[id]/lessons/[lessonId]": { path: (f) => `/studio/courses/${f.courseId}/lessons/${f.lessonId}`, expect: courseStaffOnly },
  "/studio/courses/[id]/lessons/[lessonId]/preview": { path: (f) => `/studio/courses/${f.courseId}/lessons/${f.lessonId}/preview`, expect: courseStaffOnly },
  // Only admins create courses.
  "/studio/courses/new": { path: () => "/studio/courses/new", expect: adminOnly },
  "/studio/courses/[id]/assessments/[assessmentId]": { path: (f) => `/studio/courses/${f.courseId}/assessments/${f.assessmentId}`, expect: courseStaffOnly },
  "/studio/courses/[id]/assessments/[assessmentId]/analysis": {
    path: (f) => `/studio/courses/${f.courseId}/assessments/${f.assessmentId}/analysis`,
    expect: courseStaffOnly,
  },
  "/studio/profile": { path: () => "/studio/profile", expect: staffOnly },
  // The queue of reported posts: each sees the reports of the courses they teach (admins: all).
  "/studio/discussions": { path: () => "/studio/discussions", expect: staffOnly },
  "/terms": { path: () => "/terms", expect: "page" },
  "/translations": { path: () => "/translations", expect: "page" },
  // The link at the foot of discussion e-mails works signed out (RFC 8058); an unknown token is a page that says
  // the link is not valid, and opening it changes nothing.
  "/unsubscribe/[token]": { path: () => "/unsubscribe/not-a-token", expect: "page" },
  "/verify/[serial]": { path: (f) => `/verify/${f.serial}`, expect: "page" },
};

const APP = path.join(process.cwd(), "app", "[locale]");

function pageFiles(dir = APP): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** "/course/[courseId]" for app/[locale]/(catalogue)/course/[courseId]/(overview)/page.tsx: route groups leave no trace. */
const routeOf = (file: string) =>
  `/${path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .join("/")}`;

const routes = pageFiles().map(routeOf).sort();

test("every page under app/[locale] has an entry, and every entry a page", () => {
  expect(routes.filter((route) => !(route in PAGES))).toEqual([]);
  expect(Object.keys(PAGES).filter((route) => !routes.includes(route))).toEqual([]);
});

const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3000";
let fixture: Fixture;
const callers = {} as Record<Caller, APIRequestContext>;

/** A new student signed up in their own request context (the session cookie stays in it). */
async function student(name: string) {
  const context = await requests.newContext({ baseURL });
  const email = `e2e-matrix-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await context.post("/api/signup", { data: { firstName: "Tychicus", lastName: "Asia", email, password: "faithful-minister-7" } });
  expect(response.ok(), `sign-up of ${name}`).toBe(true);
  const { user } = (await response.json()) as { user: { id: string } };
  return { context, id: user.id };
}

/** A request context signed in as the spec's account (an instructor of a course, the admin). */
async function signedIn(accounts: Accounts, account: AccountSpec) {
  return requests.newContext({ baseURL, storageState: await accounts.storageState(account) });
}

test.beforeAll(async ({ accounts }) => {
  const owner = await student("owner");
  await query(
    `INSERT INTO enrollments (id, "userId", "courseId", status, progress, "startedAt", "updatedAt")
     SELECT gen_random_uuid()::text, $1, id, 'active', 0, now(), now() FROM courses WHERE slug = $2`,
    [owner.id, COURSE],
  );
  Object.assign(callers, {
    anonymous: await requests.newContext({ baseURL }),
    owner: owner.context,
    otherStudent: (await student("other")).context,
    courseInstructor: await signedIn(accounts, instructorOf(COURSE)),
    otherInstructor: await signedIn(accounts, instructorOf(OTHER_COURSE)),
    admin: await signedIn(accounts, "admin"),
  });
  // A lesson that is not a free preview, the course's assessment, and any issued certificate.
  const [lesson] = await query<{ id: string; courseId: string }>(
    `SELECT l.id, l."courseId" FROM lessons l JOIN courses c ON c.id = l."courseId" WHERE c.slug = $1 AND NOT l."isFreePreview" ORDER BY l."order" DESC LIMIT 1`,
    [COURSE],
  );
  const [assessment] = await query<{ id: string; courseId: string }>(
    `SELECT a.id, a."courseId" FROM assessments a JOIN courses c ON c.id = a."courseId" WHERE c.slug = $1 LIMIT 1`,
    [COURSE],
  );
  const [certificate] = await query<{ serial: string }>(`SELECT serial FROM certificates LIMIT 1`);
  // A discussion thread of the course, opened by the owner.
  const [thread] = await query<{ id: string }>(
    `INSERT INTO discussion_threads (id, "courseId", "authorId", title, "updatedAt") VALUES (gen_random_uuid()::text, $1, $2, 'Matrix question', now()) RETURNING id`,
    [assessment!.courseId, owner.id],
  );
  await query(`INSERT INTO discussion_posts (id, "threadId", "authorId", body, "isOpening") VALUES (gen_random_uuid()::text, $1, $2, 'Matrix question', true)`, [thread!.id, owner.id]);
  fixture = { courseId: assessment!.courseId, lessonId: lesson!.id, assessmentId: assessment!.id, serial: certificate!.serial, threadId: thread!.id };
});

test.afterAll(async () => {
  await Promise.all(Object.values(callers).map((context) => context.dispose()));
});

const LOCK_SCREENS = /data-testid="(lesson-locked|assessment-no-access|discussions-locked)"/;

async function outcomeOf(context: APIRequestContext, pagePath: string): Promise<string> {
  const response = await context.get(pagePath, { maxRedirects: 0 });
  const status = response.status();
  if (status === 307 || status === 308 || status === 302) {
    const location = new URL(response.headers().location ?? "", baseURL);
    const backTo = location.searchParams.get("callbackUrl");
    return location.pathname === "/login" && backTo === pagePath ? "signIn" : `redirect to ${location.pathname}${location.search}`;
  }
  if (status === 404) return "notFound";
  if (status !== 200) return `status ${status}`;
  return LOCK_SCREENS.test(await response.text()) ? "locked" : "page";
}

for (const route of Object.keys(PAGES).sort()) {
  test(`${route}: each caller gets what the matrix says`, async () => {
    const entry = PAGES[route]!;
    const pagePath = entry.path(fixture);
    const expected = Object.fromEntries(CALLERS.map((caller) => [caller, typeof entry.expect === "string" ? entry.expect : entry.expect[caller]]));
    const actual: Record<string, string> = {};
    for (const caller of CALLERS) actual[caller] = await outcomeOf(callers[caller], pagePath);
    expect(actual, `GET ${pagePath}`).toEqual(expected);
  });
}

// Addresses a page would decode again (a `%` left after Next decoded it once), malformed percent-encoding
// and NUL: a clear 400 from proxy.ts on public pages as on private ones, never a 500 from the page.
test("a doubly encoded, malformed or NUL address is refused with 400 on every kind of page", async () => {
  const addresses = [
    "/course/%25",
    "/es/course/%2541",
    "/course/philemon/lesson/%25",
    "/courses/%E0%A4%A",
    "/checkout/%25",
    "/verify/a%00b",
    "/terms%25",
    "/%25",
    "/dashboard/%25",
  ];
  const answers: Record<string, number> = {};
  for (const address of addresses) answers[address] = (await callers.anonymous.get(address, { maxRedirects: 0 })).status();
  expect(answers).toEqual(Object.fromEntries(addresses.map((address) => [address, 400])));
  // A plain page and an address whose `%` is a single, valid encoding still pass.
  expect((await callers.anonymous.get("/course/%70hilemon", { maxRedirects: 0 })).status()).toBe(200);
});
