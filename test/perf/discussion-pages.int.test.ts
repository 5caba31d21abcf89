// Issue 30: the discussion pages of a busy course (the bench's: 200 threads of 10 posts and one of 500, written by
// scripts/bench/discussions.mjs) cost what they show. The thread list and a long thread's first page send a few
// statements whatever the course holds, none reads the whole table of posts, and a page of posts is rendered
// once: later reads take each post's stored HTML (lib/discussions/post-html.ts).
import pg from "pg";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import { listThreads } from "@/lib/discussions/list-threads";
import { discussionPageAccess, discussionThreadPage } from "@/lib/discussions/page-access";
import { threadView } from "@/lib/discussions/thread-view";
import { toPublicUser } from "@/lib/users/service";
import { setTestRequest } from "@/test/next-headers";
import { scansOfGrownTables } from "@/test/perf/plans";
import { recordStatements } from "@/test/perf/statement-log";
import { busyCourse } from "@/scripts/bench/discussions.mjs";

// The table that grows fastest: 2,500 posts here, of which a page reads 50 (the threads are nearly all this
// course's, and votes, reports and stored HTML are too few for PostgreSQL to prefer an index to reading them whole).
const GROWING_TABLES = ["discussion_posts"];

let client: pg.Client;
let longThread: string;

/**
 * What each page reads for the demo student, as the pages call it: the session's user, the course, access, the
 * course title's translation (not in English), the thread on a thread page, then the page's own statements.
 */
const pages: Record<string, () => Promise<unknown>> = {
  "thread list": async () => {
    const page = (await discussionPageAccess("genesis", "es"))!;
    return listThreads(page.course.id, { locale: "es" });
  },
  "unanswered threads": async () => {
    const page = (await discussionPageAccess("genesis", "en"))!;
    return listThreads(page.course.id, { sort: "unanswered", q: "beginning", locale: "en" });
  },
  "thread page": async () => {
    const page = (await discussionThreadPage("genesis", longThread, "es"))!;
    return threadView(page.thread.id, { ...page.access, userId: page.user!.id }, "es", 1);
  },
};

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const student = await db.user.findUnique({ where: { email: "student@example.com" } });
  if (!student) throw new Error("student@example.com is missing: the test database is seeded with SEED_DEMO_USERS=true");
  const cookie = await createSessionCookie({ ...toPublicUser(student), sessionVersion: student.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
  longThread = (await busyCourse(process.env.DATABASE_URL!))!;
  await client.query("ANALYZE discussion_threads, discussion_posts, discussion_post_renders");
}, 120_000);

afterAll(async () => {
  await client.query(`DELETE FROM discussion_threads WHERE id LIKE 'bench-thread-%'`);
  await client.end();
});

it("renders a page of posts once: the first read stores each post's HTML, the next reads take it", async () => {
  const stored = () => db.discussionPostRender.count({ where: { post: { threadId: longThread }, locale: "es" } });
  expect(await stored()).toBe(0);
  const first = (await pages["thread page"]!()) as { posts: { html: string | null }[] };
  expect(await stored()).toBe(50);
  const { result, statements } = await recordStatements(pages["thread page"]!);
  expect((result as typeof first).posts.map((post) => post.html)).toEqual(first.posts.map((post) => post.html));
  expect(statements.filter((s) => /discussion_post_renders/.test(s.text) && /^\s*INSERT/i.test(s.text))).toEqual([]);
});

describe.each([["thread list", 6], ["unanswered threads", 5], ["thread page", 7]] as const)("%s", (page, limit) => {
  it(`sends at most ${limit} statements`, async () => {
    await pages[page]!();
    const { statements } = await recordStatements(pages[page]!);
    const sent = statements.map((s) => s.text.replace(/\s+/g, " ").slice(0, 120));
    expect(sent.length <= limit ? `at most ${limit}` : sent).toEqual(`at most ${limit}`);
  });

  it("reads no whole table of posts, custom or generic plan", async () => {
    const { statements } = await recordStatements(pages[page]!);
    expect(await scansOfGrownTables(client, statements, GROWING_TABLES)).toEqual([]);
  });
});
