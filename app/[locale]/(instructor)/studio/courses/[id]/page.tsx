import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { coverSvg } from "@/components/course/cover-art";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CourseStateBadge } from "@/components/studio/course-state-badge";
import { AssessmentsTab } from "@/components/studio/course-editor/assessments-tab";
import { CoverField } from "@/components/studio/course-editor/cover-field";
import { CourseForm } from "@/components/studio/course-editor/course-form";
import { EditorTabs, editorTab } from "@/components/studio/course-editor/editor-tabs";
import { LessonsTab } from "@/components/studio/course-editor/lessons-tab";
import { requirePageRole } from "@/lib/auth/page-guard";
import { imageSrc } from "@/lib/images/rules";
import { directionOf, isLocale, type Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { studioCourseAccess } from "@/lib/studio/access";
import { courseForEditor, instructorOptions } from "@/lib/studio/course-editor-data";

export async function generateMetadata({ params }: PageProps<"/[locale]/studio/courses/[id]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "CourseEditor" });
  // The course's title is not named here: the metadata renders before the page has checked who is asking.
  return { title: t("editMetaTitle"), robots: { index: false } };
}

/**
 * The course editor: Details (with the cover), Lessons and Assessments, one tab per address. The course's
 * instructors and admins open it; anyone else gets the 404 page, as for a course that does not exist.
 */
export default async function CourseEditorPage({ params, searchParams }: PageProps<"/[locale]/studio/courses/[id]">) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const user = await requirePageRole(locale as Locale, `/studio/courses/${id}`, ["instructor", "admin"]);
  if (!user || !(await studioCourseAccess(user, id))) notFound();
  const tab = editorTab((await searchParams).tab);
  const admin = user.role === "admin";
  const [t, tHome, data, instructors] = await Promise.all([
    getTranslations("CourseEditor"),
    getTranslations("StudioHome"),
    courseForEditor(id),
    admin && tab === "details" ? instructorOptions() : Promise.resolve([]),
  ]);
  if (!data) notFound();
  const { course } = data;
  const rtl = isLocale(course.defaultLanguage) && directionOf(course.defaultLanguage) === "rtl";
  const drawnCover = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverSvg(course, { rtl }))}`;

  return (
    <div className="container mx-auto max-w-4xl px-4 py-8">
      <Link href="/studio" className="text-sm text-primary underline-offset-4 hover:underline">
        {t("backToStudio")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">
          <bdi lang={course.defaultLanguage}>{course.title}</bdi>
        </h1>
        <CourseStateBadge state={course.state} label={tHome(`states.${course.state}`)} />
      </div>
      {course.state === "published" ? (
        <p className="mt-2 text-sm">
          <Link href={`/course/${course.slug}`} className="text-primary underline-offset-4 hover:underline">
            {t("viewCoursePage")}
          </Link>
        </p>
      ) : null}
      <div className="mt-6">
        <EditorTabs courseId={course.id} current={tab} label={t("tabsLabel")} labels={{ details: t("tabDetails"), lessons: t("tabLessons"), assessments: t("tabAssessments") }} />
      </div>
      <div className="mt-8">
        <ClientMessages namespaces={["CourseEditor", "Studio"]}>
          {tab === "details" ? (
            <div className="space-y-10">
              <CoverField courseId={course.id} uploadedSrc={course.coverKey ? imageSrc(course.coverKey) : null} drawnSrc={drawnCover} />
              <CourseForm mode="edit" courseId={course.id} course={course} canAssign={admin} instructors={instructors} />
            </div>
          ) : tab === "lessons" ? (
            <LessonsTab courseId={course.id} lessons={data.lessons} />
          ) : (
            <AssessmentsTab courseId={course.id} assessments={data.assessments} />
          )}
        </ClientMessages>
      </div>
    </div>
  );
}
