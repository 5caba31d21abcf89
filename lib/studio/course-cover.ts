import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { englishTranslator } from "@/lib/i18n/english";
import { storage } from "@/lib/storage";
import { requireStudioCourse } from "./course-access";
import type { StaffActor } from "./actor";
import type { CourseEditorTranslate } from "./course-editor-translate";
import { revalidateCourse } from "./publish";

// A course's cover: an image uploaded through POST /api/studio/images?kind=cover (checked, resized and stored
// there under its content hash), or null for the cover drawn from the course's data (the catalogue's default).
// Only a key that route made for a cover, and that is in storage, is accepted: nothing else can be pointed at.

const COVER_KEY = /^images\/cover\/[0-9a-f]{64}\.webp$/;

const english = () => englishTranslator("CourseEditor");

export async function setCourseCover(courseId: string, input: unknown, actor: StaffActor, t: CourseEditorTranslate = english()): Promise<{ coverKey: string | null; changed: boolean }> {
  await requireStudioCourse(actor, courseId);
  const parsed = z.string().regex(COVER_KEY).nullable().safeParse(input);
  const refuse = () => badRequest(t("errorCoverKey"), { code: "COVER_KEY", details: { fieldErrors: { cover: [t("errorCoverKey")] } } });
  if (!parsed.success) throw refuse();
  const coverKey = parsed.data;
  if (coverKey && !(await storage().stat(coverKey))) throw refuse();

  const course = await db.course.findUniqueOrThrow({ where: { id: courseId }, select: { coverKey: true, state: true } });
  if (course.coverKey === coverKey) return { coverKey, changed: false };
  await db.course.update({ where: { id: courseId }, data: { coverKey, editedAt: new Date() } });
  await revalidateCourse(course.state, course.state);
  return { coverKey, changed: true };
}
