#!/usr/bin/env node
// Fills a seeded school database as months of use would: thousands of learners, each enrolled in a few courses
// (half of them in Genesis, the bench's course) with lesson progress, assessment attempts, certificates for the
// courses they finished, payments (refunds and declined cards among them) and audit rows. Everything is made
// inside PostgreSQL (INSERT … SELECT over generate_series), so 3,000 learners take seconds, not minutes.
// The rows are other people's: a page of one student must cost the same before and after (issue 29).
//
//   DATABASE_URL=postgresql://… node scripts/bench/grow-database.mjs [--learners 3000] [--remove]
//
// Every grown row's id starts with "grown_", so a second run replaces the first and --remove takes them away.
// `npm run bench -- --grown` runs it between two measures of the signed-in pages (scripts/bench/school-figures.mjs).
import pg from "pg";

/** The tables that grow with use, as the integration test of the private pages names them. */
export const GROWN_TABLES = ["users", "enrollments", "lesson_progress", "assessment_attempts", "certificates", "payments", "audit_log"];

export const DEFAULT_LEARNERS = 3000;

const GROWN = (column = "id") => `left(${column}, 6) = 'grown_'`;

// Deterministic "random" choices: a hash (its sign bit cleared) of the learner and the course, so two runs grow the same database.
// About 4 courses a learner (5 % of the catalogue each, plus Genesis for every other learner); a tenth of the
// enrollments refunded, three in ten completed, the rest active somewhere between 0 and 94 %.
const ENROLLMENTS = `
  INSERT INTO enrollments (id, "userId", "courseId", status, progress, "startedAt", "completedAt", "refundedAt", "updatedAt")
  SELECT 'grown_e' || n || '_' || rank, 'grown_u' || n, "courseId", status::"EnrollmentStatus",
         CASE status WHEN 'completed' THEN 100 ELSE h % 95 END,
         started, CASE WHEN status = 'completed' THEN started + interval '30 days' END,
         CASE WHEN status = 'refunded' THEN started + interval '5 days' END, started
  FROM (
    SELECT g AS n, c.rank, c.id AS "courseId", x.h,
           CASE WHEN x.h % 10 = 0 THEN 'refunded' WHEN x.h % 10 < 4 THEN 'completed' ELSE 'active' END AS status,
           now() - ((x.h % 300) + 31) * interval '1 day' AS started
    FROM generate_series(1, $1::int) g
    CROSS JOIN (SELECT id, slug, row_number() OVER (ORDER BY slug) AS rank FROM courses WHERE state = 'published') c
    CROSS JOIN LATERAL (SELECT (hashtext(g || ':' || c.id) & 2147483647) AS h) x
    WHERE x.h % 100 < 5 OR (c.slug = 'genesis' AND g % 2 = 0)
  ) pick`;

// The lessons done so far (progress % of the course's published lessons) completed, the next one half watched.
const LESSON_PROGRESS = `
  INSERT INTO lesson_progress (id, "userId", "lessonId", "positionSeconds", "maxWatchedSeconds", "completedAt", "updatedAt")
  SELECT 'grown_p' || e.id || '_' || l.rank, e."userId", l.id,
         CASE WHEN l.rank <= l.done THEN 0 ELSE 120 END, CASE WHEN l.rank <= l.done THEN 600 ELSE 120 END,
         CASE WHEN l.rank <= l.done THEN LEAST(now(), e."startedAt" + l.rank * interval '12 hours') END,
         LEAST(now(), e."startedAt" + l.rank * interval '12 hours')
  FROM enrollments e
  CROSS JOIN LATERAL (
    SELECT x.id, x.rank, floor(x.total * e.progress / 100.0) AS done
    FROM (SELECT id, row_number() OVER (ORDER BY "order") AS rank, count(*) OVER () AS total
          FROM lessons WHERE "courseId" = e."courseId" AND state = 'published') x
  ) l
  WHERE ${GROWN("e.id")} AND e.status <> 'refunded' AND l.rank <= l.done + 1`;

// A passed attempt at every assessment of a completed course; in an active course a third of the assessments
// attempted (a pass or a fail), a fifth of them after an earlier failed try.
const ATTEMPTS = `
  INSERT INTO assessment_attempts (id, "userId", "assessmentId", status, "startedAt", deadline, "submittedAt", score, passed, "updatedAt")
  SELECT 'grown_a' || e.id || '_' || a."order" || '_' || try.n, e."userId", a.id, 'submitted', t.at, t.at + a."timeLimit" * interval '1 minute',
         t.at + interval '20 minutes', s.score, s.score >= a."passingScore", t.at + interval '20 minutes'
  FROM enrollments e
  JOIN assessments a ON a."courseId" = e."courseId"
  CROSS JOIN LATERAL (SELECT (hashtext(e.id || a.id) & 2147483647) AS h) x
  -- n = 1: the attempt that counts; n = 0: a failed try the day before.
  CROSS JOIN LATERAL (SELECT 1 AS n UNION ALL SELECT 0 WHERE x.h % 5 = 0) try
  CROSS JOIN LATERAL (SELECT e."startedAt" + (10 + a."order" + try.n) * interval '1 day' AS at) t
  CROSS JOIN LATERAL (SELECT CASE WHEN try.n = 0 THEN 20 + x.h % 20
                                  WHEN e.status = 'completed' THEN GREATEST(a."passingScore", 70 + x.h % 31)
                                  ELSE 30 + x.h % 70 END AS score) s
  WHERE ${GROWN("e.id")} AND (e.status = 'completed' OR (e.status = 'active' AND x.h % 3 = 0))`;

const CERTIFICATES = `
  INSERT INTO certificates (id, "userId", "courseId", type, title, serial, "scopeKey", "issuedAt")
  SELECT 'grown_c' || e.id, e."userId", e."courseId", 'course_completion', 'Certificate of Completion: ' || c.title,
         'GROWN-' || upper(md5(e.id)), e."userId" || ':' || e."courseId", e."completedAt"
  FROM enrollments e JOIN courses c ON c.id = e."courseId"
  WHERE ${GROWN("e.id")} AND e.status = 'completed'`;

// One payment per enrollment (refunded with it), and a declined card before one purchase in seven.
const PAYMENTS = `
  INSERT INTO payments (id, "userId", "courseId", provider, "providerPaymentId", "amountCents", currency, status,
                        "providerRefundId", "succeededAt", "refundedAt", "createdAt", "updatedAt")
  SELECT 'grown_y' || e.id || kind.n, e."userId", e."courseId", 'demo', 'pi_grown_' || e.id || kind.n, round(c.price * 100)::int, 'usd',
         kind.status::"PaymentStatus", CASE WHEN kind.status = 'refunded' THEN 're_grown_' || e.id END,
         CASE WHEN kind.status <> 'failed' THEN e."startedAt" END, e."refundedAt",
         e."startedAt" - kind.n * interval '5 minutes', COALESCE(e."refundedAt", e."startedAt")
  FROM enrollments e
  JOIN courses c ON c.id = e."courseId"
  CROSS JOIN LATERAL (SELECT 0 AS n, CASE WHEN e.status = 'refunded' THEN 'refunded' ELSE 'succeeded' END AS status
                      UNION ALL SELECT 1, 'failed' WHERE (hashtext(e.id) & 2147483647) % 7 = 0) kind
  WHERE ${GROWN("e.id")}`;

// Each refund requested and made, and the studio's publishing of the lessons the learners study.
const AUDIT = `
  INSERT INTO audit_log (id, "actorId", action, "targetType", "targetId", details, "createdAt")
  SELECT 'grown_l' || p.id || kind.action, CASE WHEN kind.action = 'payment.refund_requested' THEN p."userId" END,
         kind.action, 'payment', p.id, jsonb_build_object('amountCents', p."amountCents"), p."refundedAt" - kind.before
  FROM payments p
  CROSS JOIN (VALUES ('payment.refund_requested', interval '1 day'), ('payment.refunded', interval '0')) kind(action, before)
  WHERE ${GROWN("p.id")} AND p.status = 'refunded'
  UNION ALL
  SELECT 'grown_l' || g || '_lesson', NULL, 'lesson.published', 'lesson', ls.ids[1 + g % cardinality(ls.ids)], '{}'::jsonb,
         now() - g * interval '1 hour'
  FROM generate_series(1, $1::int) g
  CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM lessons) ls`;

const USERS = `
  INSERT INTO users (id, "firstName", "lastName", email, "passwordHash", role, "createdAt", "updatedAt")
  SELECT 'grown_u' || g, 'Learner', 'Number ' || g, 'learner-' || g || '@grown.invalid', 'grown: no password', 'student',
         now() - (g % 365) * interval '1 day', now()
  FROM generate_series(1, $1::int) g`;

/** Removes every grown row (payments and audit rows first: a user with payments cannot be deleted). */
export async function removeGrownRows(client) {
  await client.query(`DELETE FROM audit_log WHERE ${GROWN()}`);
  await client.query(`DELETE FROM payments WHERE ${GROWN()}`);
  // Enrollments, progress, attempts and certificates go with their users (ON DELETE CASCADE).
  await client.query(`DELETE FROM users WHERE ${GROWN()}`);
  await client.query(`ANALYZE ${GROWN_TABLES.join(", ")}`);
}

/**
 * Grows the database `client` is connected to by `learners` learners and their history (replacing any grown
 * before), then ANALYZEs the tables as autovacuum would, so plans see their new sizes. Returns the rows per table.
 */
export async function growDatabase(client, { learners = DEFAULT_LEARNERS } = {}) {
  await removeGrownRows(client);
  await client.query("BEGIN");
  try {
    await client.query(USERS, [learners]);
    await client.query(ENROLLMENTS, [learners]);
    for (const statement of [LESSON_PROGRESS, ATTEMPTS, CERTIFICATES, PAYMENTS]) await client.query(statement);
    await client.query(AUDIT, [learners]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
  await client.query(`ANALYZE ${GROWN_TABLES.join(", ")}`);
  const counts = {};
  for (const table of GROWN_TABLES) {
    const { rows } = await client.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE ${GROWN()})::int AS grown FROM ${table}`);
    counts[table] = rows[0];
  }
  return counts;
}

function argument(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** Grows the database at `databaseUrl` (growDatabase) and prints what it holds now. */
export async function growDatabaseAt(databaseUrl, learners = DEFAULT_LEARNERS) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const counts = await growDatabase(client, { learners });
    console.log(`grown by ${learners} learners in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const [table, { total, grown }] of Object.entries(counts)) console.log(`  ${table.padEnd(20)} ${String(total).padStart(8)} rows (${grown} grown)`);
  } finally {
    await client.end();
  }
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL names the database to grow");
  const learners = Number(argument("--learners") ?? DEFAULT_LEARNERS);
  if (!Number.isInteger(learners) || learners < 1) throw new Error("--learners takes a whole number of learners, at least 1");
  if (!process.argv.includes("--remove")) return growDatabaseAt(process.env.DATABASE_URL, learners);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await removeGrownRows(client);
    console.log("grown rows removed");
  } finally {
    await client.end();
  }
}

// Run as a script (not when the bench or a test imports it).
if (process.argv[1]?.endsWith("grow-database.mjs")) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
