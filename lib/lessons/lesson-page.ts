import "server-only";
import { firstUnpassedAssessment } from "@/lib/assessments/queries";
import type { SessionUser } from "@/lib/auth/session";
import { lessonTranslationOutdatedSince } from "@/lib/translations/outdated-readers";
import { canManageCourseVideos } from "@/lib/uploads/authorize";
import type { UnfinishedVideo } from "@/lib/videos/processing-state";
import { listUnfinishedVideos } from "@/lib/videos/queries";
import { ORIGINAL_LANGUAGE } from "./dto";
import { getLessonPageData, type LessonPageData } from "./page-data";

export type LessonPage = LessonPageData & {
  /** Only the course's instructors and admins get the upload card (the APIs check the same rule). */
  canUpload: boolean;
  /** Their videos still processing or failed, which the card follows (they may have left the page meanwhile). */
  unfinished: UnfinishedVideo[];
  /** After the last lesson an enrolled student goes on to the first assessment not yet passed. */
  nextAssessment: { id: string; title: string } | null;
  /** A translation made from English that has changed since says so, above the lesson. */
  outdatedSince: string | null;
};

/**
 * Every read of the lesson page for this viewer (the page renders it; test/perf/private-pages.int.test.ts counts
 * and explains its statements): the lesson's one statement (page-data.ts), then, at the same time, only the
 * reads this viewer and lesson need. Null when the lesson is not for this viewer.
 */
export async function loadLessonPage(courseKey: string, lessonId: string, user: SessionUser | null, locale: string): Promise<LessonPage | null> {
  const data = await getLessonPageData(courseKey, lessonId, user, locale);
  if (!data) return null;
  const { course, lesson, next, viewer } = data;
  const [staffReads, nextAssessment, outdatedSince] = await Promise.all([
    uploadCard(user, course.id, lesson),
    user && !next && viewer.enrolled ? firstUnpassedAssessment(user.id, course.id) : null,
    lesson.titleLanguage === locale && locale !== ORIGINAL_LANGUAGE ? lessonTranslationOutdatedSince(lesson.id, locale) : null,
  ]);
  return { ...data, ...staffReads, nextAssessment, outdatedSince };
}

async function uploadCard(user: SessionUser | null, courseId: string, lesson: LessonPageData["lesson"]) {
  const canUpload = await canManageCourseVideos(user, courseId);
  return { canUpload, unfinished: canUpload && lesson.accessible ? await listUnfinishedVideos(lesson.id) : [] };
}
