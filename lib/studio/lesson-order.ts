import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { badRequest, conflict } from "@/lib/http/errors";
import { englishTranslator } from "@/lib/i18n/english";
import { requireStudioCourse } from "./course-access";
import type { StaffActor } from "./actor";
import type { CourseEditorTranslate } from "./course-editor-translate";
import { markEdited } from "./edited";
import { revalidateCourse } from "./publish";

// The order of a course's lessons, as its staff arrange them in the course editor (drag and drop, the keyboard,
// or Move up / Move down: each sends the whole list in its new order). Lessons are unique per (course, order), so
// the new order is written in two statements: every order made negative (distinct, out of the way), then each
// lesson given its new place. A lesson's "last updated" date is its text's, so updatedAt is left alone.

export type LessonOrder = { lessonIds: string[]; changed: boolean };

const english = () => englishTranslator("CourseEditor");

export async function reorderLessons(courseId: string, input: unknown, actor: StaffActor, t: CourseEditorTranslate = english()): Promise<LessonOrder> {
  await requireStudioCourse(actor, courseId);
  const parsed = z.array(z.string().min(1).max(100)).min(1).max(1000).safeParse(input);
  if (!parsed.success) throw badRequest(t("errorLessonOrder"), { code: "INVALID" });
  const lessonIds = parsed.data;

  const course = await db.course.findUniqueOrThrow({
    where: { id: courseId },
    select: { state: true, lessons: { orderBy: { order: "asc" }, select: { id: true, state: true } } },
  });
  const current = course.lessons.map((lesson) => lesson.id);
  // The same lessons, each once: a list from a page opened before a lesson was added or deleted is refused.
  const same = lessonIds.length === current.length && new Set(lessonIds).size === current.length && lessonIds.every((id) => current.includes(id));
  if (!same) throw conflict(t("errorLessonsChanged"), { code: "LESSONS_CHANGED" });
  if (lessonIds.every((id, index) => current[index] === id)) return { lessonIds, changed: false };

  await db.$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE lessons SET "order" = -"order" - 1 WHERE "courseId" = ${courseId}`;
    await tx.$executeRaw`
      UPDATE lessons AS l SET "order" = v.position::int
      FROM jsonb_array_elements_text(${JSON.stringify(lessonIds)}::jsonb) WITH ORDINALITY AS v(id, position)
      WHERE l.id = v.id AND l."courseId" = ${courseId}`;
    await markEdited(tx, courseId, actor);
  });
  // Students see the published lessons in this order (course page, lesson navigation); drafts show nowhere.
  if (course.lessons.some((lesson) => lesson.state === "published")) await revalidateCourse(course.state, course.state);
  return { lessonIds, changed: true };
}
