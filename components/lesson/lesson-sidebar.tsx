import { CircleCheck, Lock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { LessonListItem } from "@/lib/lessons/page-data";
import { cn } from "@/lib/utils";

// The course's lessons: the current one highlighted, completed ones ticked, locked ones marked.
export async function LessonSidebar({ courseSlug, lessons, currentId }: { courseSlug: string; lessons: LessonListItem[]; currentId: string }) {
  const t = await getTranslations("Lesson");
  return (
    <nav aria-labelledby="course-lessons-heading" className="rounded-lg border bg-card">
      <h2 id="course-lessons-heading" className="border-b px-4 py-3 font-semibold">
        {t("courseLessons")}
      </h2>
      <ol className="max-h-[28rem] overflow-y-auto p-2">
        {lessons.map((lesson) => {
          const current = lesson.id === currentId;
          return (
            <li key={lesson.id}>
              <Link
                href={`/course/${courseSlug}/lesson/${lesson.id}`}
                aria-current={current ? "page" : undefined}
                data-completed={lesson.completed || undefined}
                className={cn(
                  "flex items-start gap-3 rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  current && "bg-primary/10 font-semibold text-primary",
                  !lesson.accessible && "text-muted-foreground",
                )}
              >
                <span className="w-6 shrink-0 text-end tabular-nums">{lesson.order}.</span>
                <span className="flex-1">
                  <span dir="auto">{lesson.title}</span>
                  <span className="block text-xs font-normal text-muted-foreground">{t("minutes", { count: lesson.estimatedMinutes })}</span>
                </span>
                {lesson.completed ? (
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" role="img" aria-label={t("completed")} />
                ) : !lesson.accessible ? (
                  <Lock className="mt-0.5 size-4 shrink-0" role="img" aria-label={t("locked")} />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
