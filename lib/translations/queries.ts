import "server-only";
import { db } from "@/lib/db";
import { pageCount, pageSlice } from "@/lib/pagination";
import { findCourseByIdOrSlug } from "@/lib/courses/lookup";
import { PUBLISHED } from "@/lib/courses/visibility";
import type { SessionUser } from "@/lib/auth/session";
import { courseOutdated } from "./outdated";
import { outcomeList } from "./source-hash";
import type { CourseText, LocalizedCourse } from "./types";

export type { CourseText, LocalizedCourse };

/** SPEC section 9: the translations page shows 5 courses (staff may page through the rest). */
const TRANSLATIONS_PAGE_SIZE = 5;

type Row = { id: string; slug: string; title: string; description: string; defaultLanguage: string; translations: CourseText[] };
type RowWithSource = Omit<Row, "translations"> & {
  outcomes: unknown;
  updatedAt: Date;
  translations: (CourseText & { sourceHash: string | null; sourceText: unknown })[];
};

function localize(row: Row, language: string): LocalizedCourse {
  const translation = language === row.defaultLanguage ? null : (row.translations[0] ?? null);
  return {
    id: row.id,
    slug: row.slug,
    title: translation?.title || row.title,
    description: translation?.description || row.description,
    defaultLanguage: row.defaultLanguage,
    language: translation ? language : row.defaultLanguage,
    translation: translation ? { title: translation.title, description: translation.description } : null,
    original: { title: row.title, description: row.description },
  };
}

const select = (language: string) => ({
  id: true,
  slug: true,
  title: true,
  description: true,
  defaultLanguage: true,
  translations: { where: { languageCode: language }, select: { title: true, description: true } },
});

/** The course in `language` with its translation's outdated mark (the English changed after it was saved). */
function localizeWithMark(row: RowWithSource, language: string): LocalizedCourse {
  const saved = language === row.defaultLanguage ? undefined : row.translations[0];
  const english = { title: row.title, description: row.description, outcomes: outcomeList(row.outcomes) };
  // The course row's last change is when its English last changed (a later change of price moves it on too).
  return { ...localize(row, language), outdated: saved ? courseOutdated(saved, english, row.updatedAt) : null };
}

// Read straight from the database, not the catalogue cache: an editor sees their save at once (and its mark go).
// A page past the end shows the last one.
export async function listTranslationCourses(language: string, requestedPage = 1) {
  const where = PUBLISHED;
  const total = await db.course.count({ where });
  const pages = pageCount(total, TRANSLATIONS_PAGE_SIZE);
  const page = Math.min(Math.max(1, requestedPage), pages);
  const rows = await db.course.findMany({
    where,
    orderBy: [{ sortOrder: "asc" }, { title: "asc" }],
    ...pageSlice(page, TRANSLATIONS_PAGE_SIZE),
    select: {
      ...select(language),
      outcomes: true,
      updatedAt: true,
      translations: { where: { languageCode: language }, select: { title: true, description: true, sourceHash: true, sourceText: true } },
    },
  });
  return { courses: rows.map((row) => localizeWithMark(row, language)), total, page, pages };
}

/** A published course (id or slug) in `language`, falling back to the original; null when unknown. */
export async function getLocalizedCourse(idOrSlug: string, language: string): Promise<LocalizedCourse | null> {
  const course = await findCourseByIdOrSlug(idOrSlug);
  if (!course) return null;
  const row = await db.course.findUnique({ where: { id: course.id }, select: select(language) });
  return row ? localize(row, language) : null;
}

/** Admins may translate every course; instructors the courses they teach (CourseInstructor). */
export async function mayTranslate(user: Pick<SessionUser, "id" | "role">, courseId: string): Promise<boolean> {
  if (user.role === "admin") return true;
  if (user.role !== "instructor") return false;
  const link = await db.courseInstructor.findUnique({ where: { courseId_userId: { courseId, userId: user.id } } });
  return link !== null;
}

/** Which of `courseIds` the user may translate. */
export async function translatableCourseIds(user: Pick<SessionUser, "id" | "role"> | null, courseIds: string[]): Promise<Set<string>> {
  if (!user || (user.role !== "admin" && user.role !== "instructor")) return new Set();
  if (user.role === "admin") return new Set(courseIds);
  const links = await db.courseInstructor.findMany({ where: { userId: user.id, courseId: { in: courseIds } }, select: { courseId: true } });
  return new Set(links.map((link) => link.courseId));
}
