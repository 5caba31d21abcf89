// Issue 29: the dashboard and the lesson page got slower as the database filled. A private page must cost what
// it shows: the same statements for one student whether the school has a handful of accounts or thousands, and no
// plan that reads other users' rows (a whole-table or whole-index scan of a table that grows with use).
// The page's own loaders are called, as the pages call them, with the student's session cookie.
import pg from "pg";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { getSessionUser } from "@/lib/auth/session";
import { readDashboard } from "@/lib/dashboard/page-data";
import { db } from "@/lib/db";
import { loadLessonPage } from "@/lib/lessons/lesson-page";
import { toPublicUser } from "@/lib/users/service";
import { setTestRequest } from "@/test/next-headers";
import { scansOfGrownTables } from "@/test/perf/plans";
import { recordStatements, type Statement } from "@/test/perf/statement-log";
import { GROWN_TABLES, growDatabase, removeGrownRows } from "@/scripts/bench/grow-database.mjs";

const LEARNERS = 2000;
const DEMO_STUDENT = "student@example.com";

let client: pg.Client;
const pages: Record<string, () => Promise<unknown>> = {};

/** What each page reads for the signed-in student (requirePageUser / getSessionUser, then the page's loader). */
function definePages(lessons: { first: string; last: string }) {
  pages["dashboard"] = async () => {
    const user = await getSessionUser();
    return readDashboard(user!.id, "en");
  };
  pages["dashboard in Spanish"] = async () => {
    const user = await getSessionUser();
    return readDashboard(user!.id, "es");
  };
  pages["first Genesis lesson"] = async () => loadLessonPage("genesis", lessons.first, await getSessionUser(), "en");
  // The last lesson also looks for the first assessment not passed; in Spanish, for an outdated translation.
  pages["last Genesis lesson in Spanish"] = async () => loadLessonPage("genesis", lessons.last, await getSessionUser(), "es");
}

async function statementsOf(page: string): Promise<Statement[]> {
  const { result, statements } = await recordStatements(pages[page]!);
  expect(result).toBeTruthy();
  return statements;
}

/** The statements' texts, in a stable order (the pages send some of them in parallel). */
const texts = (statements: Statement[]) => statements.map((s) => s.text).sort();

const before: Record<string, Statement[]> = {};

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const student = await db.user.findUnique({ where: { email: DEMO_STUDENT } });
  if (!student) throw new Error(`${DEMO_STUDENT} is missing: the test database is seeded with SEED_DEMO_USERS=true`);
  const cookie = await createSessionCookie({ ...toPublicUser(student), sessionVersion: student.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
  const genesis = await db.lesson.findMany({ where: { course: { slug: "genesis" }, state: "published" }, orderBy: { order: "asc" }, select: { id: true } });
  definePages({ first: genesis[0]!.id, last: genesis.at(-1)!.id });
  // The seeded school first, as the pages' cost was measured when it was new.
  await client.query(`ANALYZE ${GROWN_TABLES.join(", ")}`);
  for (const page of Object.keys(pages)) before[page] = await statementsOf(page);
  await growDatabase(client, { learners: LEARNERS });
}, 120_000);

afterAll(async () => {
  // The other test files on this worker's database see the school as it was.
  await removeGrownRows(client);
  await client.end();
}, 120_000);

it("grows every table that grows with use to thousands of rows", async () => {
  for (const table of GROWN_TABLES) {
    const { rows } = await client.query<{ grown: number }>(`SELECT count(*)::int AS grown FROM ${table} WHERE left(id, 6) = 'grown_'`);
    expect({ table, thousands: rows[0]!.grown >= 1000 }).toEqual({ table, thousands: true });
  }
});

it("would notice a statement that reads every learner's rows (the check itself can fail)", async () => {
  const everyone: Statement = { text: `SELECT count(*)::int AS n FROM lesson_progress WHERE "positionSeconds" > $1`, values: [60] };
  const [found] = await scansOfGrownTables(client, [everyone], GROWN_TABLES);
  expect(found?.scans).toEqual(["Seq Scan on lesson_progress"]);
});

describe.each(["dashboard", "dashboard in Spanish", "first Genesis lesson", "last Genesis lesson in Spanish"])("%s", (page) => {
  it("sends the same statements on the grown database as on the seeded one, and few of them", async () => {
    const after = await statementsOf(page);
    expect(texts(after)).toEqual(texts(before[page]!));
    // The session's user row, then the dashboard's four statements (the banner's and quick actions' activity read
    // with 'Next up'); the lesson's one statement and only what this viewer and lesson need. Too many: the
    // statements are listed.
    const limit = page.startsWith("dashboard") ? 5 : 4;
    const sent = after.map((s) => s.text.replace(/\s+/g, " ").slice(0, 120));
    expect(sent.length <= limit ? `at most ${limit}` : sent).toEqual(`at most ${limit}`);
  });

  it("reads no other user's rows: no whole-table or whole-index scan of a grown table, custom or generic plan", async () => {
    const after = await statementsOf(page);
    expect(await scansOfGrownTables(client, after, GROWN_TABLES)).toEqual([]);
  });
});
