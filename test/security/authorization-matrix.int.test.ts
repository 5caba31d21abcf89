// The authorization matrix (issue 15): every route handler under app/api, found by walking the folder, called by
// each kind of caller with a minimal valid request; the status each should get is written once below. A route
// or method without an entry fails the test, so a new route must say who may call it.
// Pages have their own matrix, which needs the running server: e2e/page-matrix.spec.ts walks app/[locale] for
// every page.tsx and asks for each with the same six callers (sign-in redirect, lock screen, 404, page).
import { CALLERS, matrixFixture, removeMatrixFixture, type Caller, type MatrixFixture } from "./matrix-fixture";
import { rawCall, type RawCall } from "./requests";
import { routeMethods, type RouteMethod } from "./route-files";

type Request = Omit<RawCall, "as" | "method"> & { json?: unknown };
type Entry = {
  /** The request, built from the fixture (and the caller, for bodies that must differ per caller). */
  request: (f: MatrixFixture, caller: Caller) => Request;
  /** The status each caller gets; a number for all of them. */
  expect: number | Record<Caller, number>;
};

// Shorthands for the usual shapes.
const everyone = (status: number) => status;
const signedIn = (anonymous: number, rest: number): Record<Caller, number> => ({
  anonymous,
  owner: rest,
  otherStudent: rest,
  courseInstructor: rest,
  otherInstructor: rest,
  admin: rest,
});
const by = (statuses: Record<Caller, number>) => statuses;
/** Self or admin: the owner and an admin see it, everyone else signed in is refused. */
const ownerOrAdmin = by({ anonymous: 401, owner: 200, otherStudent: 403, courseInstructor: 403, otherInstructor: 403, admin: 200 });
/** The course's video managers: its instructors and admins. */
const videoManagers = (allowed: number, otherwise = 403) =>
  by({ anonymous: 401, owner: otherwise, otherStudent: otherwise, courseInstructor: allowed, otherInstructor: otherwise, admin: allowed });

let signupCount = 0;
const uploadKey = (f: MatrixFixture) => `videos/${f.lesson.id}/${"b".repeat(24)}.mp4`;
const UNKNOWN = "c0000000000000000000000000";
/** A 2 × 2 PNG, for the image upload. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWP4DwYMEAoAU7oL9W/sIDEAAAAASUVORK5CYII=", "base64");
/** Staff tools: instructors and admins, whatever course; students are refused. */
const staff = (allowed: number) => by({ anonymous: 401, owner: 403, otherStudent: 403, courseInstructor: allowed, otherInstructor: allowed, admin: allowed });

/** A course's discussions: its enrolled students (the owner), its instructors and admins; a 403 for anyone else signed in. */
const discussionReaders = (allowed: number) => by({ anonymous: 401, owner: allowed, otherStudent: 403, courseInstructor: allowed, otherInstructor: 403, admin: allowed });
/** A course's discussion staff: its instructors and admins. */
const discussionStaff = (allowed: number) => by({ anonymous: 401, owner: 403, otherStudent: 403, courseInstructor: allowed, otherInstructor: 403, admin: allowed });
/** Only the author of the post (the owner). */
const discussionAuthor = by({ anonymous: 401, owner: 200, otherStudent: 403, courseInstructor: 403, otherInstructor: 403, admin: 403 });

const MATRIX: Record<string, Entry> = {
  "POST /api/admin/payments/[paymentId]/refund": {
    request: () => ({ params: { paymentId: UNKNOWN } }),
    expect: by({ anonymous: 401, owner: 403, otherStudent: 403, courseInstructor: 403, otherInstructor: 403, admin: 404 }),
  },
  "POST /api/assessment-attempts": {
    request: (f) => ({ json: { assessmentId: f.assessment.id, status: "in_progress" } }),
    // The course's instructors and admins may sit it too (to check it), not a student who is not enrolled.
    expect: by({ anonymous: 401, owner: 201, otherStudent: 403, courseInstructor: 201, otherInstructor: 403, admin: 201 }),
  },
  "GET /api/assessments/[id]/questions": {
    request: (f) => ({ params: { id: f.assessment.id } }),
    expect: by({ anonymous: 401, owner: 200, otherStudent: 403, courseInstructor: 200, otherInstructor: 403, admin: 200 }),
  },
  "GET /api/assessments/[id]": {
    request: (f) => ({ params: { id: f.assessment.id } }),
    expect: by({ anonymous: 401, owner: 200, otherStudent: 403, courseInstructor: 200, otherInstructor: 403, admin: 200 }),
  },
  "GET /api/auth/[...nextauth]": {
    request: () => ({ path: "/api/auth/session", params: { nextauth: ["session"] } }),
    expect: everyone(200),
  },
  "POST /api/auth/[...nextauth]": {
    // next-auth's own CSRF token is missing: it refuses with a redirect to its error page.
    request: () => ({ path: "/api/auth/signout", params: { nextauth: ["signout"] }, body: "", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    expect: everyone(302),
  },
  "POST /api/auth/sign-out-everywhere": {
    request: () => ({}),
    expect: signedIn(401, 204),
  },
  "GET /api/certificates/[id]/credential": { request: (f) => ({ params: { id: f.certificate.serial } }), expect: everyone(200) },
  "GET /api/certificates/[id]/pdf": { request: (f) => ({ params: { id: f.certificate.id } }), expect: ownerOrAdmin },
  "GET /api/certificates/[id]/status": { request: (f) => ({ params: { id: f.certificate.serial } }), expect: everyone(200) },
  "GET /api/certificates/keys": { request: () => ({}), expect: everyone(200) },
  "POST /api/confirm-payment": { request: () => ({ json: { paymentIntentId: "pi_unknown" } }), expect: signedIn(401, 404) },
  "GET /api/courses/[courseId]/assessments": { request: (f) => ({ params: { courseId: f.course.id } }), expect: everyone(200) },
  "GET /api/courses/[courseId]/lessons": { request: (f) => ({ params: { courseId: f.course.id } }), expect: everyone(200) },
  "GET /api/courses/[courseId]/localized": { request: (f) => ({ params: { courseId: f.course.id } }), expect: everyone(200) },
  // Everyone may ask how many discussions a course has; only its readers get the threads.
  "GET /api/courses/[courseId]/discussions": { request: (f) => ({ params: { courseId: f.course.id } }), expect: everyone(200) },
  "POST /api/courses/[courseId]/discussions": {
    request: (f) => ({ params: { courseId: f.course.id }, json: { title: "Matrix thread", body: "A question" } }),
    expect: discussionReaders(201),
  },
  "POST /api/courses/[courseId]/discussions/suspensions": {
    request: (f) => ({ params: { courseId: f.course.id }, json: { userId: f.discussion.peerId, days: 1 } }),
    expect: discussionStaff(201),
  },
  "GET /api/courses/[courseId]": { request: (f) => ({ params: { courseId: f.course.id } }), expect: everyone(200) },
  "GET /api/courses": { request: () => ({}), expect: everyone(200) },
  "POST /api/create-payment-intent": {
    request: (f) => ({ json: { courseId: f.course.id } }),
    expect: by({ anonymous: 401, owner: 409, otherStudent: 200, courseInstructor: 200, otherInstructor: 200, admin: 200 }),
  },
  "POST /api/enrollments": {
    request: (f) => ({ json: { courseId: f.course.id } }),
    // A paid course: 402 without a succeeded payment, whoever asks (the owner's completed enrollment came without one).
    expect: signedIn(401, 402),
  },
  "PATCH /api/discussions/posts/[postId]": { request: (f) => ({ params: { postId: f.discussion.openingPostId }, json: { body: "Edited" } }), expect: discussionAuthor },
  "DELETE /api/discussions/posts/[postId]": { request: (f) => ({ params: { postId: f.discussion.ownReplyId } }), expect: discussionAuthor },
  // Helpful marks are for students, on others' posts.
  "POST /api/discussions/posts/[postId]/helpful": {
    request: (f) => ({ params: { postId: f.discussion.peerReplyId } }),
    expect: by({ anonymous: 401, owner: 200, otherStudent: 403, courseInstructor: 403, otherInstructor: 403, admin: 403 }),
  },
  // The instructor hides the post, the admin restores it.
  "POST /api/discussions/posts/[postId]/moderation": {
    request: (f, caller) => ({ params: { postId: f.discussion.peerReplyId }, json: { action: caller === "admin" ? "restore" : "hide" } }),
    expect: discussionStaff(200),
  },
  "POST /api/discussions/posts/[postId]/reports": {
    request: (f) => ({ params: { postId: f.discussion.peerReplyId }, json: { reason: "spam" } }),
    expect: discussionReaders(201),
  },
  "GET /api/discussions/threads/[threadId]": { request: (f) => ({ params: { threadId: f.discussion.threadId } }), expect: discussionReaders(200) },
  "PATCH /api/discussions/threads/[threadId]": {
    request: (f) => ({ params: { threadId: f.discussion.threadId }, json: { pinned: true } }),
    expect: discussionStaff(200),
  },
  // The asker (the owner) or the course's staff.
  "PUT /api/discussions/threads/[threadId]/answer": {
    request: (f) => ({ params: { threadId: f.discussion.threadId }, json: { postId: null } }),
    expect: discussionReaders(200),
  },
  "POST /api/discussions/threads/[threadId]/posts": {
    request: (f) => ({ params: { threadId: f.discussion.threadId }, json: { body: "Matrix reply" } }),
    expect: discussionReaders(201),
  },
  "GET /api/health": { request: () => ({}), expect: everyone(200) },
  // Metrics only to a process on the server's machine (its socket, seen by the request hook) or the token's holder:
  // a request with neither is refused whoever is signed in (app/api/metrics/route.int.test.ts has the rest).
  "GET /api/metrics": { request: () => ({}), expect: everyone(403) },
  "GET /api/languages/default": { request: () => ({}), expect: everyone(200) },
  "GET /api/languages": { request: () => ({}), expect: everyone(200) },
  "GET /api/lessons/[lessonId]": { request: (f) => ({ params: { lessonId: f.lesson.id } }), expect: everyone(200) },
  "GET /api/lessons/[lessonId]/videos": {
    request: (f) => ({ params: { lessonId: f.lesson.id } }),
    expect: by({ anonymous: 401, owner: 200, otherStudent: 403, courseInstructor: 200, otherInstructor: 403, admin: 200 }),
  },
  // The caller's own notifications only (lib/notifications/queries.ts filters by the session's user).
  "GET /api/notifications/unread-count": { request: () => ({}), expect: signedIn(401, 200) },
  "POST /api/notifications/read": { request: () => ({ json: { all: true } }), expect: signedIn(401, 200) },
  "POST /api/login": {
    request: () => ({ json: { email: "student@example.com", password: "not-the-password-1" } }),
    expect: everyone(401),
  },
  "GET /api/images/[...path]": { request: () => ({ params: { path: ["lesson", `${"0".repeat(64)}.webp`] } }), expect: everyone(404) },
  "POST /api/studio/images": {
    request: () => ({ path: "/api/studio/images?kind=photo", body: new Uint8Array(TINY_PNG), headers: { "content-type": "image/png" } }),
    expect: staff(201),
  },
  "GET /api/media/[...key]": { request: () => ({ params: { key: ["videos", "x.mp4"] } }), expect: everyone(403) },
  "HEAD /api/media/[...key]": { request: () => ({ params: { key: ["videos", "x.mp4"] } }), expect: everyone(403) },
  // A video's original only through a signed, unexpired URL, checked before the session (route.int.test.ts next to
  // the route walks a signed URL through every viewer).
  "GET /api/videos/[id]/original": { request: (f) => ({ params: { id: f.video.id } }), expect: everyone(403) },
  "HEAD /api/videos/[id]/original": { request: (f) => ({ params: { id: f.video.id } }), expect: everyone(403) },
  "POST /api/payments/demo-confirm": {
    request: () => ({ json: { clientSecret: "demo_unknown_secret", cardNumber: "4242424242424242" } }),
    expect: signedIn(401, 403),
  },
  "POST /api/progress/complete": {
    // The lesson has a video: completing it without watching is a 409 for the one who may watch it.
    request: (f) => ({ json: { lessonId: f.lesson.id } }),
    expect: by({ anonymous: 401, owner: 409, otherStudent: 403, courseInstructor: 403, otherInstructor: 403, admin: 403 }),
  },
  "POST /api/progress": {
    request: (f) => ({ json: { lessonId: f.lesson.id, videoId: f.video.id, positionSeconds: 1 } }),
    expect: by({ anonymous: 401, owner: 200, otherStudent: 403, courseInstructor: 403, otherInstructor: 403, admin: 403 }),
  },
  "GET /api/refunds": { request: (f) => ({ path: `/api/refunds?courseId=${f.course.id}` }), expect: signedIn(401, 200) },
  "GET /api/scripture": { request: () => ({ path: "/api/scripture?ref=John.3.16" }), expect: everyone(200) },
  // Nobody paid for this course here: no refund for anyone (409), and nothing refunded.
  "POST /api/refunds": { request: (f) => ({ json: { courseId: f.course.id } }), expect: signedIn(401, 409) },
  "GET /api/s3/multipart/[uploadId]/[partNumber]": {
    request: (f) => ({ path: `/api/s3/multipart/u/1?key=${uploadKey(f)}`, params: { uploadId: "unknown-upload", partNumber: "1" } }),
    expect: videoManagers(404),
  },
  "POST /api/s3/multipart/[uploadId]/complete": {
    request: (f) => ({ path: `/api/s3/multipart/u/complete?key=${uploadKey(f)}`, params: { uploadId: "unknown-upload" }, json: { parts: [{ PartNumber: 1, ETag: "x" }] } }),
    expect: videoManagers(404),
  },
  "GET /api/s3/multipart/[uploadId]": {
    request: (f) => ({ path: `/api/s3/multipart/u?key=${uploadKey(f)}`, params: { uploadId: "unknown-upload" } }),
    expect: videoManagers(404),
  },
  "DELETE /api/s3/multipart/[uploadId]": {
    request: (f) => ({ path: `/api/s3/multipart/u?key=${uploadKey(f)}`, params: { uploadId: "unknown-upload" } }),
    expect: videoManagers(404),
  },
  "POST /api/s3/multipart": {
    request: (f) => ({ json: { filename: "lecture.mp4", type: "video/mp4", size: 20 * 1024 * 1024, metadata: { lessonId: f.lesson.id } } }),
    expect: videoManagers(200),
  },
  "GET /api/s3/params": {
    request: (f) => ({ path: `/api/s3/params?filename=a.mp4&type=video/mp4&metadata[lessonId]=${f.lesson.id}&metadata[size]=1000` }),
    expect: videoManagers(200),
  },
  "POST /api/signup": {
    request: (_f, caller) => ({
      json: { firstName: "Lydia", lastName: "Thyatira", email: `matrix-signup-${caller}-${Date.now()}-${signupCount++}@example.com`, password: "sincere-faith-2" },
    }),
    expect: everyone(201),
  },
  "GET /api/stats": { request: () => ({}), expect: everyone(200) },
  "PUT /api/uploads/object/[...key]": { request: (f) => ({ params: { key: uploadKey(f).split("/") }, body: "x" }), expect: everyone(403) },
  "PUT /api/uploads/part/[uploadId]/[partNumber]": {
    request: (f) => ({ path: `/api/uploads/part/u/1?key=${uploadKey(f)}`, params: { uploadId: "unknown-upload", partNumber: "1" }, body: "x" }),
    expect: everyone(403),
  },
  // The token is the credential, for anyone holding the e-mail: a bad one is refused alike for every caller.
  "GET /api/unsubscribe/[token]": { request: () => ({ params: { token: "not-a-token" } }), expect: everyone(303) },
  "POST /api/unsubscribe/[token]": { request: () => ({ params: { token: "not-a-token" } }), expect: everyone(404) },
  "GET /api/users/[userId]/certificates": { request: (f) => ({ params: { userId: f.ownerId } }), expect: ownerOrAdmin },
  "GET /api/users/[userId]/dashboard": { request: (f) => ({ params: { userId: f.ownerId } }), expect: ownerOrAdmin },
  "GET /api/users/[userId]/enrollments": { request: (f) => ({ params: { userId: f.ownerId } }), expect: ownerOrAdmin },
  "GET /api/users/me/export": { request: () => ({}), expect: signedIn(401, 200) },
  "DELETE /api/users/me": {
    // A wrong password deletes nothing (403); staff accounts are refused before any password check (409).
    request: () => ({ json: { password: "not-the-password-9" } }),
    expect: by({ anonymous: 401, owner: 403, otherStudent: 403, courseInstructor: 409, otherInstructor: 409, admin: 409 }),
  },
  "GET /api/videos/[id]/hls/[...path]": { request: (f) => ({ params: { id: f.video.id, path: ["master.m3u8"] } }), expect: everyone(403) },
  "POST /api/videos/[id]/retry": { request: (f) => ({ params: { id: f.video.id } }), expect: videoManagers(409) },
  "GET /api/videos/[id]": { request: (f) => ({ params: { id: f.video.id } }), expect: videoManagers(200) },
  // The fixture's video is ready: only a failed one may be removed.
  "DELETE /api/videos/[id]": { request: (f) => ({ params: { id: f.video.id } }), expect: videoManagers(409) },
  "POST /api/videos": {
    request: (f) => ({ json: { lessonId: f.lesson.id, title: "Lecture", storageKey: uploadKey(f), fileSize: 1000 } }),
    expect: videoManagers(400),
  },
  "POST /api/videos/upload-url": {
    request: (f) => ({ json: { lessonId: f.lesson.id, filename: "a.mp4", type: "video/mp4", size: 1000 } }),
    expect: videoManagers(200),
  },
  "POST /api/webhooks/stripe": { request: () => ({ json: {}, headers: { "stripe-signature": "t=1,v1=bad" } }), expect: everyone(400) },
};

// Calls that end the caller's other sessions run last, so they cannot sign anyone out of the rows before.
const RUN_LAST = new Set(["POST /api/auth/sign-out-everywhere"]);

const keyOf = (r: RouteMethod) => `${r.method} ${r.route}`;

let fixture: MatrixFixture;
let routes: RouteMethod[];

beforeAll(async () => {
  routes = await routeMethods();
  fixture = await matrixFixture();
}, 180_000);

afterAll(() => removeMatrixFixture(fixture));

it("has an entry for every route handler and method under app/api, and none for a route that is gone", () => {
  const found = routes.map(keyOf);
  const missing = found.filter((key) => !MATRIX[key]).map((key) => `add an entry for ${key} to MATRIX`);
  const stale = Object.keys(MATRIX).filter((key) => !found.includes(key)).map((key) => `remove the entry for ${key}: no such handler`);
  expect([...missing, ...stale]).toEqual([]);
});

it("answers every caller with the status written for it", async () => {
  const ordered = [...routes].sort((a, b) => Number(RUN_LAST.has(keyOf(a))) - Number(RUN_LAST.has(keyOf(b))));
  const wrong: string[] = [];
  for (const route of ordered) {
    const entry = MATRIX[keyOf(route)];
    if (!entry) continue;
    for (const caller of CALLERS) {
      const { json, headers = {}, path, ...rest } = entry.request(fixture, caller);
      const expected = typeof entry.expect === "number" ? entry.expect : entry.expect[caller];
      const answer = await rawCall(route.handler, {
        ...rest,
        method: route.method,
        path: path ?? route.route,
        headers: json === undefined ? headers : { "content-type": "application/json", ...headers },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
        as: fixture.clients[caller],
      });
      if (answer.status !== expected) wrong.push(`${keyOf(route)} as ${caller}: ${answer.status}, expected ${expected} (${answer.text.slice(0, 120)})`);
    }
  }
  expect(wrong).toEqual([]);
}, 240_000);
