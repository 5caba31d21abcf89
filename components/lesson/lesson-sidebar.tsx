import { CircleCheck, Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import type { LessonListItem } from "@/lib/lessons/page-data";
import { cn } from "@/lib/utils";

// The course's lessons: the current one marked (aria-current), completed ones ticked, locked ones marked.
// The list flows in the page at every width: a scroll box inside the page cut lessons off on a phone.
export function LessonSidebar({ courseSlug, lessons, currentId }: { courseSlug: string; lessons: LessonListItem[]; currentId: string }) {
  const t = useTranslations("Lesson");
  const done = lessons.filter((lesson) => lesson.completed).length;
  return (
    <nav aria-labelledby="course-lessons-heading" className="rounded-lg border bg-card" data-testid="lesson-list">
      <div className="border-b px-4 py-3">
        <h2 id="course-lessons-heading" className="font-semibold">
          {t("courseLessons")}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="lessons-done">{t("lessonsDone", { done, total: lessons.length })}</p>
      </div>
      <ol className="p-2">
        {lessons.map((lesson) => {
          const current = lesson.id === currentId;
          return (
            <li key={lesson.id}>
              <Link
                href={`/course/${courseSlug}/lesson/${lesson.id}`}
                aria-current={current ? "page" : undefined}
                data-completed={lesson.completed || undefined}
                className={cn(
                  "flex min-h-11 items-start gap-3 rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  current && "border-s-4 border-primary bg-primary/10 font-semibold text-primary",
                  !lesson.accessible && "text-muted-foreground",
                )}
              >
                <span className="w-6 shrink-0 text-end tabular-nums">{lesson.order}.</span>
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="break-words">{lesson.title}</span>
                  <span className="block text-xs font-normal text-muted-foreground">{t("minutes", { count: lesson.estimatedMinutes })}</span>
                </span>
                {current && <span className="sr-only">{t("currentLesson")}</span>}
                {lesson.completed ? (
                  <span className="shrink-0" data-testid="lesson-tick">
                    <CircleCheck className="mt-0.5 size-5 text-green-700" aria-hidden />
                    <span className="sr-only">{t("completed")}</span>
                  </span>
                ) : !lesson.accessible ? (
                  <span className="shrink-0">
                    <Lock className="mt-0.5 size-4" aria-hidden />
                    <span className="sr-only">{t("locked")}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
