import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CourseDiscussionsLink } from "@/components/discussions/course-discussions-link";
import { AssessmentList } from "@/components/course/assessment-list";
import { coverPath } from "@/lib/courses/cover-path";
import { CourseInfoCard } from "@/components/course/course-info-card";
import { CourseJsonLd } from "@/components/course/course-json-ld";
import { CourseLanguages } from "@/components/course/course-languages";
import { CourseInstructors } from "@/components/course/course-instructors";
import { CourseOutcomes } from "@/components/course/course-outcomes";
import { CourseRefund } from "@/components/course/course-refund";
import { CourseTeachers } from "@/components/course/course-teachers";
import { EnrollPanel } from "@/components/course/enroll-panel";
import { FurtherReading } from "@/components/course/further-reading";
import { LessonList } from "@/components/course/lesson-list";
import { serverPersonalState } from "@/components/personal/server-personal-state";
import { OutdatedTranslationNotice } from "@/components/translations/outdated-notice";
import { Badge } from "@/components/ui/badge";
import { findEnrollment, grantsAccess } from "@/lib/courses/card-state";
import { formatPrice, isFree, textLanguage } from "@/lib/courses/format";
import { getCourseDetail } from "@/lib/courses/queries";
import { courseImageUrl, pageMetadata } from "@/lib/courses/seo";
import { redirectIfMoved } from "@/lib/courses/slug-redirect";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

// Built on first request, then served from the cache and regenerated when the "courses" tag is revalidated.
// Nothing is prerendered, so a slug the course had before reaches this page too, and is redirected from here.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<"/[locale]/course/[courseId]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, courseId } = await params;
  const [course, t] = await Promise.all([getCourseDetail(courseId, locale), getTranslations({ locale, namespace: "Seo" })]);
  if (!course) return { title: t("notFoundTitle"), robots: { index: false } };
  const description = course.description.length > 160 ? `${course.description.slice(0, 157).trimEnd()}…` : course.description;
  return pageMetadata(locale as Locale, `/course/${course.slug}`, course.title, description, t("siteName"), courseImageUrl(course.slug));
}

export default async function CoursePage({ params }: Props) {
  const { locale, courseId } = await params;
  setRequestLocale(locale);
  const course = await getCourseDetail(courseId, locale);
  if (!course) {
    await redirectIfMoved(locale as Locale, courseId, (slug) => `/course/${slug}`);
    notFound();
  }
  // One address per course: the id form (and any other spelling) moves permanently to the slug.
  if (courseId !== course.slug) permanentRedirect(localizedPath(locale as Locale, `/course/${course.slug}`));

  const t = await getTranslations("CourseDetail");
  const titleLang = textLanguage(course, "title", locale);
  const descriptionLang = textLanguage(course, "description", locale);
  // The signed-in visitor's state, when this is their page (app/signed-in/); nobody's on the public page.
  const mine = serverPersonalState();
  const enrollment = findEnrollment(mine.enrollments, course.id, course.slug);
  const enrolled = grantsAccess(enrollment);
  const completed = new Set(mine.completedLessons?.course === course.slug ? mine.completedLessons.ids : []);
  const group = course.testament ? t(`testament.${course.testament}`) : course.category ? t(`category.${course.category}`) : null;
  return (
    <div className="container mx-auto px-4 py-10">
      <CourseJsonLd course={course} locale={locale as Locale} />
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <header className="space-y-4">
            {course.translationOutdatedSince ? (
              <OutdatedTranslationNotice changedAt={course.translationOutdatedSince} path={`/course/${course.slug}`} originalLanguage={course.defaultLanguage as Locale} />
            ) : null}
            <div className="flex items-center gap-4">
              {/* The cover uploaded in the studio, or the one drawn from the course's data (cover.svg beside this
                  page); decorative: the title follows. A thumbnail, so the call to action stays near the top on a phone. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- a stored WebP or a static SVG, already at its size: nothing for next/image to optimise */}
              <img
                src={course.coverSrc ?? coverPath(course.slug, locale)}
                alt=""
                width={640}
                height={360}
                fetchPriority="high"
                className="h-auto w-32 shrink-0 rounded-md shadow-sm sm:w-48"
                data-testid="course-cover"
              />
              {group && <Badge variant="secondary">{group}</Badge>}
            </div>
            <h1 className="font-serif text-4xl font-bold text-primary">
              <bdi lang={titleLang}>{course.title}</bdi>
            </h1>
            <p lang={descriptionLang} dir={descriptionLang ? "auto" : undefined} className="text-lg text-muted-foreground">{course.description}</p>
            <CourseInstructors teachers={course.teachers} />
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <li>{t("lessonsCount", { count: course.totalLessons })}</li>
              <li>{t("hours", { hours: course.estimatedHours })}</li>
              <li>{t(`difficulty.${course.difficulty}`)}</li>
              <li className="font-semibold text-primary">{formatPrice(course.price, locale)}</li>
            </ul>
            {/* Above the button: the languages and format are known before paying. */}
            <CourseLanguages languages={course.languages} />
            <EnrollPanel enrollment={enrollment} courseId={course.id} slug={course.slug} free={isFree(course.price)} title={course.title} />
            <CourseDiscussionsLink slug={course.slug} />
          </header>
          <CourseOutcomes outcomes={course.outcomes} />
          <section aria-labelledby="lessons-heading">
            <h2 id="lessons-heading" className="mb-4 font-serif text-2xl font-semibold">{t("lessonsHeading")}</h2>
            <LessonList slug={course.slug} lessons={course.lessons} enrolled={enrolled} completed={completed} />
            {/* The refund offer as small print under the lessons, away from 'Continue Learning'. */}
            {enrollment && (
              <div className="mt-4">
                <CourseRefund courseId={course.id} />
              </div>
            )}
          </section>
          <CourseTeachers teachers={course.teachers} />
          <AssessmentList assessments={course.assessments} enrolled={enrolled} />
          <FurtherReading entries={course.furtherReading} locale={locale as Locale} />
        </div>
        <aside className="lg:col-span-1">
          <CourseInfoCard course={course} enrollment={enrollment} />
        </aside>
      </div>
    </div>
  );
}
