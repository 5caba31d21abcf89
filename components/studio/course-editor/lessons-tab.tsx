"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { addLessonAction } from "@/lib/studio/course-actions";
import { AddItemForm } from "./add-item-form";
import { SortableLessons, type LessonRow } from "./sortable-lessons";

/** The Lessons tab: the lessons in order (reorderable), and a new draft lesson opened in the lesson editor. */
export function LessonsTab({ courseId, lessons }: { courseId: string; lessons: LessonRow[] }) {
  const t = useTranslations("CourseEditor");
  const locale = useLocale();
  const router = useRouter();
  return (
    <div className="space-y-6">
      {lessons.length === 0 ? <p className="rounded-md border p-4 text-muted-foreground">{t("lessonsEmpty")}</p> : <SortableLessons courseId={courseId} lessons={lessons} />}
      <section aria-labelledby="add-lesson" className="space-y-2">
        <h3 id="add-lesson" className="text-base font-semibold">
          {t("addLesson")}
        </h3>
        <AddItemForm
          titleLabel={t("newLessonTitle")}
          submitLabel={t("addLesson")}
          busyLabel={t("adding")}
          failedLabel={t("addFailed")}
          onSubmit={async ({ title }) => {
            const result = await addLessonAction(locale, courseId, { title });
            if (result.ok) router.push(`/studio/courses/${courseId}/lessons/${result.data.lessonId}`);
            return result;
          }}
        />
      </section>
    </div>
  );
}
