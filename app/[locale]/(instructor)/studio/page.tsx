import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminTable } from "@/components/admin/admin-table";
import { CourseStateBadge } from "@/components/studio/course-state-badge";
import { buttonVariants } from "@/components/ui/button-variants";
import { requirePageRole } from "@/lib/auth/page-guard";
import { formatPrice } from "@/lib/courses/format";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { studioCourses, type StudioCourseRow } from "@/lib/studio/home";

export async function generateMetadata({ params }: PageProps<"/[locale]/studio">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "StudioHome" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** Staff's home: the courses they run, with how students fare in them; admins also see money and start courses. */
export default async function StudioHomePage({ params }: PageProps<"/[locale]/studio">) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed out: to the sign-in page. Signed in as a student: 404, the studio is not theirs to learn about.
  const user = await requirePageRole(locale as Locale, "/studio", ["instructor", "admin"]);
  if (!user) notFound();
  const [t, format, courses] = await Promise.all([getTranslations("StudioHome"), getFormatter(), studioCourses(user)]);
  const admin = user.role === "admin";
  const percent = (value: number | null) => (value === null ? t("none") : format.number(value / 100, { style: "percent" }));
  const money = (cents: number | undefined) => formatPrice((cents ?? 0) / 100, locale);

  const columns = [
    {
      header: t("course"),
      cell: (c: StudioCourseRow) => (
        <Link href={`/studio/courses/${c.id}`} className="font-medium text-primary underline-offset-4 hover:underline" lang={c.defaultLanguage}>
          {c.title}
        </Link>
      ),
    },
    { header: t("state"), cell: (c: StudioCourseRow) => <CourseStateBadge state={c.state} label={t(`states.${c.state}`)} /> },
    { header: t("enrolments"), cell: (c: StudioCourseRow) => format.number(c.enrolments), className: "md:text-end" },
    { header: t("completionRate"), cell: (c: StudioCourseRow) => percent(c.completionRate), className: "md:text-end" },
    { header: t("averageScore"), cell: (c: StudioCourseRow) => percent(c.averageScore), className: "md:text-end" },
    ...(admin
      ? [
          { header: t("revenue"), cell: (c: StudioCourseRow) => money(c.revenueCents), className: "md:text-end md:whitespace-nowrap" },
          {
            header: t("refunds"),
            cell: (c: StudioCourseRow) => (c.refunds ? t("refundsValue", { count: c.refunds, amount: money(c.refundedCents) }) : t("none")),
            className: "md:whitespace-nowrap",
          },
        ]
      : []),
  ];

  return (
    <div className="container mx-auto px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <p className="mt-2 text-muted-foreground">{t(admin ? "adminDescription" : "instructorDescription")}</p>
        </div>
        {admin ? (
          <Link href="/studio/courses/new" className={buttonVariants()}>
            {t("newCourse")}
          </Link>
        ) : null}
      </div>
      {courses.length === 0 ? (
        <p className="mt-8 rounded-lg border p-6 text-muted-foreground">{t(admin ? "noCoursesAdmin" : "noCoursesInstructor")}</p>
      ) : (
        <AdminTable testId="studio-courses" rows={courses} rowKey={(c) => c.id} columns={columns} />
      )}
    </div>
  );
}
