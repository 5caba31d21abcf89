import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CourseLessonsEditor } from "@/components/translations/course-lessons-editor";
import { CourseTranslationList } from "@/components/translations/course-translation-list";
import { FeatureOverview } from "@/components/translations/feature-overview";
import { LanguageSettingsCard } from "@/components/translations/language-settings-card";
import { TranslationsPager } from "@/components/translations/translations-pager";
import { getSessionUser } from "@/lib/auth/session";
import { alternatesFor } from "@/lib/courses/seo";
import { getDefaultLanguage, listActiveLanguages } from "@/lib/languages/queries";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { getCourseForTranslation } from "@/lib/translations/lesson-queries";
import { listTranslationCourses, mayTranslate, translatableCourseIds } from "@/lib/translations/queries";
import { TARGET_LANGUAGE_PARAM, targetLanguage } from "@/lib/translations/target-language";

export async function generateMetadata({ params }: PageProps<"/[locale]/translations">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Translations" });
  return { title: t("metaTitle"), description: t("subtitle"), alternates: alternatesFor(locale as Locale, "/translations") };
}

/**
 * Public: everyone browses course titles and descriptions in the selected language (?lang, else the page's locale;
 * lib/translations/target-language.ts).
 * Instructors see Add/Edit Translation on the courses they teach, admins on every course; both may page
 * through all courses, everyone else sees the first five (SPEC). `?lessons=<course>` opens that course's lessons
 * and questions for translating into that language, for the same people (anyone else sees the list).
 */
export default async function TranslationsPage({ params, searchParams }: PageProps<"/[locale]/translations">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user, languages, fallback] = await Promise.all([
    getTranslations("Translations"),
    getSessionUser(),
    listActiveLanguages(),
    getDefaultLanguage(),
  ]);
  const staff = user?.role === "instructor" || user?.role === "admin";
  const query = await searchParams;
  const requested = Number(query.page);
  const page = staff && Number.isInteger(requested) && requested > 1 ? requested : 1;
  const selected = targetLanguage(query[TARGET_LANGUAGE_PARAM], locale, languages, fallback);
  const { courses, page: shown, pages } = await listTranslationCourses(selected.code, page);
  const editable = await translatableCourseIds(user, courses.map((course) => course.id));
  const lessonsOf = staff && selected.code !== defaultLocale && typeof query.lessons === "string" ? await getCourseForTranslation(query.lessons, selected.code) : null;
  const editing = lessonsOf && (await mayTranslate(user!, lessonsOf.course.id)) ? lessonsOf : null;

  return (
    <div className="container mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header>
        <h1 className="font-serif text-3xl font-bold text-primary sm:text-4xl">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("subtitle")}</p>
      </header>

      <LanguageSettingsCard languages={languages} selected={selected} />

      {editing ? (
        <ClientMessages namespaces={["LessonTranslations", "TranslationStatus"]}>
          <CourseLessonsEditor data={editing} language={{ code: selected.code, name: selected.nativeName }} />
        </ClientMessages>
      ) : (
      <section aria-labelledby="translation-courses-heading" className="space-y-4">
        <div>
          <h2 id="translation-courses-heading" className="text-2xl font-semibold">
            {t("coursesTitle")}
          </h2>
          {staff ? <p className="mt-1 text-sm text-muted-foreground">{t(user.role === "admin" ? "adminHint" : "instructorHint")}</p> : null}
        </div>
        <ClientMessages namespaces={["Translations", "LessonTranslations", "TranslationStatus"]}>
          <CourseTranslationList
            courses={courses}
            language={{ code: selected.code, flag: selected.flag, name: selected.nativeName }}
            editableIds={[...editable]}
          />
        </ClientMessages>
        {staff && pages > 1 ? <TranslationsPager page={shown} pages={pages} language={selected.code} /> : null}
      </section>
      )}

      <FeatureOverview languageCount={languages.length} />
    </div>
  );
}
