import { BookOpen, Clock } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatPrice, textLanguage } from "@/lib/courses/format";
import type { CourseSummary } from "@/lib/courses/types";
import { Link } from "@/lib/i18n/navigation";
import { CourseCardAction } from "./course-card-action";

type Props = { course: CourseSummary; headingLevel?: "h2" | "h3" | "h4" };

/** A course in a grid. The whole card opens the course; the footer shows the visitor's own state. */
export function CourseCard({ course, headingLevel: Heading = "h3" }: Props) {
  const t = useTranslations("CourseCard");
  const locale = useLocale();
  return (
    <article
      className="relative flex h-full flex-col rounded-lg border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
      data-testid="course-card"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <Badge variant="secondary">{t(`difficulty.${course.difficulty}`)}</Badge>
      </div>
      <Heading className="font-serif text-lg font-semibold leading-snug">
        {/* The title link covers the card, so the card is one tab stop and one click target. */}
        <Link href={`/course/${course.slug}`} lang={textLanguage(course, "title", locale)} className="after:absolute after:inset-0 focus-visible:outline-none">
          {course.title}
        </Link>
      </Heading>
      <p lang={textLanguage(course, "description", locale)} className="mt-2 line-clamp-3 flex-1 text-sm text-muted-foreground">{course.description}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <BookOpen aria-hidden className="size-3.5" />
          {t("lessons", { count: course.totalLessons })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-3.5" />
          {t("hours", { hours: course.estimatedHours })}
        </span>
      </p>
      <div className="relative z-10 mt-4 border-t pt-4">
        <CourseCardAction courseId={course.id} slug={course.slug} title={course.title} price={formatPrice(course.price)} />
      </div>
    </article>
  );
}

export function CourseCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-3 rounded-lg border p-5" data-testid="course-card-skeleton" aria-hidden="true">
      <div className="h-5 w-20 animate-pulse rounded-full bg-muted" />
      <div className="h-6 w-3/4 animate-pulse rounded bg-muted" />
      <div className="h-16 w-full animate-pulse rounded bg-muted" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
      <div className="mt-2 h-9 w-full animate-pulse rounded bg-muted" />
    </div>
  );
}
