import "server-only";
import { unstable_cache } from "next/cache";
import { sql, SqlText } from "@/lib/db";
import { CAPTIONS_LANGUAGE } from "@/lib/videos/captions";
import { courseLanguages, type Coverage } from "./language-coverage";
import { COURSES_TAG } from "./tags";
import type { CourseLanguages } from "./types";
import { publishedCourseSql, publishedLessonSql } from "./visibility";

// The languages of every published course, counted in the database in three grouped statements (a few
// milliseconds for the whole school) and cached under the catalogue's tag: every save that changes a lesson,
// a question, a translation or a video expires it with the pages that show it (lib/courses/revalidate.ts).

/** One count: units of a course (language null) or those of them translated into `language`. */
type CountRow = { courseId: string; language: string | null; n: number };

const PUBLISHED_COURSE = new SqlText(publishedCourseSql("c"));
const PUBLISHED_LESSON = new SqlText(publishedLessonSql("l"));

/** Published lessons, and per language those whose translation has content (a title alone is not a lesson). */
const lessonCounts = () => sql<CountRow>`
  SELECT l."courseId", NULL AS language, count(*)::int AS n
    FROM lessons l JOIN courses c ON c.id = l."courseId" AND ${PUBLISHED_COURSE}
   WHERE ${PUBLISHED_LESSON}
   GROUP BY l."courseId"
  UNION ALL
  SELECT l."courseId", t."languageCode", count(*)::int
    FROM lessons l JOIN courses c ON c.id = l."courseId" AND ${PUBLISHED_COURSE}
    JOIN lesson_translations t ON t."lessonId" = l.id AND btrim(t.content) <> ''
   WHERE ${PUBLISHED_LESSON}
   GROUP BY l."courseId", t."languageCode"`;

/**
 * The assessment's units, as a student sits it: the titles of the assessments with questions in their pool,
 * those questions and their options; per language, those with a translated text.
 */
const assessmentCounts = () => sql<CountRow>`
  WITH pool AS (
    SELECT a."courseId", a.id AS "assessmentId", q.id
      FROM questions q JOIN assessments a ON a.id = q."assessmentId" JOIN courses c ON c.id = a."courseId" AND ${PUBLISHED_COURSE}
     WHERE q."retiredAt" IS NULL
  ), units AS (
    SELECT DISTINCT "courseId", 'a' AS kind, "assessmentId" AS id FROM pool
    UNION ALL SELECT "courseId", 'q', id FROM pool
    UNION ALL SELECT p."courseId", 'o', o.id FROM pool p JOIN question_options o ON o."questionId" = p.id
  ), translated AS (
    SELECT u."courseId", t."languageCode" AS language FROM units u JOIN assessment_translations t ON u.kind = 'a' AND t."assessmentId" = u.id AND btrim(t.title) <> ''
    UNION ALL SELECT u."courseId", t."languageCode" FROM units u JOIN question_translations t ON u.kind = 'q' AND t."questionId" = u.id AND btrim(t.text) <> ''
    UNION ALL SELECT u."courseId", t."languageCode" FROM units u JOIN question_option_translations t ON u.kind = 'o' AND t."optionId" = u.id AND btrim(t.text) <> ''
  )
  SELECT "courseId", NULL AS language, count(*)::int AS n FROM units GROUP BY "courseId"
  UNION ALL
  SELECT "courseId", language, count(*)::int FROM translated GROUP BY "courseId", language`;

/**
 * The videos students see (lib/videos/queries.ts STUDENT_VIDEO) in published lessons, and per language how many have
 * captions in it: their own (captionsKey, English) and their other tracks (video_captions).
 */
const videoCounts = () => sql<{ courseId: string; videos: number; captioned: Record<string, number> }>`
  WITH seen AS (
    SELECT v.id, v."captionsKey", l."courseId"
      FROM videos v JOIN lessons l ON l.id = v."lessonId" JOIN courses c ON c.id = l."courseId" AND ${PUBLISHED_COURSE}
     WHERE ${PUBLISHED_LESSON} AND v.published AND v."deletedAt" IS NULL
       AND (v.status = 'ready' OR (v.status = 'processing' AND v."probedAt" IS NOT NULL))
  ), tracks AS (
    SELECT s."courseId", ${CAPTIONS_LANGUAGE}::text AS language FROM seen s WHERE s."captionsKey" IS NOT NULL
    UNION ALL SELECT s."courseId", vc."languageCode" FROM seen s JOIN video_captions vc ON vc."videoId" = s.id AND vc."languageCode" <> ${CAPTIONS_LANGUAGE}
  )
  SELECT s."courseId", count(*)::int AS videos,
         coalesce((SELECT json_object_agg(language, n) FROM (SELECT language, count(*)::int AS n FROM tracks t WHERE t."courseId" = s."courseId" GROUP BY language) x), '{}'::json) AS captioned
    FROM seen s
   GROUP BY s."courseId"`;

function coverageByCourse(rows: CountRow[]): Map<string, Coverage> {
  const byCourse = new Map<string, Coverage>();
  for (const { courseId, language, n } of rows) {
    const coverage = byCourse.get(courseId) ?? { total: 0, translated: {} };
    if (language === null) coverage.total = n;
    else coverage.translated[language] = n;
    byCourse.set(courseId, coverage);
  }
  return byCourse;
}

const NONE: Coverage = { total: 0, translated: {} };

async function readCourseLanguages(): Promise<Record<string, CourseLanguages>> {
  const [lessons, assessment, videos, owners] = await Promise.all([
    lessonCounts().then(coverageByCourse),
    assessmentCounts().then(coverageByCourse),
    videoCounts(),
    sql<{ id: string; own: string }>`SELECT c.id, c."defaultLanguage" AS own FROM courses c WHERE ${PUBLISHED_COURSE}`,
  ]);
  const videosOf = new Map(videos.map((row) => [row.courseId, row]));
  return Object.fromEntries(
    owners.map(({ id, own }) => {
      const video = videosOf.get(id);
      return [
        id,
        courseLanguages(own, {
          lessons: lessons.get(id) ?? NONE,
          assessment: assessment.get(id) ?? NONE,
          videos: video?.videos ?? 0,
          captioned: video?.captioned ?? {},
        }),
      ];
    }),
  );
}

/** Every published course's languages and videos, by course id. Cached; expired with the "courses" tag. */
export const listCourseLanguages = unstable_cache(readCourseLanguages, ["course-languages"], { tags: [COURSES_TAG], revalidate: 3600 });
