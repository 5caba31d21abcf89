import "server-only";
import { recordAudit, type AuditAction } from "@/lib/audit/record";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CourseState } from "@/lib/generated/prisma/enums";
import { badRequest, conflict, forbidden, notFound, type HttpError, type HttpErrorOptions } from "@/lib/http/errors";
import { requireStudioCourse } from "./course-access";
import { isSeed, type SaveActor } from "./actor";
import { changedKeys, pick } from "./changes";
import { courseSchema, type CourseData, type StudioTranslate } from "./course-schema";
import { revalidateCourse } from "./publish";
import { englishStudio } from "./messages";
import { fullName } from "@/lib/users/full-name";

// Creating, editing and deleting a course. Who may change what:
//  - admins create and delete courses, assign instructors, and change everything else;
//  - a course's instructors edit its content (title, address, description, outcomes, reading…), its price and
//    its state (publish, unpublish, archive), but not who teaches it;
//  - publishing, unpublishing, archiving, deleting, a price change and an instructor change are audited
//    (by admins and instructors alike), in the same transaction as the change.
// Bad input gets the schema's messages (fieldErrors, 400) and writes nothing. Every staff save sets
// Course.editedAt, so the seed no longer touches the course. A course that was or becomes public is revalidated.

export type SavedCourse = { id: string; slug: string; state: CourseState; changed: boolean };

const english = englishStudio;

/** A 400/403/409 naming the field the message is about, as the form shows it. */
const fieldError = (make: (message: string, options?: HttpErrorOptions) => HttpError, field: string, message: string, code: string) =>
  make(message, { code, details: { fieldErrors: { [field]: [message] } } });

/** The columns a save writes, from the parsed payload; estimatedHours and sortOrder only when given. */
function courseColumns(data: CourseData) {
  return {
    title: data.title,
    slug: data.slug,
    description: data.description,
    testament: data.testament,
    category: data.category,
    section: data.section,
    chapters: data.chapters,
    author: data.author,
    writtenDate: data.writtenDate,
    difficulty: data.difficulty,
    price: data.price,
    outcomes: data.outcomes,
    furtherReading: data.furtherReading,
    state: data.state,
    ...(data.estimatedHours === undefined ? {} : { estimatedHours: data.estimatedHours }),
    ...(data.sortOrder === undefined ? {} : { sortOrder: data.sortOrder }),
  };
}

async function assertSlugFree(slug: string, courseId: string | null, t: StudioTranslate) {
  const taken = await db.course.findFirst({ where: { slug, ...(courseId ? { id: { not: courseId } } : {}) }, select: { id: true } });
  if (taken) throw fieldError(badRequest, "slug", t("errorSlugTaken"), "SLUG_TAKEN");
}

/** The people to assign, each a current instructor account; their names for the audit entry. */
async function assignable(ids: string[], t: StudioTranslate) {
  const users = await db.user.findMany({ where: { id: { in: ids }, role: "instructor", deletedAt: null }, select: { id: true, firstName: true, lastName: true, nameOrder: true } });
  if (users.length !== ids.length) throw fieldError(badRequest, "instructorIds", t("errorInstructorRole"), "NOT_AN_INSTRUCTOR");
  return new Map(users.map((u) => [u.id, fullName(u)]));
}

const STATE_ACTIONS: Record<CourseState, AuditAction> = { published: "course.published", draft: "course.unpublished", archived: "course.archived" };

type Tx = Prisma.TransactionClient;
type Audit = { action: AuditAction; details: Prisma.InputJsonObject };

async function audit(tx: Tx, actor: SaveActor, courseId: string, entries: Audit[]) {
  if (isSeed(actor)) return;
  for (const entry of entries) await recordAudit(tx, { actorId: actor.id, targetType: "course", targetId: courseId, ...entry });
}

/** The old slug answers a redirect to the course; a redirect equal to the new slug goes (the slug is taken back). */
async function moveSlug(tx: Tx, courseId: string, oldSlug: string | null, newSlug: string) {
  await tx.courseSlugRedirect.deleteMany({ where: { oldSlug: newSlug } });
  if (oldSlug && oldSlug !== newSlug) {
    await tx.courseSlugRedirect.upsert({ where: { oldSlug }, create: { oldSlug, courseId }, update: { courseId } });
  }
}

type StoredCourse = Prisma.CourseGetPayload<object>;

/** The columns of a save that differ from the stored course; decimals as the payload has them ("0.00", 1.5). */
function changedColumns(row: StoredCourse, columns: ReturnType<typeof courseColumns>) {
  return changedKeys({ ...row, price: row.price.toFixed(2), estimatedHours: row.estimatedHours.toNumber() }, columns);
}

/**
 * Whether a save of `input` would change the stored course's own fields (instructors aside): lets the seed, which
 * has read every course already, skip the ones it would leave as they are. Bad input throws as a save would.
 */
export function courseDiffers(row: StoredCourse, input: unknown, t: StudioTranslate = english()): boolean {
  return changedColumns(row, courseColumns(courseSchema(t).parse(input))).length > 0;
}

/** A new course, for admins (and the seed). Staff must assign at least one instructor. */
export async function createCourse(input: unknown, actor: SaveActor, t: StudioTranslate = english()): Promise<SavedCourse> {
  if (actor.role !== "admin") throw forbidden(t("errorCreateAdminOnly"), { code: "ADMIN_ONLY" });
  const data = courseSchema(t).parse(input);
  // The seed imports the catalogue before anyone teaches it (its demo faculty comes after, prisma/seed/instructors.ts).
  if (!data.instructorIds && !isSeed(actor)) throw fieldError(badRequest, "instructorIds", t("errorInstructorsRequired"), "INVALID");
  await assertSlugFree(data.slug, null, t);
  const names = data.instructorIds ? await assignable(data.instructorIds, t) : new Map<string, string>();

  const course = await db.$transaction(async (tx) => {
    const created = await tx.course.create({
      // Study time until the course's lessons and assessments give it one.
      data: { ...courseColumns(data), estimatedHours: data.estimatedHours ?? 0, editedAt: isSeed(actor) ? null : new Date() },
      select: { id: true, slug: true, state: true },
    });
    await moveSlug(tx, created.id, null, created.slug);
    if (names.size) await tx.courseInstructor.createMany({ data: [...names.keys()].map((userId) => ({ courseId: created.id, userId })) });
    await audit(tx, actor, created.id, [
      { action: "course.created", details: { title: data.title, slug: data.slug, state: data.state, price: data.price } },
      ...(data.state === "draft" ? [] : [{ action: STATE_ACTIONS[data.state], details: { from: null, to: data.state } }]),
      ...(names.size ? [{ action: "course.instructors_changed" as const, details: { added: [...names.values()], removed: [] } }] : []),
    ]);
    return created;
  });
  if (!isSeed(actor)) await revalidateCourse(null, course.state);
  return { ...course, changed: true };
}

/**
 * Saves a course's fields, for its staff (404 for anyone else) and the seed. Only what differs is written; an
 * unchanged save writes nothing and reports `changed: false`.
 */
export async function updateCourse(courseId: string, input: unknown, actor: SaveActor, t: StudioTranslate = english()): Promise<SavedCourse> {
  const role = isSeed(actor) ? "admin" : (await requireStudioCourse(actor, courseId)).role;
  const data = courseSchema(t).parse(input);
  const row = await db.course.findUnique({ where: { id: courseId }, include: { instructors: { select: { userId: true } } } });
  if (!row) throw notFound("Course not found", { code: "COURSE_NOT_FOUND" });

  const columns = courseColumns(data);
  const changed = changedColumns(row, columns);
  const current = new Set(row.instructors.map((i) => i.userId));
  const wanted = data.instructorIds ? new Set(data.instructorIds) : current;
  const added = [...wanted].filter((id) => !current.has(id));
  const removed = [...current].filter((id) => !wanted.has(id));
  if ((added.length || removed.length) && role !== "admin") {
    throw fieldError(forbidden, "instructorIds", t("errorInstructorsAdminOnly"), "ADMIN_ONLY");
  }
  if (changed.includes("slug")) await assertSlugFree(data.slug, courseId, t);
  const names = added.length ? await assignable(added, t) : new Map<string, string>();
  if (changed.includes("state") && data.state === "draft") await assertNoStudents(courseId, t);
  if (!changed.length && !added.length && !removed.length) return { id: row.id, slug: row.slug, state: row.state, changed: false };

  const removedNames = removed.length ? await db.user.findMany({ where: { id: { in: removed } }, select: { firstName: true, lastName: true, nameOrder: true } }) : [];
  await db.$transaction(async (tx) => {
    await tx.course.update({ where: { id: courseId }, data: { ...pick(columns, changed), ...(isSeed(actor) ? {} : { editedAt: new Date() }) } });
    if (changed.includes("slug")) await moveSlug(tx, courseId, row.slug, data.slug);
    if (removed.length) await tx.courseInstructor.deleteMany({ where: { courseId, userId: { in: removed } } });
    if (added.length) await tx.courseInstructor.createMany({ data: added.map((userId) => ({ courseId, userId })) });
    await audit(tx, actor, courseId, [
      ...(changed.includes("state") ? [{ action: STATE_ACTIONS[data.state], details: { from: row.state, to: data.state } }] : []),
      ...(changed.includes("price") ? [{ action: "course.price_changed" as const, details: { from: row.price.toFixed(2), to: data.price } }] : []),
      ...(added.length || removed.length
        ? [{ action: "course.instructors_changed" as const, details: { added: [...names.values()], removed: removedNames.map((u) => fullName(u)) } }]
        : []),
    ]);
  });
  if (!isSeed(actor)) await revalidateCourse(row.state, data.state);
  return { id: row.id, slug: data.slug, state: data.state, changed: true };
}

/** Back to draft hides a course from its students: refused while any is enrolled (archiving keeps their access). */
async function assertNoStudents(courseId: string, t: StudioTranslate) {
  const enrolled = await db.enrollment.count({ where: { courseId, status: { in: ["active", "completed"] } } });
  if (enrolled > 0) throw fieldError(conflict, "state", t("errorDraftWithStudents"), "HAS_STUDENTS");
}

/**
 * Deletes a course nobody has enrolled in or paid for, for admins (404 for anyone who may not open it, 403 for
 * its instructors); one with students or payments is archived instead (409), so their records stay.
 */
export async function deleteCourse(courseId: string, actor: SaveActor, t: StudioTranslate = english()): Promise<void> {
  const role = isSeed(actor) ? "admin" : (await requireStudioCourse(actor, courseId)).role;
  if (role !== "admin") throw forbidden(t("errorDeleteAdminOnly"), { code: "ADMIN_ONLY" });
  const row = await db.course.findUnique({
    where: { id: courseId },
    select: { title: true, slug: true, state: true, _count: { select: { enrollments: true, payments: true } } },
  });
  if (!row) throw notFound("Course not found", { code: "COURSE_NOT_FOUND" });
  if (row._count.enrollments > 0 || row._count.payments > 0) throw conflict(t("errorDeleteHasStudents"), { code: "HAS_STUDENTS" });
  await db.$transaction(async (tx) => {
    await audit(tx, actor, courseId, [{ action: "course.deleted", details: { title: row.title, slug: row.slug, state: row.state } }]);
    await tx.course.delete({ where: { id: courseId } });
  });
  if (!isSeed(actor)) await revalidateCourse(row.state, null);
}
