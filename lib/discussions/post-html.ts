import "server-only";
import { db, sql } from "@/lib/db";
import type { Tx } from "@/lib/db/transaction";
import type { BookId } from "@/lib/scripture/books";
import { courseBook } from "@/lib/scripture/course-book";
import { renderPost } from "./render";

// A post's HTML is kept beside it, one row per reading locale (Scripture references are recognised in the
// reader's language first, lib/scripture/annotate.ts) for the course's book (bare "1:31" reads against it).
// Written in the transaction that writes the post's body (create, reply, edit) for the writer's locale; any other
// locale, and any row an older renderer made, is rendered when first read and written back. The stored HTML is
// renderPost's output, the sanitiser's HTML with the annotator's buttons, so it is as safe as a fresh render.

/** Raise when the output of renderPost changes (Markdown rules, sanitiser options, annotation): older rows are re-rendered lazily. */
export const POST_RENDER_VERSION = 1;

export type PostRender = { locale: string; version: number; book: string | null; html: string };
export type StoredRender = { version: number; book: string | null; html: string };

/** The row to store for `body` read in `locale`, rendered now (before the transaction that stores it). */
export async function postRender(body: string, locale: string, book: BookId | null): Promise<PostRender> {
  return { locale, version: POST_RENDER_VERSION, book, html: await renderPost(body, locale, book) };
}

/** The book a course's bare citations are read against, for a post written in it. */
export async function courseBookOf(courseId: string): Promise<BookId | null> {
  return courseBook(await db.course.findUniqueOrThrow({ where: { id: courseId }, select: { title: true, section: true } }));
}

/** After an edit: the renders of the old body go, the new body's render for the editor's locale takes their place. */
export async function replacePostRenders(tx: Tx, postId: string, render: PostRender) {
  await tx.discussionPostRender.deleteMany({ where: { postId } });
  await tx.discussionPostRender.create({ data: { postId, ...render } });
}

const isCurrent = (stored: StoredRender | undefined, book: BookId | null): stored is StoredRender =>
  !!stored && stored.version === POST_RENDER_VERSION && stored.book === book;

/** The stored HTML when it is current for `book`, else null (to be rendered). */
export const currentHtml = (stored: StoredRender | null, book: BookId | null): string | null => {
  const render = stored ?? undefined;
  return isCurrent(render, book) ? render.html : null;
};

type Readable = { id: string; body: string; renders: StoredRender[] };

/**
 * Each post's HTML for `locale`: the stored row when it is current, else rendered now and written back. The
 * write-back holds only while the post still has the body that was rendered (an edit meanwhile wins).
 */
export async function postsHtml(posts: Readable[], locale: string, book: BookId | null): Promise<Map<string, string>> {
  const html = new Map<string, string>();
  const stale: { id: string; body: string; html: string }[] = [];
  for (const post of posts) {
    const stored = post.renders[0];
    if (isCurrent(stored, book)) html.set(post.id, stored.html);
    else stale.push({ id: post.id, body: post.body, html: "" });
  }
  for (const post of stale) {
    post.html = await renderPost(post.body, locale, book);
    html.set(post.id, post.html);
  }
  if (stale.length) await writeBack(stale, locale, book);
  return html;
}

async function writeBack(rendered: { id: string; body: string; html: string }[], locale: string, book: BookId | null) {
  try {
    // FOR SHARE waits for an edit or a delete in progress and then sees its new body, so an old body's HTML is
    // never kept; rows in id order, so readers writing back the same page at once take their locks in one order.
    await sql`
      INSERT INTO discussion_post_renders ("postId", locale, version, book, html)
      SELECT p.id, ${locale}::text, ${POST_RENDER_VERSION}::int, ${book}::text, r.html
      FROM unnest(${rendered.map((r) => r.id)}::text[], ${rendered.map((r) => r.body)}::text[], ${rendered.map((r) => r.html)}::text[]) AS r(id, body, html)
      JOIN discussion_posts p ON p.id = r.id AND p.body = r.body AND p.state <> 'deleted'
      ORDER BY p.id
      FOR SHARE OF p
      ON CONFLICT ("postId", locale) DO UPDATE SET version = EXCLUDED.version, book = EXCLUDED.book, html = EXCLUDED.html`;
  } catch (error) {
    // The reader has the HTML already; a post whose row could not be written is rendered again next time.
    console.warn(`[discussions] could not keep the HTML of ${rendered.length} posts: ${(error as Error).message}`);
  }
}
