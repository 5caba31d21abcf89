-- The lesson editor autosaves its draft revision in place: when a revision's text was last written. The editor
-- sends it back with every save (lib/studio/lesson-version.ts), so a save from a stale tab is refused instead of
-- overwriting newer text, and the revision history shows it. Existing revisions were last written when created.
ALTER TABLE "lesson_revisions" ADD COLUMN "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "lesson_revisions" SET "updatedAt" = "createdAt";
