import { CircleCheck, Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { iconSprite } from "@/components/ui/icon-sprite";
import { Link } from "@/lib/i18n/navigation";
import type { LessonListItem } from "@/lib/lessons/page-data";

// Every lesson is marked with one of two icons: each drawn once, in the list's sprite.
const icons = iconSprite("lesson", { done: CircleCheck, locked: Lock });

// What every lesson's link shares is set once on the list, the current and the locked one told by their
// attributes: each of a course's lessons carried the same 150 characters of classes and the icon's paths, twice
// (the HTML and the page's data). Written out whole, for Tailwind to find.
const LIST_STYLES =
  "p-2 break-words [&_a]:flex [&_a]:min-h-11 [&_a]:items-start [&_a]:gap-3 [&_a]:rounded-md [&_a]:px-2 [&_a]:py-2 [&_a]:text-sm " +
  "[&_a]:hover:bg-accent [&_a]:focus-visible:outline-none [&_a]:focus-visible:ring-2 [&_a]:focus-visible:ring-ring " +
  "[&_a[aria-current]]:border-s-4 [&_a[aria-current]]:border-primary [&_a[aria-current]]:bg-primary/10 [&_a[aria-current]]:font-semibold [&_a[aria-current]]:text-primary " +
  "[&_a[data-locked]]:text-muted-foreground [&_small]:block [&_small]:text-xs [&_small]:font-normal [&_small]:text-muted-foreground";

// The course's lessons: the current one marked (aria-current), completed ones ticked, locked ones marked.
// The list flows in the page at every width: a scroll box inside the page cut lessons off on a phone.
export function LessonSidebar({ courseSlug, lessons, currentId }: { courseSlug: string; lessons: LessonListItem[]; currentId: string }) {
  const t = useTranslations("Lesson");
  const done = lessons.filter((lesson) => lesson.completed).length;
  return (
    <nav aria-labelledby="course-lessons-heading" className="rounded-lg border bg-card" data-testid="lesson-list">
      <icons.Sprite />
      <div className="border-b px-4 py-3">
        <h2 id="course-lessons-heading" className="font-semibold">
          {t("courseLessons")}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="lessons-done">{t("lessonsDone", { done, total: lessons.length })}</p>
      </div>
      <ol className={LIST_STYLES}>
        {lessons.map((lesson) => {
          const current = lesson.id === currentId;
          return (
            <li key={lesson.id}>
              <Link
                href={`/course/${courseSlug}/lesson/${lesson.id}`}
                aria-current={current ? "page" : undefined}
                data-completed={lesson.completed || undefined}
                data-locked={!lesson.accessible || undefined}
              >
                <span className="w-6 shrink-0 text-end tabular-nums">{lesson.order}.</span>
                <span className="min-w-0 flex-1">
                  <span dir="auto">{lesson.title}</span>
                  <small>{t("minutes", { count: lesson.estimatedMinutes })}</small>
                </span>
                {current && <span className="sr-only">{t("currentLesson")}</span>}
                {lesson.completed ? (
                  <span className="shrink-0" data-testid="lesson-tick">
                    <icons.Icon name="done" className="mt-0.5 size-5 text-green-700" />
                    <span className="sr-only">{t("completed")}</span>
                  </span>
                ) : !lesson.accessible ? (
                  <span className="shrink-0">
                    <icons.Icon name="locked" className="mt-0.5 size-4" />
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
