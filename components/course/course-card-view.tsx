"use client";

import { BookOpen, Clock, Languages } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { CourseSummary } from "@/lib/courses/types";
import { Link } from "@/lib/i18n/navigation";
import { CARD_BUTTON, SECONDARY_BADGE } from "./state-classes";

/**
 * What a card shows of a course, and nothing more: the page hands one of these per card to the browser
 * (a few hundred bytes, where the card's rendered markup would be several times that in the page's data).
 */
export type CardCourse = Pick<CourseSummary, "slug" | "title" | "description" | "totalLessons" | "estimatedHours" | "difficulty"> & {
  /** Formatted, e.g. "$29.99". */
  price: string;
  /** Address of the course's cover: the picture uploaded in the studio, or the SVG drawn from its data in the page's language. */
  cover: string;
  /** Language of a title or description shown untranslated (the original's), when it differs from the page's. */
  titleLang?: string;
  descriptionLang?: string;
  /** 'Lessons in English', in the page's language (lib/courses/language-claims.ts); absent: no lesson yet. */
  lessonLanguages?: string;
};

export type CourseCardViewProps = {
  course: CardCourse;
  headingLevel?: "h2" | "h3" | "h4";
  /** The signed-in student's own footer for a course they hold (./course-card-footer.tsx); absent: price and 'Enroll Now'. */
  footer?: ReactNode;
};

/**
 * A course in a grid. The whole card opens the course; the footer offers it, or shows the signed-in student's
 * progress in it (drawn by the server, or by the live search, and given as `footer`). On a phone the
 * card is compact (title, level, key facts and the footer; no cover, which only repeats the title, and no
 * description) so the catalogue is a list to scan rather than dozens of screens of pictures. The catalogue's
 * live search (./catalogue-live.ts) draws it for its results too.
 */
export function CourseCardView({ course, headingLevel: Heading = "h3", footer }: CourseCardViewProps) {
  const t = useTranslations("CourseCard");
  return (
    <article
      className="relative flex h-full flex-col rounded-lg border bg-card p-4 shadow-sm sm:p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
      data-testid="course-card"
    >
      {/* Decorative (the title says it all); its size is set so nothing moves when it arrives. Not on a phone,
          where a lazy image that is not displayed is not downloaded either. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a stored WebP at the card's size or a static SVG: nothing for next/image to optimise */}
      <img
        src={course.cover}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="-mx-5 -mt-5 mb-4 hidden h-auto w-[calc(100%+2.5rem)] max-w-none rounded-t-lg sm:block"
        data-testid="course-cover"
      />
      <div className="mb-2 flex items-center justify-between gap-2">
        <span className={SECONDARY_BADGE}>{t(`difficulty.${course.difficulty}`)}</span>
      </div>
      <Heading className="font-serif text-lg font-semibold leading-snug">
        {/* The title link covers the card, so the card is one tab stop and one click target. */}
        <Link href={`/course/${course.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
          <bdi lang={course.titleLang}>{course.title}</bdi>
        </Link>
      </Heading>
      {/* An untranslated description (English in an Arabic page) runs in its own direction. */}
      <p lang={course.descriptionLang} dir={course.descriptionLang ? "auto" : undefined} className="mt-2 line-clamp-3 hidden flex-1 text-sm text-muted-foreground sm:block">
        {course.description}
      </p>
      <p className="mt-2 flex flex-1 flex-wrap content-start gap-x-4 gap-y-1 text-xs text-muted-foreground sm:mt-3 sm:flex-none">
        <span className="inline-flex items-center gap-1">
          <BookOpen aria-hidden className="size-3.5" />
          {t("lessons", { count: course.totalLessons })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-3.5" />
          {t("hours", { hours: course.estimatedHours })}
        </span>
        {course.lessonLanguages && (
          <span className="inline-flex items-center gap-1" data-testid="course-card-languages">
            <Languages aria-hidden className="size-3.5" />
            {course.lessonLanguages}
          </span>
        )}
      </p>
      <div className="relative z-10 mt-3 border-t pt-3 sm:mt-4 sm:pt-4">
        {footer ?? (
          <div className="flex items-center justify-between gap-3">
            <span className="text-lg font-bold text-primary" data-testid="card-price">{course.price}</span>
            <Link href={`/checkout/${course.slug}`} prefetch={false} aria-label={t("enrollIn", { title: course.title })} className={CARD_BUTTON}>
              {t("enrollNow")}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
