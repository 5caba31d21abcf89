import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CourseForm } from "@/components/studio/course-editor/course-form";
import { requirePageRole } from "@/lib/auth/page-guard";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { instructorOptions } from "@/lib/studio/course-editor-data";

export async function generateMetadata({ params }: PageProps<"/[locale]/studio/courses/new">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "CourseEditor" });
  return { title: t("newMetaTitle"), robots: { index: false } };
}

/** Admins start a course here: it is saved as a draft, with its instructors, and opens in its editor. */
export default async function NewCoursePage({ params }: PageProps<"/[locale]/studio/courses/new">) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed out: to the sign-in page. Instructors and students: 404 (only admins create courses).
  const admin = await requirePageRole(locale as Locale, "/studio/courses/new", ["admin"]);
  if (!admin) notFound();
  const [t, instructors] = await Promise.all([getTranslations("CourseEditor"), instructorOptions()]);
  return (
    <div className="container mx-auto max-w-4xl px-4 py-8">
      <Link href="/studio" className="text-sm text-primary underline-offset-4 hover:underline">
        {t("backToStudio")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold">{t("newTitle")}</h1>
      <p className="mt-2 text-muted-foreground">{t("newIntro")}</p>
      <div className="mt-8">
        <ClientMessages namespaces={["CourseEditor", "Studio"]}>
          <CourseForm mode="create" canAssign instructors={instructors} />
        </ClientMessages>
      </div>
    </div>
  );
}
