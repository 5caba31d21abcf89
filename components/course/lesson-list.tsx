import { useTranslations } from "next-intl";
import type { LessonSummary } from "@/lib/courses/types";
import { Link } from "@/lib/i18n/navigation";
import { lessonIcons } from "./lesson-icons";

type Props = {
  slug: string;
  lessons: LessonSummary[];
  /** The visitor holds the course (the server read their enrollment: components/personal/); false on the public page. */
  enrolled: boolean;
  /** The lessons they completed in it. */
  completed: ReadonlySet<string>;
};

/**
 * 'Course Lessons': numbered, '~N minutes'. Lessons look locked (dimmed, lock icon) until the visitor is
 * enrolled, except the free preview. The lesson page itself enforces access; this is only the look.
 * An enrolled student's completed lessons carry a tick (and 'Completed' for screen readers). Drawn by the
 * server for the visitor, with no client code.
 */
export function LessonList({ slug, lessons, enrolled, completed }: Props) {
  const t = useTranslations("CourseDetail");
  const icons = lessonIcons(t("locked"));

  return (
    <ol className="divide-y rounded-lg border" data-testid="lesson-list">
      {lessons.map((lesson, index) => {
        const locked = !enrolled && !lesson.isFreePreview;
        const done = enrolled && completed.has(lesson.id);
        return (
          <li key={lesson.id} data-locked={locked} data-completed={done}>
            <Link
              href={`/course/${slug}/lesson/${lesson.id}`}
              prefetch={false}
              className={`flex min-h-11 items-center gap-4 p-4 transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring${locked ? " text-muted-foreground" : ""}`}
            >
              <span
                aria-hidden
                className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${locked ? "bg-muted" : "bg-primary text-primary-foreground"}`}
              >
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="sr-only">{t("lessonNumber", { number: index + 1 })} </span>
                <span className="block font-medium">
                  <bdi>{lesson.title}</bdi>
                </span>
                <span className="block text-sm text-muted-foreground">
                  {t("minutes", { minutes: lesson.estimatedMinutes })}
                  {lesson.isFreePreview && !enrolled && <> · {t("freePreview")}</>}
                </span>
              </span>
              {locked ? (
                icons.locked
              ) : done ? (
                <span className="flex shrink-0 items-center text-success" data-testid="lesson-completed">
                  {icons.completed}
                  <span className="sr-only">{t("completed")}</span>
                </span>
              ) : (
                icons.open
              )}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
