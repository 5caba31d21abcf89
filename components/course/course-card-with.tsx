import { useLocale, useTranslations } from "next-intl";
import type { ComponentType } from "react";
import { cardState, findEnrollment, type MyEnrollment } from "@/lib/courses/card-state";
import { cardLessonClaim } from "@/lib/courses/language-claims";
import { formatPrice, textLanguage } from "@/lib/courses/format";
import type { CourseSummary } from "@/lib/courses/types";
import { coverPath } from "@/lib/courses/cover-path";
import { CardProgressFooter } from "./course-card-footer";
import type { CardCourse, CourseCardViewProps } from "./course-card-view";

export type CourseCardProps = {
  course: CourseSummary;
  headingLevel?: "h2" | "h3" | "h4";
  /** The signed-in visitor's enrollments (components/personal/); absent on the public pages. */
  enrollments?: readonly MyEnrollment[] | null;
};

/**
 * The fields of a course its card shows, with the price formatted, the untranslated texts' language and the
 * sentence saying which languages its lessons are in.
 */
export function toCardCourse(course: CourseSummary, locale: string, lessonLanguages?: string): CardCourse {
  const titleLang = textLanguage(course, "title", locale);
  const descriptionLang = textLanguage(course, "description", locale);
  return {
    slug: course.slug,
    title: course.title,
    description: course.description,
    totalLessons: course.totalLessons,
    estimatedHours: course.estimatedHours,
    difficulty: course.difficulty,
    price: formatPrice(course.price, locale),
    cover: course.coverSrc ?? coverPath(course.slug, locale),
    ...(titleLang && { titleLang }),
    ...(descriptionLang && { descriptionLang }),
    ...(lessonLanguages && { lessonLanguages }),
  };
}

/**
 * A course in a grid, rendered on the server like everything else on the page (and by the live search in the
 * browser). The card itself is a client component (`View`) given only the fields it shows: a server component's
 * markup would travel twice (in the HTML and again in the page's data), the course's fields only once more. A
 * course the signed-in student holds gets its footer drawn here, the progress or 'Complete'; every other card
 * draws its own. `View`: ./course-card-view.tsx (./course-card.tsx), or the catalogue's stand-in for it
 * (./catalogue-takeover.tsx); this module imports neither, so a page that draws only one loads only that one.
 */
export function CourseCardWith({ course, headingLevel, enrollments, View }: CourseCardProps & { View: ComponentType<CourseCardViewProps> }) {
  const locale = useLocale();
  const t = useTranslations("CourseLanguages");
  const claim = cardLessonClaim(course.languages, locale);
  const state = cardState(findEnrollment(enrollments, course.id, course.slug));
  const footer = state.kind === "not-enrolled" ? undefined : <CardProgressFooter state={state} slug={course.slug} title={course.title} />;
  return <View course={toCardCourse(course, locale, claim ? t(claim.key, claim.values) : undefined)} headingLevel={headingLevel} footer={footer} />;
}
