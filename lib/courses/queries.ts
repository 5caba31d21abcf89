import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { courseFromUrl } from "./lookup";
import type { AssessmentSummary, CategoryKey, CourseDetail, CourseLanguages, CourseSummary, CourseTeacher, LessonSummary, LocalizedText, TestamentKey } from "./types";
import { questionsShown } from "@/lib/assessments/draw";
import { courseSourceHash, isOutdated, outcomeList } from "@/lib/translations/source-hash";
import { parseFurtherReading } from "./further-reading";
import { imageSrc } from "@/lib/images/rules";
import { PUBLISHED, PUBLISHED_LESSON } from "./visibility";
import { listCourseLanguages } from "./languages";
import { NO_LANGUAGES } from "./language-coverage";
import { COURSES_TAG } from "./tags";
import { fullName } from "@/lib/users/full-name";
import { titleTranslation } from "@/lib/dashboard/course-title";

export { COURSES_TAG } from "./tags";

// The data cache (.next/cache, or Redis) holds one database's rows: the scripts that point a build at another
// database clear it (scripts/start.mjs when it seeds, scripts/run-tests.mjs before the end-to-end build).

const ORDER: Prisma.CourseOrderByWithRelationInput[] = [{ sortOrder: "asc" }, { title: "asc" }];

type CourseRowWithExtras = Prisma.CourseGetPayload<{
  include: { translations: true; _count: { select: { lessons: true } } };
}>;

function toSummary(row: CourseRowWithExtras, locale: string, languages: Record<string, CourseLanguages>): CourseSummary {
  const translation = row.translations.find((t) => t.languageCode === locale);
  const summary: CourseSummary = {
    id: row.id,
    slug: row.slug,
    // Active-locale title and description, English (the original) where no translation exists.
    title: translation?.title || row.title,
    description: translation?.description || row.description,
    price: row.price.toFixed(2),
    totalLessons: row._count.lessons,
    estimatedHours: row.estimatedHours.toNumber(),
    difficulty: row.difficulty,
    testament: row.testament,
    category: row.category,
    section: row.section,
    defaultLanguage: row.defaultLanguage,
    languages: languages[row.id] ?? NO_LANGUAGES,
    // A cover uploaded in the studio; without one, pages draw the cover from the course's data.
    ...(row.coverKey ? { coverSrc: imageSrc(row.coverKey) } : {}),
  };
  if (translation && locale !== row.defaultLanguage) {
    summary.translation = { title: translation.title, description: translation.description };
  }
  return summary;
}

const include = (locale: string) => ({
  translations: { where: { languageCode: locale } },
  _count: { select: { lessons: { where: PUBLISHED_LESSON } } },
});

export type CourseFilter = { testament?: TestamentKey; category?: CategoryKey };

async function readCourses(locale: string, filter: CourseFilter): Promise<CourseSummary[]> {
  const [rows, languages] = await Promise.all([
    db.course.findMany({ where: { ...PUBLISHED, ...filter }, orderBy: ORDER, include: include(locale) }),
    listCourseLanguages(),
  ]);
  return rows.map((row) => toSummary(row, locale, languages));
}

/** Published courses in catalogue order, titles in `locale`. Cached; revalidated by the "courses" tag. */
export const listCourses = unstable_cache(readCourses, ["course-list"], { tags: [COURSES_TAG], revalidate: 3600 });

const textList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null;

/** The translation's outcomes when it has a list, else the course's own, marked with the course's language. */
export function localizedOutcomes(own: unknown, translated: unknown, locale: string, defaultLanguage: string): LocalizedText<string[]> {
  const list = locale === defaultLanguage ? null : textList(translated);
  if (list?.length) return { value: list };
  const original = textList(own) ?? [];
  return locale === defaultLanguage || original.length === 0 ? { value: original } : { value: original, lang: defaultLanguage };
}

/**
 * A profile's text per language (biography, credentials: { locale: text }, English required) in `locale`, or the
 * English marked as such; null when there is none.
 */
export function localizedProfileText(json: unknown, locale: string): LocalizedText<string> | null {
  const texts = json && typeof json === "object" ? (json as Record<string, unknown>) : {};
  const own = texts[locale];
  if (typeof own === "string" && own.trim()) return { value: own };
  const english = texts.en;
  if (typeof english !== "string" || !english.trim()) return null;
  return locale === "en" ? { value: english } : { value: english, lang: "en" };
}

async function readCourseDetail(idOrSlug: string, locale: string): Promise<CourseDetail | null> {
  const course = courseFromUrl(idOrSlug);
  if (!course) return null;
  const [row, languages] = await Promise.all([db.course.findFirst({
    where: { ...PUBLISHED, ...course },
    include: {
      ...include(locale),
      lessons: {
        where: PUBLISHED_LESSON,
        orderBy: { order: "asc" },
        select: { id: true, title: true, estimatedMinutes: true, order: true, isFreePreview: true, updatedAt: true, translations: titleTranslation(locale) },
      },
      // The pool an attempt draws from: questions not retired. One without any (a new assessment in the studio) is
      // not shown: its page would be not found, and progress counts no such assessment (lib/progress/enrollment.ts).
      assessments: {
        where: { questions: { some: { retiredAt: null } } },
        orderBy: { order: "asc" },
        include: { _count: { select: { questions: { where: { retiredAt: null } } } }, translations: titleTranslation(locale) },
      },
      // Who teaches it: staff still in that role (a demoted or deleted account no longer teaches).
      instructors: {
        where: { user: { deletedAt: null, role: { in: ["instructor", "admin"] } } },
        orderBy: [{ user: { lastName: "asc" } }, { user: { firstName: "asc" } }],
        select: {
          user: { select: { id: true, firstName: true, lastName: true, nameOrder: true, instructorProfile: { select: { displayName: true, photoUrl: true, credentials: true, bio: true, isSample: true } } } },
        },
      },
    },
  }), listCourseLanguages()]);
  if (!row) return null;
  const lessons: LessonSummary[] = row.lessons.map((l) => ({
    id: l.id,
    title: l.translations[0]?.title || l.title,
    estimatedMinutes: l.estimatedMinutes,
    order: l.order,
    isFreePreview: l.isFreePreview,
    updatedAt: l.updatedAt.toISOString(),
  }));
  const assessments: AssessmentSummary[] = row.assessments.map((a) => ({
    id: a.id,
    title: a.translations[0]?.title || a.title,
    type: a.type,
    // What one attempt shows: its draw from the pool.
    totalQuestions: questionsShown(a.questionsPerAttempt, a._count.questions),
    timeLimit: a.timeLimit,
    passingScore: a.passingScore,
  }));
  const teachers: CourseTeacher[] = row.instructors.map(({ user }) => ({
    id: user.id,
    name: user.instructorProfile?.displayName?.trim() || fullName(user),
    photoUrl: user.instructorProfile?.photoUrl ?? null,
    credentials: user.instructorProfile ? localizedProfileText(user.instructorProfile.credentials, locale) : null,
    bio: user.instructorProfile ? localizedProfileText(user.instructorProfile.bio, locale) : null,
    sample: user.instructorProfile?.isSample ?? false,
  }));
  const translation = locale === row.defaultLanguage ? undefined : row.translations.find((t) => t.languageCode === locale);
  const english = { title: row.title, description: row.description, outcomes: outcomeList(row.outcomes) };
  // Its readers are told when the English changed after the translation they read was saved.
  const outdated = translation && isOutdated(translation.sourceHash, courseSourceHash(english));
  return {
    ...toSummary(row, locale, languages),
    outcomes: localizedOutcomes(row.outcomes, translation?.outcomes, locale, row.defaultLanguage),
    teachers,
    lessons,
    assessments,
    furtherReading: parseFurtherReading(row.furtherReading),
    updatedAt: row.updatedAt.toISOString(),
    translationOutdatedSince: outdated ? row.updatedAt.toISOString() : null,
  };
}

/**
 * One published course by slug or id with its lesson outline, assessments, further reading and instructors
 * (no content, no answers).
 */
export const getCourseDetail = unstable_cache(readCourseDetail, ["course-detail"], {
  tags: [COURSES_TAG],
  revalidate: 3600,
});

/** Slugs and update times of every published course, for the sitemap. */
export const listCourseSlugs = unstable_cache(
  async () => {
    const rows = await db.course.findMany({ where: PUBLISHED, orderBy: ORDER, select: { slug: true, updatedAt: true } });
    return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
  },
  ["course-slugs"],
  { tags: [COURSES_TAG], revalidate: 3600 },
);

/**
 * Ids of the lessons of a course (by id or slug) the user has completed, for the ticks in the course page's
 * lesson list. Read per request: the course page itself is cached and the same for everyone.
 */
export async function completedLessonIds(userId: string, idOrSlug: string): Promise<string[]> {
  const course = courseFromUrl(idOrSlug);
  if (!course) return [];
  const rows = await db.lessonProgress.findMany({
    where: { userId, completedAt: { not: null }, lesson: { course } },
    select: { lessonId: true },
  });
  return rows.map((row) => row.lessonId);
}
