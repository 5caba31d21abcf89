"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { EditorLesson } from "@/lib/studio/lesson-editor-types";

/** Where the lesson stands for students: not shown (draft), shown (published), or shown with a newer draft waiting. */
export function LessonStatus({ lesson }: { lesson: Pick<EditorLesson, "state" | "hasDraft"> }) {
  const t = useTranslations("StudioLesson.status");
  const key = lesson.state === "draft" ? "draft" : lesson.hasDraft ? "changes" : "published";
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="lesson-status" data-state={key}>
      <Badge variant={key === "published" ? "success" : key === "changes" ? "secondary" : "outline"}>{t(key)}</Badge>
      <span>{t(`${key}Help`)}</span>
    </p>
  );
}
