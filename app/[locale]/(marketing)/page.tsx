import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ClosingCta, Testimonial } from "@/components/home/closing";
import { Curriculum } from "@/components/home/curriculum";
import { Features } from "@/components/home/features";
import { Hero } from "@/components/home/hero";
import { Pricing } from "@/components/home/pricing";
import { StatsStrip } from "@/components/home/stats-strip";
import { pageMetadata } from "@/lib/courses/seo";
import type { Locale } from "@/lib/i18n/locales";

// Static, regenerated when courses or statistics change (tags) and at most every 10 minutes.
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Seo" });
  const metadata = pageMetadata(locale as Locale, "/", t("homeTitle"), t("homeDescription"), t("siteName"));
  // The home page's title stands alone, without the "| Biblical Studies Academy" template.
  return { ...metadata, title: { absolute: t("homeTitle") } };
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <Hero />
      <StatsStrip />
      <Features />
      <Pricing />
      <ClientMessages namespaces={["CourseCard"]}>
        {/* No Suspense boundary: the page is static, and a streamed boundary stays a skeleton without JavaScript. */}
        <Curriculum locale={locale} />
      </ClientMessages>
      <Testimonial />
      <ClosingCta />
    </>
  );
}
