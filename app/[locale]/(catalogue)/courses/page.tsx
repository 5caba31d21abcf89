import type { Metadata } from "next";
import { ArrowUp } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CatalogueBrowser } from "@/components/course/catalogue-browser";
import { Button } from "@/components/ui/button";
import { listCourses } from "@/lib/courses/queries";
import { pageMetadata } from "@/lib/courses/seo";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";

// Incrementally regenerated: course writes revalidate the "courses" tag, and the hour is a safety net.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/courses">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Seo" });
  return pageMetadata(locale as Locale, "/courses", t("coursesTitle"), t("coursesDescription"), t("siteName"));
}

export default async function CoursesPage({ params }: PageProps<"/[locale]/courses">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, courses] = await Promise.all([getTranslations("Catalogue"), listCourses(locale, {})]);
  return (
    <div id="top" className="container mx-auto px-4 py-12">
      <header className="mb-8 text-center">
        <h1 className="font-serif text-4xl font-bold text-primary">{t("title")}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      </header>
      <CatalogueBrowser courses={courses} />
      <section className="mt-16 rounded-lg bg-muted/60 p-8 text-center" aria-labelledby="catalogue-cta">
        <h2 id="catalogue-cta" className="font-serif text-2xl font-semibold">{t("ctaTitle")}</h2>
        <p className="mt-2 text-muted-foreground">{t("ctaText")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/dashboard">{t("viewProgress")}</Link>
          </Button>
          <Button asChild variant="outline">
            <a href="#top">
              <ArrowUp aria-hidden className="size-4" />
              {t("backToTop")}
            </a>
          </Button>
        </div>
      </section>
    </div>
  );
}
