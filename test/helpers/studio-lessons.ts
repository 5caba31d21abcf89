// Shared by the lesson editor's integration tests: a course of their own (made through the studio's save, as the
// seed makes courses), its instructor, an instructor of another course, a student and the demo admin, each able to
// sign in for a server action (the session cookie next/headers hands the action), and lessons to edit.
import { randomBytes } from "node:crypto";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import type { LessonDocument } from "@/lib/lesson-content/document";
import { SEED_ACTOR } from "@/lib/studio/actor";
import { createCourse } from "@/lib/studio/course-save";
import { toPublicUser } from "@/lib/users/service";
import { setTestRequest } from "@/test/next-headers";

export type Person = { id: string; role: "admin" | "instructor" | "student"; name: string };
export type StudioFixture = { run: string; courseId: string; slug: string; teacher: Person; stranger: Person; student: Person; admin: Person };

async function person(run: string, firstName: string, role: Person["role"]): Promise<Person> {
  const user = await db.user.create({
    data: { firstName, lastName: "Ephesus", email: `studio-lesson-${firstName}-${run}@example.com`.toLowerCase(), passwordHash: "x", role },
  });
  return { id: user.id, role, name: `${firstName} Ephesus` };
}

/** A published course taught by `teacher`; `stranger` teaches another course. */
export async function studioFixture(label: string): Promise<StudioFixture> {
  const run = `${label}-${randomBytes(4).toString("hex")}`;
  const slug = `studio-lesson-${run}`;
  const { id: courseId } = await createCourse(
    { title: "Ephesians, Line by Line", slug, description: "A course made by the lesson editor's tests.", testament: "New", difficulty: "intermediate", price: "19.99", state: "published" },
    SEED_ACTOR,
  );
  const [teacher, stranger, student] = await Promise.all([person(run, "Tychicus", "instructor"), person(run, "Onesiphorus", "instructor"), person(run, "Eunice", "student")]);
  const other = await db.course.findFirstOrThrow({ where: { id: { not: courseId } }, select: { id: true } });
  await db.courseInstructor.createMany({ data: [{ courseId, userId: teacher.id }, { courseId: other.id, userId: stranger.id }] });
  const adminRow = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
  return { run, courseId, slug, teacher, stranger, student, admin: { id: adminRow.id, role: "admin", name: "admin" } };
}

export async function removeStudioFixture(fixture: StudioFixture) {
  await db.auditLog.deleteMany({ where: { actorId: { in: [fixture.teacher.id, fixture.stranger.id, fixture.admin.id] }, createdAt: { gte: new Date(Date.now() - 3_600_000) }, targetType: { in: ["lesson", "video"] } } });
  await db.course.deleteMany({ where: { id: fixture.courseId } });
  await db.user.deleteMany({ where: { id: { in: [fixture.teacher.id, fixture.stranger.id, fixture.student.id] } } });
}

/** The next server action runs as this person (null: signed out). */
export async function actAs(who: Person | null) {
  if (!who) return setTestRequest({});
  const user = await db.user.findUniqueOrThrow({ where: { id: who.id } });
  const cookie = await createSessionCookie({ ...toPublicUser(user), sessionVersion: user.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
}

export const paragraphs = (...texts: string[]): LessonDocument => ({
  type: "doc",
  content: texts.map((text) => ({ type: "paragraph" as const, content: [{ type: "text" as const, text }] })),
});

/** A lesson as the seed left lessons before the studio: published, live HTML, no revision. */
export async function legacyLesson(fixture: StudioFixture, title: string, html: string, order: number) {
  return db.lesson.create({ data: { courseId: fixture.courseId, order, title, content: html, estimatedMinutes: 15, state: "published" } });
}

export const lessonWithRevisions = (lessonId: string) =>
  db.lesson.findUniqueOrThrow({ where: { id: lessonId }, include: { revisions: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } } });
