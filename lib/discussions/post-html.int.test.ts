import { db } from "@/lib/db";
import { HTML_PAYLOADS, KNOWN_EXECUTABLE, URL_PAYLOADS } from "@/test/fixtures/xss/payloads";
import { discussionCalls as call, clearPostingLimits, discussionPeople, removeDiscussions } from "@/test/helpers/discussions";
import { unsafePostParts } from "@/test/helpers/post-markup";
import { POST_RENDER_VERSION, postsHtml } from "./post-html";
import { renderPost } from "./render";

// Each post's HTML is kept with it per reading locale (lib/discussions/post-html.ts): written with the body on
// create, reply and edit; rendered on read and written back when missing, of an older renderer or another book;
// always the same HTML a fresh render makes, so the XSS payloads stay as inert as the renderer leaves them.

let people: Awaited<ReturnType<typeof discussionPeople>>;
const BOOK = "Obad";
const BODY = "Obadiah 1:15 says the day of the LORD is near; compare Joel 2:31 and (v. 21). *Near* indeed.";
const SPANISH = "Abdías 1:15 dice que el día está cerca; compárese Joel 2:31.";

const rows = (postId: string) =>
  db.discussionPostRender.findMany({ where: { postId }, orderBy: { locale: "asc" }, select: { locale: true, version: true, book: true, html: true } });

beforeAll(async () => {
  people = await discussionPeople("obadiah", "joel");
}, 60_000);

beforeEach(() => clearPostingLimits(people));

afterAll(async () => {
  if (people) await removeDiscussions(people.course.id);
});

async function opened(body = BODY, locale = "en") {
  const res = await call.create(people.asker.client, people.course.id, { title: "Edom and the day of the LORD", body }, `?locale=${locale}`);
  expect(res.status).toBe(201);
  return res.body as { threadId: string; postId: string };
}

const postHtmlIn = async (threadId: string, postId: string, locale: string) => {
  const view = await call.thread(people.second.client, threadId, `?locale=${locale}`);
  expect(view.status).toBe(200);
  return (view.body.posts as { id: string; html: string | null }[]).find((post) => post.id === postId)!.html;
};

describe("written with the post", () => {
  it("stores the opening post's and a reply's HTML for the writer's locale, the same as a fresh render", async () => {
    expect(BOOK).toBe((await import("@/lib/scripture/course-book")).courseBook(people.course));
    const { threadId, postId } = await opened(SPANISH, "es");
    expect(await rows(postId)).toEqual([{ locale: "es", version: POST_RENDER_VERSION, book: BOOK, html: await renderPost(SPANISH, "es", BOOK) }]);
    expect((await rows(postId))[0]!.html).toContain('data-scripture-ref="Obad.1.15"');
    const reply = await call.reply(people.second.client, threadId, { body: BODY }, "?locale=en");
    expect(reply.status).toBe(201);
    expect(await rows(reply.body.postId)).toEqual([{ locale: "en", version: POST_RENDER_VERSION, book: BOOK, html: await renderPost(BODY, "en", BOOK) }]);
  });

  it("on edit, drops every locale's HTML of the old body and stores the new body's for the editor's locale", async () => {
    const { threadId, postId } = await opened();
    await postHtmlIn(threadId, postId, "fr");
    expect((await rows(postId)).map((row) => row.locale)).toEqual(["en", "fr"]);
    const body = "Edited: see Joel 3:14 instead.";
    expect((await call.edit(people.asker.client, postId, { body }, "?locale=de")).status).toBe(200);
    expect(await rows(postId)).toEqual([{ locale: "de", version: POST_RENDER_VERSION, book: BOOK, html: await renderPost(body, "de", BOOK) }]);
    expect(await postHtmlIn(threadId, postId, "en")).toBe(await renderPost(body, "en", BOOK));
  });

  it("drops the HTML of a deleted post with its body; a hidden post keeps it for staff", async () => {
    const { threadId } = await opened();
    const hidden = (await call.reply(people.second.client, threadId, { body: "Hide me: Obadiah 1:4" })).body.postId as string;
    const deleted = (await call.reply(people.third.client, threadId, { body: "Delete me: Obadiah 1:3" })).body.postId as string;
    expect((await call.moderate(people.instructor.client, hidden, "hide")).status).toBe(200);
    expect((await call.remove(people.third.client, deleted)).status).toBe(200);
    expect(await rows(deleted)).toEqual([]);
    expect(await rows(hidden)).toHaveLength(1);
    const staffView = await call.thread(people.instructor.client, threadId);
    expect(staffView.body.posts.find((post: { id: string }) => post.id === hidden).html).toBe((await rows(hidden))[0]!.html);
  });
});

describe("read", () => {
  it("serves the stored HTML as it is, without rendering it again", async () => {
    const { threadId, postId } = await opened();
    await db.discussionPostRender.update({ where: { postId_locale: { postId, locale: "en" } }, data: { html: "<p>as stored</p>" } });
    expect(await postHtmlIn(threadId, postId, "en")).toBe("<p>as stored</p>");
  });

  it("renders a missing locale, an older version and another book on read, and writes the fresh render back", async () => {
    const { threadId, postId } = await opened();
    const fresh = { en: await renderPost(BODY, "en", BOOK), ru: await renderPost(BODY, "ru", BOOK) };
    expect(await postHtmlIn(threadId, postId, "ru")).toBe(fresh.ru);
    expect((await rows(postId)).find((row) => row.locale === "ru")).toEqual({ locale: "ru", version: POST_RENDER_VERSION, book: BOOK, html: fresh.ru });
    for (const stale of [{ version: POST_RENDER_VERSION - 1 }, { book: "Gen" }, { book: null }]) {
      await db.discussionPostRender.update({ where: { postId_locale: { postId, locale: "en" } }, data: { ...stale, html: "<p>stale</p>" } });
      expect(await postHtmlIn(threadId, postId, "en")).toBe(fresh.en);
      expect((await rows(postId)).find((row) => row.locale === "en")).toEqual({ locale: "en", version: POST_RENDER_VERSION, book: BOOK, html: fresh.en });
    }
  });

  it("never writes back the HTML of a body the post no longer has (an edit or a delete came first)", async () => {
    const { postId } = await opened();
    await db.discussionPostRender.deleteMany({ where: { postId } });
    const html = await postsHtml([{ id: postId, body: "The body before an edit", renders: [] }], "en", BOOK);
    expect(html.get(postId)).toBe(await renderPost("The body before an edit", "en", BOOK));
    expect(await rows(postId)).toEqual([]);
  });
});

const unsafeParts = (html: string) => unsafePostParts(html, { scriptureButtons: true });

describe("XSS payloads", () => {
  it("the check catches markup that runs (it can fail)", () => {
    expect(KNOWN_EXECUTABLE.map(unsafeParts).every((parts) => parts.length > 0)).toBe(true);
  });

  it("stay inert in the stored HTML, written on create and on read, and equal to a fresh render", async () => {
    const created = await opened(`${HTML_PAYLOADS[0]} Obadiah 1:1 ${KNOWN_EXECUTABLE.join(" ")}`);
    // PostgreSQL text holds no NUL, so a post never does: the payloads' NULs become U+FFFD.
    const bodies = [...HTML_PAYLOADS, ...URL_PAYLOADS.map((url) => `[Obadiah 1:21](${url}) and <${url}> (v. 4)`)].map((body) => body.replace(/\0/g, "\uFFFD"));
    // Written straight into the thread: the posting limit would refuse hundreds of posts in an hour.
    await db.discussionPost.createMany({
      data: bodies.map((body, i) => ({ threadId: created.threadId, authorId: people.second.id, body, createdAt: new Date(Date.now() + 1000 + i) })),
    });
    for (let page = 1; page <= Math.ceil((bodies.length + 1) / 50); page++) {
      expect((await call.thread(people.second.client, created.threadId, `?locale=en&page=${page}`)).status).toBe(200);
    }
    const stored = await db.discussionPostRender.findMany({ where: { post: { threadId: created.threadId }, locale: "en" }, select: { html: true, post: { select: { body: true } } } });
    expect(stored).toHaveLength(bodies.length + 1);
    const unsafe = [];
    for (const { html, post } of stored) {
      expect(html).toBe(await renderPost(post.body, "en", BOOK));
      const parts = unsafeParts(html);
      if (parts.length) unsafe.push({ body: post.body, parts });
    }
    expect(unsafe).toEqual([]);
  }, 120_000);
});
