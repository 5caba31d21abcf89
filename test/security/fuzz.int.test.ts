// Fuzzing every state-changing route handler under app/api (issue 15), found by walking the folder: wrong types,
// missing fields, 1 MB and 10 MB bodies, deep JSON, unicode controls, RTL overrides and NUL characters, sent
// anonymously and as a signed-in student. Every answer must be a clear 4xx (JSON with an `error` string), never a
// 500, and no row may be written. Seeded (fast-check), a handful of cases per route, so it stays fast.
import fc from "fast-check";
import { db } from "@/lib/db";
import { enrol, newStudent } from "@/test/helpers/lessons";
import type { TestClient } from "@/test/http";
import { countingStream, rawCall, type AnyHandler } from "./requests";
import { MUTATING, routeMethods, type RouteMethod } from "./route-files";

const SEED = 15;
const MB = 1024 * 1024;

// Answers that are not JSON by contract: next-auth's own routes redirect to its pages, and the disk driver's
// signed upload URLs answer in S3's XML, as S3 itself would. Both must still refuse (4xx) and write nothing.
const NOT_JSON_BY_CONTRACT = new Set(["POST /api/auth/[...nextauth]", "PUT /api/uploads/object/[...key]", "PUT /api/uploads/part/[uploadId]/[partNumber]"]);
// Takes no body: any request from a signed-in user is valid (it ends their other sessions), so only the
// anonymous caller is fuzzed there.
const NO_BODY_SIGNED_IN_ACTIONS = new Set(["POST /api/auth/sign-out-everywhere"]);

// The names the app's payloads use, so generated objects hit real fields with wrong values.
const FIELDS = [
  "courseId", "lessonId", "videoId", "assessmentId", "attemptId", "answers", "status", "email", "password", "firstName",
  "lastName", "remember", "paymentIntentId", "clientSecret", "cardNumber", "positionSeconds", "durationSeconds", "title",
  "storageKey", "fileSize", "filename", "type", "size", "metadata", "parts", "body", "quotedPostId", "postId", "reason",
  "details", "userId", "days", "action", "pinned", "locked",
];
const NASTY = ["\u0000", "\u202E", "\u202D", "\u2066", "\u200F", "\u0007", "\u001B[2J", "\uFEFF", "\uD800", "%00", "%25", "../../etc/passwd", "' OR 1=1 --", "<script>"];

const nastyString = fc.tuple(fc.constantFrom(...NASTY), fc.string({ maxLength: 12 }), fc.constantFrom(...NASTY)).map(([a, b, c]) => `${a}${b}${c}`);
const wrongValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), nastyString, { maxKeys: 3 }),
);
const fuzzedBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), wrongValue, { minKeys: 1, maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Case = { label: string; body: () => BodyInit; contentType?: string; counter?: { pulled: number } };

function fixedCases(): Case[] {
  const deep = 10_000;
  return [
    { label: "empty object", body: () => "{}" },
    { label: "array", body: () => "[]" },
    { label: "null", body: () => "null" },
    { label: "not JSON", body: () => "{courseId: ruth" },
    { label: "NUL in every field", body: () => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, "ruth\u0000"]))) },
    { label: "RTL override in every field", body: () => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, "\u202Egnp.exe\u202C"]))) },
    { label: "wrong types", body: () => JSON.stringify(Object.fromEntries(FIELDS.map((f, i) => [f, i % 2 ? [i] : { [f]: true }]))) },
    { label: "deep JSON", body: () => `${'{"a":'.repeat(deep)}1${"}".repeat(deep)}` },
    { label: "1 MB body", body: () => JSON.stringify({ courseId: "x".repeat(MB - 20) }) },
    { label: "text/plain form body", body: () => JSON.stringify({ courseId: "ruth" }), contentType: "text/plain" },
  ];
}

function generatedCases(): Case[] {
  return fc.sample(fuzzedBody, { seed: SEED, numRuns: 6 }).map((value, i) => ({ label: `generated #${i}`, body: () => JSON.stringify(value) }));
}

function tenMegabytes(): Case {
  const { stream, counter } = countingStream(10 * MB);
  return { label: "10 MB body", body: () => stream, counter };
}

const PARAM_VALUES = ["c0000000000000000000000000", "\u202Efuzz", "fuzz id"];
function paramsFor(route: string, i: number) {
  const params: Record<string, string | string[]> = {};
  for (const [, spread, name] of route.matchAll(/\[(\.\.\.)?(\w+)\]/g)) {
    const value = PARAM_VALUES[i % PARAM_VALUES.length]!;
    params[name!] = spread ? ["videos", value] : value;
  }
  return params;
}

async function rowCounts() {
  const [users, enrollments, payments, progress, attempts, certificates, videos, uploads, resets, threads, posts, postRenders, votes, reports, suspensions] = await Promise.all([
    db.user.count(),
    db.enrollment.count(),
    db.payment.count(),
    db.lessonProgress.count(),
    db.assessmentAttempt.count(),
    db.certificate.count(),
    db.video.count(),
    db.videoUpload.count(),
    db.passwordResetToken.count(),
    db.discussionThread.count(),
    db.discussionPost.count(),
    db.discussionPostRender.count(),
    db.discussionVote.count(),
    db.discussionReport.count(),
    db.discussionSuspension.count(),
  ]);
  return { users, enrollments, payments, progress, attempts, certificates, videos, uploads, resets, threads, posts, postRenders, votes, reports, suspensions };
}

const keyOf = (r: RouteMethod) => `${r.method} ${r.route}`;

let routes: RouteMethod[];
let student: TestClient;

beforeAll(async () => {
  routes = (await routeMethods()).filter((r) => MUTATING.has(r.method));
  const signedIn = await newStudent("fuzz-student");
  await enrol(signedIn.id, "philemon");
  student = signedIn.client;
});

it("finds the state-changing routes to fuzz", () => {
  expect(routes.map(keyOf)).toEqual(expect.arrayContaining(["POST /api/enrollments", "POST /api/signup", "POST /api/videos"]));
});

it("answers every fuzzed request with a clear 4xx, never a 500, and writes no row", async () => {
  const before = await rowCounts();
  const problems: string[] = [];
  for (const route of routes) {
    const callers: [string, TestClient | null][] = [["anonymous", null]];
    if (!NO_BODY_SIGNED_IN_ACTIONS.has(keyOf(route))) callers.push(["student", student]);
    for (const [who, as] of callers) {
      const cases = [...fixedCases(), ...generatedCases(), tenMegabytes()];
      for (const [i, c] of cases.entries()) {
        const where = `${keyOf(route)} as ${who}, ${c.label}`;
        const contentType = c.contentType ?? "application/json";
        const answer = await rawCall(route.handler as AnyHandler, {
          method: route.method,
          path: route.route.replace(/\[(\.\.\.)?(\w+)\]/g, "x"),
          params: paramsFor(route.route, i),
          headers: { "content-type": contentType },
          body: c.body(),
          as,
        }).catch((error: Error) => ({ status: 500, text: `thrown: ${error.message}`, body: null }));
        if (answer.status < 400 || answer.status >= 500) problems.push(`${where}: ${answer.status} ${answer.text.slice(0, 160)}`);
        else if (!NOT_JSON_BY_CONTRACT.has(keyOf(route)) && typeof answer.body?.error !== "string") problems.push(`${where}: no JSON error (${answer.text.slice(0, 80)})`);
        if (c.counter && c.counter.pulled > 2 * MB) problems.push(`${where}: read ${c.counter.pulled} bytes of a 10 MB body`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(await rowCounts()).toEqual(before);
}, 180_000);

afterAll(async () => {
  // Close the pool again in case a handler reopened it after test/integration-setup.ts's afterAll.
  await db.$disconnect();
});
