import { courseImageUrl } from "@/lib/courses/seo";
import type { CourseDetail } from "@/lib/courses/types";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site-url";
import { citationJsonLd } from "./citation-json-ld";

const PROVIDER = "Biblical Studies Academy";

/**
 * schema.org Course with provider, offer, instructors, what it teaches (its outcomes: Course.teaches, from
 * LearningResource) and cited works, for search engines' course listings.
 */
function courseJsonLd(course: CourseDetail, locale: Locale) {
  const url = `${siteUrl()}${localizedPath(locale, `/course/${course.slug}`)}`;
  const realTeachers = course.teachers.filter((teacher) => !teacher.sample);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    // Google's recommended `image`: the course's share image (1200 × 630 PNG, its uploaded cover where it has one).
    image: courseImageUrl(course.slug),
    inLanguage: locale,
    provider: { "@type": "Organization", name: PROVIDER, sameAs: siteUrl() },
    offers: {
      "@type": "Offer",
      category: Number(course.price) === 0 ? "Free" : "Paid",
      price: course.price,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      courseWorkload: `PT${Math.round(course.estimatedHours)}H`,
      // Real people only: a sample profile of the demo faculty is nobody a search engine should list.
      ...(realTeachers.length ? { instructor: realTeachers.map(({ name }) => ({ "@type": "Person", name })) } : {}),
    },
    numberOfLessons: course.totalLessons,
    educationalLevel: course.difficulty,
    ...(course.outcomes.value.length ? { teaches: course.outcomes.value } : {}),
    ...(course.furtherReading.length ? { citation: course.furtherReading.map(citationJsonLd) } : {}),
  };
}

export function CourseJsonLd({ course, locale }: { course: CourseDetail; locale: Locale }) {
  // "<" escaped so a title can never close the script element.
  const json = JSON.stringify(courseJsonLd(course, locale)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
