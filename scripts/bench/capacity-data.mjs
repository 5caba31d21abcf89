// The database side of `npm run bench -- --capacity`: the learners' accounts and enrolments made in bulk inside
// PostgreSQL (not through the sign-up form), the course they study, and pg_stat_statements around a window.
import { DEMO_STUDENT, LESSON_COURSE } from "./options.mjs";

const PREFIX = "capacity_";
const OWN = (column) => `left(${column}, ${PREFIX.length}) = '${PREFIX}'`;

/**
 * `count` learner accounts enrolled in the bench's course, replacing any made before. They share the demo
 * student's password: its hash, made by the seed with the school's own hashPassword, is copied. Returns
 * [{ email, password }].
 */
export async function createLearners(client, count) {
  await client.query(`DELETE FROM users WHERE ${OWN("id")}`);
  await client.query("BEGIN");
  try {
    const { rowCount } = await client.query(
      `INSERT INTO users (id, "firstName", "lastName", email, "passwordHash", role, "createdAt", "updatedAt")
       SELECT '${PREFIX}u' || g, 'Learner', 'Capacity ' || g, 'learner-' || g || '@capacity.invalid', demo."passwordHash", 'student', now(), now()
       FROM generate_series(1, $1::int) g, (SELECT "passwordHash" FROM users WHERE email = $2) demo`,
      [count, DEMO_STUDENT.email],
    );
    if (rowCount !== count) throw new Error(`no demo student ${DEMO_STUDENT.email} to copy the password hash from (seed with SEED_DEMO_USERS)`);
    await client.query(
      `INSERT INTO enrollments (id, "userId", "courseId", status, progress, "startedAt", "updatedAt")
       SELECT '${PREFIX}e' || g, '${PREFIX}u' || g, c.id, 'active', 0, now(), now()
       FROM generate_series(1, $1::int) g, courses c WHERE c.slug = $2`,
      [count, LESSON_COURSE],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
  await client.query("ANALYZE users, enrollments");
  return Array.from({ length: count }, (_, i) => ({ email: `learner-${i + 1}@capacity.invalid`, password: DEMO_STUDENT.password }));
}

/** Between two cluster sizes: the learners' attempts and progress go, so each size starts from the same state. */
export async function resetLearners(client) {
  await client.query(`DELETE FROM assessment_attempts WHERE ${OWN('"userId"')}`);
  await client.query(`DELETE FROM lesson_progress WHERE ${OWN('"userId"')}`);
  await client.query(`UPDATE enrollments SET progress = 0, status = 'active', "completedAt" = NULL WHERE ${OWN("id")}`);
}

/** The course the learners study: its published lessons with a ready video, in order, and its assessments with questions. */
export async function courseToStudy(client) {
  const { rows: lessons } = await client.query(
    `SELECT l.id, v.id AS "videoId", COALESCE(v.duration, 20) AS "videoSeconds"
     FROM lessons l JOIN courses c ON c.id = l."courseId"
     CROSS JOIN LATERAL (SELECT id, duration FROM videos WHERE "lessonId" = l.id AND status = 'ready' ORDER BY "order" LIMIT 1) v
     WHERE c.slug = $1 AND l.state = 'published' ORDER BY l."order"`,
    [LESSON_COURSE],
  );
  const { rows: assessments } = await client.query(
    `SELECT a.id FROM assessments a JOIN courses c ON c.id = a."courseId"
     WHERE c.slug = $1 AND EXISTS (SELECT 1 FROM questions q WHERE q."assessmentId" = a.id) ORDER BY a."order"`,
    [LESSON_COURSE],
  );
  return { slug: LESSON_COURSE, lessons, assessments: assessments.map((a) => a.id) };
}

/** Whether pg_stat_statements can be used (preloaded by the bench's PostgreSQL); creates the extension. */
export async function enableStatements(client) {
  const { rows } = await client.query("SHOW shared_preload_libraries");
  if (!rows[0].shared_preload_libraries.includes("pg_stat_statements")) return false;
  await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
  return true;
}

export const resetStatements = (client) => client.query("SELECT pg_stat_statements_reset()");

/**
 * The school's statements since the last reset: total execution time (seconds) and the `top` costliest,
 * [{ query, calls, totalMs, meanMs }]. The bench's own statements (on this connection) are left out.
 */
export async function readStatements(client, top = 5) {
  const { rows } = await client.query(
    `SELECT query, calls::int, total_exec_time AS "totalMs", mean_exec_time AS "meanMs"
     FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
     WHERE d.datname = current_database() AND s.query NOT ILIKE '%pg_stat_statements%'
     ORDER BY total_exec_time DESC`,
  );
  const busySeconds = rows.reduce((sum, r) => sum + r.totalMs, 0) / 1000;
  return { busySeconds, top: rows.slice(0, top).map((r) => ({ ...r, query: r.query.replace(/\s+/g, " ") })) };
}
