"use client";

import type { LocalizedCourse } from "@/lib/translations/types";
import { CourseTranslationCard } from "./course-translation-card";
import { useTranslationEditor } from "./use-translation-editor";

type Props = {
  courses: LocalizedCourse[];
  /** The selected language (the page's locale). */
  language: { code: string; flag: string; name: string };
  /** Courses this visitor may translate (instructors: those they teach; admins: all). */
  editableIds: string[];
};

export function CourseTranslationList({ courses, language, editableIds }: Props) {
  const editor = useTranslationEditor(language.code);
  const editable = new Set(editableIds);
  return (
    <ul className="space-y-4" data-testid="translation-courses">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseTranslationCard
            course={course}
            language={language}
            canEdit={editable.has(course.id)}
            editor={editor.editingId === course.id ? editor : null}
            onStart={() => editor.start(course)}
            busy={editor.pending}
          />
        </li>
      ))}
    </ul>
  );
}
