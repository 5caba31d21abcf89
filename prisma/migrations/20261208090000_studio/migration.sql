-- The course studio's data: course states, slug redirects, lesson revisions, video publishing, retired questions,
-- translation source hashes and instructors' shown names and credentials.

-- A course is a draft (its staff only), published (everyone) or archived (its enrolled students and staff).
-- Existing courses: published ones stay published, and an unpublished one was hidden from the catalogue while its
-- students kept their records, which is what archived means now.
CREATE TYPE "CourseState" AS ENUM ('draft', 'published', 'archived');
ALTER TABLE "courses" ADD COLUMN "state" "CourseState" NOT NULL DEFAULT 'draft';
UPDATE "courses" SET "state" = CASE WHEN "published" THEN 'published'::"CourseState" ELSE 'archived'::"CourseState" END;
DROP INDEX "courses_published_testament_sortOrder_idx";
DROP INDEX "courses_published_category_sortOrder_idx";
ALTER TABLE "courses" DROP COLUMN "published";
CREATE INDEX "courses_state_testament_sortOrder_idx" ON "courses"("state", "testament", "sortOrder");
CREATE INDEX "courses_state_category_sortOrder_idx" ON "courses"("state", "category", "sortOrder");

-- An uploaded cover (null: the drawn one), and when staff last saved the course in the studio (the seed leaves
-- such a course alone).
ALTER TABLE "courses" ADD COLUMN "coverKey" TEXT;
ALTER TABLE "courses" ADD COLUMN "editedAt" TIMESTAMP(3);

-- Old slugs answer a permanent redirect to the course's current one.
CREATE TABLE "course_slug_redirects" (
    "oldSlug" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "course_slug_redirects_pkey" PRIMARY KEY ("oldSlug")
);
CREATE INDEX "course_slug_redirects_courseId_idx" ON "course_slug_redirects"("courseId");
ALTER TABLE "course_slug_redirects" ADD CONSTRAINT "course_slug_redirects_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Lessons: a state (existing lessons are live, new ones start as drafts) and their revisions. Lesson.content stays
-- the live sanitised HTML readers see, and a lesson from before the studio has no revision until its next save.
CREATE TYPE "LessonState" AS ENUM ('draft', 'published');
ALTER TABLE "lessons" ADD COLUMN "state" "LessonState" NOT NULL DEFAULT 'draft';
UPDATE "lessons" SET "state" = 'published';
ALTER TABLE "lessons" ADD COLUMN "draftRevisionId" TEXT;
ALTER TABLE "lessons" ADD COLUMN "publishedRevisionId" TEXT;

CREATE TABLE "lesson_revisions" (
    "id" TEXT NOT NULL,
    "lessonId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "doc" JSONB NOT NULL,
    "html" TEXT NOT NULL,
    "authorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedAt" TIMESTAMP(3),
    CONSTRAINT "lesson_revisions_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "lesson_revisions_lessonId_createdAt_idx" ON "lesson_revisions"("lessonId", "createdAt");
CREATE INDEX "lesson_revisions_authorId_idx" ON "lesson_revisions"("authorId");
ALTER TABLE "lesson_revisions" ADD CONSTRAINT "lesson_revisions_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "lessons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lesson_revisions" ADD CONSTRAINT "lesson_revisions_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Videos: an upload arrives unpublished and students see it once staff publish it (existing videos are live),
-- and a removed video is hidden from everyone.
ALTER TABLE "videos" ADD COLUMN "published" BOOLEAN NOT NULL DEFAULT false;
UPDATE "videos" SET "published" = true;
ALTER TABLE "videos" ADD COLUMN "deletedAt" TIMESTAMP(3);

-- Questions: an explanation of the keyed answer (and its translations), and retirement from the pool (kept for
-- the attempts that drew it).
ALTER TABLE "questions" ADD COLUMN "explanation" TEXT;
ALTER TABLE "questions" ADD COLUMN "retiredAt" TIMESTAMP(3);
ALTER TABLE "question_translations" ADD COLUMN "explanation" TEXT;

-- Instructors: the name as shown (null: the account's) and credentials per language, like the biography.
ALTER TABLE "instructor_profiles" ADD COLUMN "displayName" TEXT;
ALTER TABLE "instructor_profiles" ADD COLUMN "credentials" JSONB NOT NULL DEFAULT '{}';

-- Translations remember the English they were made from: SHA-256 (hex) of the English source fields, joined by
-- U+001F, a list's items by U+001E, exactly as lib/translations/source-hash.ts computes it (a test compares
-- them). A translation whose hash differs from today's English is outdated. Existing translations are taken as
-- made from the English they stand beside today.
ALTER TABLE "course_translations" ADD COLUMN "sourceHash" TEXT;
ALTER TABLE "lesson_translations" ADD COLUMN "sourceHash" TEXT;
ALTER TABLE "question_translations" ADD COLUMN "sourceHash" TEXT;

UPDATE "course_translations" t
SET "sourceHash" = encode(sha256(convert_to(
      c."title" || E'\x1f' || c."description" || E'\x1f' ||
      COALESCE((SELECT string_agg(o.value #>> '{}', E'\x1e' ORDER BY o.position)
                FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c."outcomes") = 'array' THEN c."outcomes" ELSE '[]'::jsonb END)
                     WITH ORDINALITY AS o(value, position)
                WHERE jsonb_typeof(o.value) = 'string'), ''),
    'UTF8')), 'hex')
FROM "courses" c
WHERE c."id" = t."courseId";

UPDATE "lesson_translations" t
SET "sourceHash" = encode(sha256(convert_to(l."title" || E'\x1f' || l."content", 'UTF8')), 'hex')
FROM "lessons" l
WHERE l."id" = t."lessonId";

UPDATE "question_translations" t
SET "sourceHash" = encode(sha256(convert_to(
      q."text" || E'\x1f' || COALESCE(q."explanation", '') ||
      COALESCE((SELECT string_agg(E'\x1f' || o."text", '' ORDER BY o."order") FROM "question_options" o WHERE o."questionId" = q."id"), ''),
    'UTF8')), 'hex')
FROM "questions" q
WHERE q."id" = t."questionId";
