-- Discussion pages (issue 30): each post's rendered, sanitised, annotated HTML kept per reading locale, so a page of
-- posts is not rendered again on every read. Existing posts get theirs when first read (lib/discussions/post-html.ts).
CREATE TABLE "discussion_post_renders" (
    "postId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "book" TEXT,
    "html" TEXT NOT NULL,

    CONSTRAINT "discussion_post_renders_pkey" PRIMARY KEY ("postId","locale")
);

ALTER TABLE "discussion_post_renders" ADD CONSTRAINT "discussion_post_renders_postId_fkey" FOREIGN KEY ("postId") REFERENCES "discussion_posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
