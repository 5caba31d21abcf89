-- Translations keep the English they were made from, beside its hash (20261208090000_studio): the hash says
-- that the English has changed since, this text shows what changed (lib/translations/source-text.ts). The same
-- fields as the hash, as JSON: a course's { title, description, outcomes }, a lesson's { title, content }, a
-- question's { text, explanation, options }. Null: not known.
ALTER TABLE "course_translations" ADD COLUMN "sourceText" JSONB;
ALTER TABLE "lesson_translations" ADD COLUMN "sourceText" JSONB;
ALTER TABLE "question_translations" ADD COLUMN "sourceText" JSONB;

-- A translation whose hash is that of today's English was made from today's English: that is its text. The hashes
-- are computed as 20261208090000_studio computes them (lib/translations/source-hash.ts). Where the English has
-- changed since (a database that ran the studio migration earlier), what it was made from is not known: null.
UPDATE "course_translations" t
SET "sourceText" = jsonb_build_object(
      'title', c."title",
      'description', c."description",
      'outcomes', COALESCE((SELECT jsonb_agg(o.value ORDER BY o.position)
                            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c."outcomes") = 'array' THEN c."outcomes" ELSE '[]'::jsonb END)
                                 WITH ORDINALITY AS o(value, position)
                            WHERE jsonb_typeof(o.value) = 'string'), '[]'::jsonb))
FROM "courses" c
WHERE c."id" = t."courseId"
  AND t."sourceHash" = encode(sha256(convert_to(
        c."title" || E'\x1f' || c."description" || E'\x1f' ||
        COALESCE((SELECT string_agg(o.value #>> '{}', E'\x1e' ORDER BY o.position)
                  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c."outcomes") = 'array' THEN c."outcomes" ELSE '[]'::jsonb END)
                       WITH ORDINALITY AS o(value, position)
                  WHERE jsonb_typeof(o.value) = 'string'), ''),
      'UTF8')), 'hex');

UPDATE "lesson_translations" t
SET "sourceText" = jsonb_build_object('title', l."title", 'content', l."content")
FROM "lessons" l
WHERE l."id" = t."lessonId"
  AND t."sourceHash" = encode(sha256(convert_to(l."title" || E'\x1f' || l."content", 'UTF8')), 'hex');

UPDATE "question_translations" t
SET "sourceText" = jsonb_build_object(
      'text', q."text",
      'explanation', q."explanation",
      'options', COALESCE((SELECT jsonb_agg(o."text" ORDER BY o."order") FROM "question_options" o WHERE o."questionId" = q."id"), '[]'::jsonb))
FROM "questions" q
WHERE q."id" = t."questionId"
  AND t."sourceHash" = encode(sha256(convert_to(
        q."text" || E'\x1f' || COALESCE(q."explanation", '') ||
        COALESCE((SELECT string_agg(E'\x1f' || o."text", '' ORDER BY o."order") FROM "question_options" o WHERE o."questionId" = q."id"), ''),
      'UTF8')), 'hex');

-- An instructor's own save in the studio (lib/studio/profile-save.ts): from then on the seed leaves the profile's
-- texts alone (prisma/seed/instructors.ts), as it leaves a course edited in the studio.
ALTER TABLE "instructor_profiles" ADD COLUMN "editedAt" TIMESTAMP(3);
