// The discussion pages (issue 30) as the demo student, enrolled in Genesis, against Genesis's course page as the
// same student is served it (signed in, rendered per request) measured in the same run: the thread list
// (/course/genesis/discussions, first page of 20) and a thread page (its first 50 posts, each rendered from
// Markdown with its Scripture buttons). The course is given 200 threads of 10
// posts and one thread of 500 posts first, written straight into the bench's own database (the site's posting
// limits would take hours), so the figures are those of a busy course, not an empty one.
// Needs the school this bench started (its database): not with BENCH_URL.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { col, ratio, throughput } from "./format.mjs";
import { load, problems } from "./load.mjs";
import { DEMO_STUDENT, LESSON_COURSE } from "./options.mjs";
import { signIn } from "./session.mjs";

const THREADS = 200;
const POSTS_PER_THREAD = 10;
const LONG_THREAD_POSTS = 500;
const BODY = "In Genesis 1:1 the *beginning* is God's, and 2:4 starts the second account. Compare John 1:1-3 and Hebrews 11:3.";

const line = (label, text) => console.log(`${col(label, 28)} ${text}`);

/**
 * Writes the threads (the newest is the long one) and returns the long thread's id. Their ids start with
 * `bench-thread-` (test/perf/discussion-pages.int.test.ts writes the same course and removes them).
 */
export async function busyCourse(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: [course] } = await client.query(`SELECT id FROM courses WHERE slug = $1`, [LESSON_COURSE]);
    const { rows: [author] } = await client.query(`SELECT id FROM users WHERE email = $1`, [DEMO_STUDENT.email]);
    await client.query("BEGIN");
    let longThread = null;
    for (let t = 0; t <= THREADS; t++) {
      const id = `bench-thread-${randomUUID()}`;
      const posts = t === THREADS ? LONG_THREAD_POSTS : POSTS_PER_THREAD;
      await client.query(
        `INSERT INTO discussion_threads (id, "courseId", "authorId", title, "replyCount", "lastActivityAt", "searchText", "updatedAt")
         VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6), $7, now())`,
        [id, course.id, author.id, `Question ${t} about the beginning`, posts - 1, THREADS - t, `question ${t} about the beginning`],
      );
      await client.query(
        `INSERT INTO discussion_posts (id, "threadId", "authorId", body, "isOpening", "createdAt")
         SELECT $1 || '-' || n, $1, $2, $3, n = 0, now() - make_interval(secs => $4 - n) FROM generate_series(0, $4 - 1) AS n`,
        [id, author.id, BODY, posts],
      );
      if (t === THREADS) longThread = id;
    }
    await client.query("COMMIT");
    return longThread;
  } finally {
    await client.end();
  }
}

/**
 * Rows for the summary: [figure, reference, school, ratio, target]. The reference is the page this student is
 * really served for the course, the signed-in course page (rendered per request, app/signed-in/), measured in the
 * same run; the public (cached) course page and the bare force-dynamic page are printed beside it.
 */
export async function discussionFigures(baseUrl, { databaseUrl, dynamicPage }) {
  console.log(`\n== Discussions as ${DEMO_STUDENT.email}, ${THREADS + 1} threads in ${LESSON_COURSE} (vs the signed-in course page)`);
  const threadId = await busyCourse(databaseUrl);
  const cookie = await signIn(baseUrl);
  const coursePath = `/course/${LESSON_COURSE}`;
  const publicCourse = await load(baseUrl + coursePath);
  line(`course page ${coursePath}, public`, `${throughput(publicCourse)}${problems(publicCourse)}`);
  const course = await load(baseUrl + coursePath, { headers: { cookie } });
  line(`course page, signed in`, `${throughput(course)}${problems(course)}`);
  const rows = [[`course page, signed in \`${coursePath}\` (req/s, p99)`, `public: ${throughput(publicCourse)}`, throughput(course), ratio(course.rps, publicCourse.rps), "–"]];
  for (const [label, path] of [
    ["thread list", `${coursePath}/discussions`],
    [`thread page (${LONG_THREAD_POSTS} posts, first 50)`, `${coursePath}/discussions/${threadId}`],
  ]) {
    const r = await load(baseUrl + path, { headers: { cookie } });
    const vsPublic = `, ${ratio(r.rps, publicCourse.rps)} of the public course page`;
    const vsDynamic = dynamicPage ? `, ${ratio(r.rps, dynamicPage.rps)} of the bare force-dynamic page` : "";
    line(label, `${throughput(r)}  ${ratio(r.rps, course.rps)} of the signed-in course page${vsPublic}${vsDynamic}${problems(r)}`);
    rows.push([`${label} (req/s, p99)`, `signed-in course page: ${throughput(course)}`, throughput(r), ratio(r.rps, course.rps), "≥ 0.50 of the signed-in course page"]);
    rows.push([`${label} vs the public course page (req/s, p99)`, throughput(publicCourse), throughput(r), ratio(r.rps, publicCourse.rps), "–"]);
    if (dynamicPage) rows.push([`${label} vs force-dynamic (req/s, p99)`, throughput(dynamicPage), throughput(r), ratio(r.rps, dynamicPage.rps), "–"]);
  }
  return rows;
}
