import type { Prisma } from "@/lib/generated/prisma/client";
import type { CourseState, LessonState } from "@/lib/generated/prisma/enums";

// Who sees a course, by its state. One place for the rule, so no reader repeats the literal:
//  - published: everyone (catalogue, course pages, search index, sitemap, stats, purchases);
//  - archived: out of the catalogue and no longer sold, but the students already enrolled keep their lessons,
//    assessments and certificates (as Teachable and Thinkific do), and its staff keep it too;
//  - draft: its staff only (admins and the course's instructors).
// Lessons in draft are likewise shown to the course's staff only: no student list, progress or completion
// counts them.

/** The catalogue's condition: what visitors, students, crawlers and buyers see. */
export const PUBLISHED = { state: "published" } as const satisfies Prisma.CourseWhereInput;

/** The lessons students see, count and complete. */
export const PUBLISHED_LESSON = { state: "published" } as const satisfies Prisma.LessonWhereInput;

/** PUBLISHED as SQL over a courses alias; constant text for `sql` (lib/db) to splice in. */
export const publishedCourseSql = (alias: string) => `${alias}.state = 'published'`;

/** The courses an enrolled student still has (published or archived, never a draft), as SQL over a courses alias. */
export const openToEnrolledSql = (alias: string) => `${alias}.state IN ('published', 'archived')`;

/** PUBLISHED_LESSON as SQL over a lessons alias. */
export const publishedLessonSql = (alias: string) => `${alias}.state = 'published'`;

/** What decides whether someone may open a course that is not (or no longer) published. */
export type CourseViewer = {
  /** An admin, or an instructor of this course. */
  staff: boolean;
  /** A student whose enrollment is active or completed (a refunded one no longer counts). */
  enrolled: boolean;
};

/** Whether `viewer` may open a course in `state` at all (a course they may not open is a 404, never a 403). */
export function courseOpenTo(state: CourseState, viewer: CourseViewer): boolean {
  if (state === "published") return true;
  if (state === "archived") return viewer.staff || viewer.enrolled;
  return viewer.staff;
}

/** Whether `viewer` may see a lesson in `state` of a course they may open. */
export function lessonShownTo(state: LessonState, viewer: Pick<CourseViewer, "staff">): boolean {
  return state === "published" || viewer.staff;
}
