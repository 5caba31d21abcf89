import { randomBytes } from "node:crypto";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { storage } from "@/lib/storage";
import { toPublicUser } from "@/lib/users/service";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { invalidated } from "@/test/next-cache";
import { setTestRequest } from "@/test/next-headers";
import { addAssessmentAction, addLessonAction, createCourseAction, reorderLessonsAction, setCourseCoverAction, updateCourseAction } from "./course-actions";

// The course editor's server actions against the real database: who may call each (signed out 401, students and
// instructors of other courses 404, what only admins do 403), the messages bad input gets in the caller's
// language (and that nothing is written), a changed address's redirect, the lessons' order and the audit log.
// Its own users and courses, removed at the end.
const run = randomBytes(4).toString("hex");
const users: string[] = [];
const courses: string[] = [];

afterAll(async () => {
  await db.auditLog.deleteMany({ where: { targetId: { in: courses } } });
  await db.course.deleteMany({ where: { id: { in: courses } } });
  await db.user.deleteMany({ where: { id: { in: users } } });
});

type Person = { id: string; role: Role };
async function person(role: Role, name: string): Promise<Person> {
  const user = await db.user.create({
    data: { firstName: name, lastName: "Tester", email: `course-actions-${name}-${run}@example.com`.toLowerCase(), passwordHash: "x", role },
  });
  users.push(user.id);
  return { id: user.id, role };
}

async function signInAs(who: Person | null) {
  if (!who) return setTestRequest({});
  const user = await db.user.findUniqueOrThrow({ where: { id: who.id } });
  const cookie = await createSessionCookie({ ...toPublicUser(user), sessionVersion: user.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
}

let admin: Person, teacher: Person, other: Person, student: Person;
beforeAll(async () => {
  [admin, teacher, other, student] = await Promise.all([person("admin", "Phoebe"), person("instructor", "Priscilla"), person("instructor", "Apollos"), person("student", "Timothy")]);
});

let count = 0;
const payload = (overrides: Record<string, unknown> = {}) => ({
  title: "Church History I",
  slug: `church-history-${run}-${++count}`,
  description: "From Pentecost to the councils: the first five centuries of the church.",
  testament: null,
  category: "pastoral",
  section: "",
  chapters: null,
  author: "",
  writtenDate: "",
  difficulty: "beginner",
  price: "29.99",
  outcomes: ["Tell the story of the early church"],
  furtherReading: [{ author: "Henry Chadwick", title: "The Early Church", year: 1967 }],
  instructorIds: [teacher.id],
  state: "draft",
  ...overrides,
});

/** A course of this file's, created through the action as the admin. */
async function newCourse(overrides: Record<string, unknown> = {}) {
  await signInAs(admin);
  const result = await createCourseAction("en", payload(overrides));
  if (!result.ok) throw new Error(JSON.stringify(result));
  courses.push(result.data.id);
  return result.data;
}

const audit = (courseId: string) => db.auditLog.findMany({ where: { targetId: courseId }, orderBy: { createdAt: "asc" }, select: { action: true, actorId: true, details: true } });

describe("createCourseAction", () => {
  it("refuses the signed out (401), students (404) and instructors (403), and writes nothing", async () => {
    const slug = `refused-${run}`;
    await signInAs(null);
    expect(await createCourseAction("en", payload({ slug }))).toMatchObject({ ok: false, status: 401 });
    await signInAs(student);
    expect(await createCourseAction("en", payload({ slug }))).toMatchObject({ ok: false, status: 404 });
    await signInAs(teacher);
    expect(await createCourseAction("en", payload({ slug }))).toMatchObject({ ok: false, status: 403, message: en.Studio.errorCreateAdminOnly });
    expect(await db.course.count({ where: { slug } })).toBe(0);
  });

  it("answers bad input in the caller's language, under each field's full path, and writes nothing", async () => {
    await signInAs(admin);
    const slug = `bad-${run}`;
    const result = await createCourseAction("es", payload({ slug, title: "x", price: "0.10", outcomes: ["ok", ""], furtherReading: [{ author: "A", title: "B", year: 99 }] }));
    expect(result).toMatchObject({ ok: false, status: 400, code: "INVALID", message: es.CourseEditor.errorFields });
    expect(!result.ok && result.fieldErrors).toEqual({
      title: [es.Studio.errorTitle],
      price: [es.Studio.errorPriceRange],
      "outcomes.1": [es.Studio.errorOutcome],
      "furtherReading.0.year": [es.Studio.errorReadingYear],
    });
    expect(await db.course.count({ where: { slug } })).toBe(0);
  });

  it("creates a draft whatever the payload says, with its instructors, audited", async () => {
    const created = await newCourse({ state: "published" });
    expect(created).toMatchObject({ state: "draft", changed: true });
    const row = await db.course.findUniqueOrThrow({ where: { id: created.id }, include: { instructors: true } });
    expect(row).toMatchObject({ state: "draft", title: "Church History I", category: "pastoral", outcomes: ["Tell the story of the early church"] });
    expect(row.instructors.map((i) => i.userId)).toEqual([teacher.id]);
    expect((await audit(created.id)).map((a) => a.action).sort()).toEqual(["course.created", "course.instructors_changed"]);
  });
});

describe("updateCourseAction", () => {
  it("is the course's: an instructor of another course and a student get 404, and nothing changes", async () => {
    const course = await newCourse();
    for (const who of [other, student]) {
      await signInAs(who);
      expect(await updateCourseAction("en", course.id, payload({ slug: course.slug, title: "Taken over" }))).toMatchObject({ ok: false, status: 404 });
    }
    expect((await db.course.findUniqueOrThrow({ where: { id: course.id } })).title).toBe("Church History I");
  });

  it("lets the course's instructor edit it, but not who teaches it (403 under the field)", async () => {
    const course = await newCourse();
    await signInAs(teacher);
    const edited = await updateCourseAction("en", course.id, payload({ slug: course.slug, title: "Church History I: the early church", instructorIds: undefined }));
    expect(edited).toMatchObject({ ok: true, data: { changed: true } });
    const refused = await updateCourseAction("fr", course.id, payload({ slug: course.slug, instructorIds: [teacher.id, other.id] }));
    expect(refused).toMatchObject({ ok: false, status: 403, fieldErrors: { instructorIds: [(await import("@/messages/fr.json")).Studio.errorInstructorsAdminOnly] } });
    expect(await db.courseInstructor.count({ where: { courseId: course.id } })).toBe(1);
  });

  it("keeps the old address redirecting to the course after its address changes", async () => {
    const course = await newCourse();
    await signInAs(teacher);
    const moved = await updateCourseAction("en", course.id, payload({ slug: `${course.slug}-renamed`, instructorIds: undefined }));
    expect(moved).toMatchObject({ ok: true, data: { slug: `${course.slug}-renamed` } });
    expect(await db.courseSlugRedirect.findUnique({ where: { oldSlug: course.slug } })).toMatchObject({ courseId: course.id });
  });

  it("refuses an address another course has, in the caller's language, and writes nothing", async () => {
    const first = await newCourse();
    const second = await newCourse();
    await signInAs(admin);
    const result = await updateCourseAction("ar", second.id, payload({ slug: first.slug }));
    expect(result).toMatchObject({ ok: false, status: 400, code: "SLUG_TAKEN", fieldErrors: { slug: [(await import("@/messages/ar.json")).Studio.errorSlugTaken] } });
    expect((await db.course.findUniqueOrThrow({ where: { id: second.id } })).slug).toBe(second.slug);
  });

  it("audits publishing, a price change, archiving and the instructors an admin assigns", async () => {
    const course = await newCourse();
    await signInAs(teacher);
    invalidated.length = 0;
    expect(await updateCourseAction("en", course.id, payload({ slug: course.slug, state: "published", price: "39.00", instructorIds: undefined }))).toMatchObject({ ok: true });
    expect(invalidated).toContain("tag:courses");
    await signInAs(admin);
    expect(await updateCourseAction("en", course.id, payload({ slug: course.slug, state: "archived", price: "39.00", instructorIds: [teacher.id, other.id] }))).toMatchObject({ ok: true });
    // Entries of one transaction share its time: compared as a set.
    const entries = await audit(course.id);
    expect(entries).toHaveLength(6);
    expect(entries.slice(2)).toEqual(expect.arrayContaining([
      { action: "course.published", actorId: teacher.id, details: { from: "draft", to: "published" } },
      { action: "course.price_changed", actorId: teacher.id, details: { from: "29.99", to: "39.00" } },
      { action: "course.archived", actorId: admin.id, details: { from: "published", to: "archived" } },
      { action: "course.instructors_changed", actorId: admin.id, details: { added: ["Apollos Tester"], removed: [] } },
    ]));
  });
});

describe("lessons and assessments", () => {
  async function courseWithLessons(titles: string[]) {
    const course = await newCourse();
    await signInAs(teacher);
    const ids: string[] = [];
    for (const title of titles) {
      const added = await addLessonAction("en", course.id, { title });
      if (!added.ok) throw new Error(JSON.stringify(added));
      ids.push(added.data.lessonId);
    }
    return { course, ids };
  }
  const order = async (courseId: string) => (await db.lesson.findMany({ where: { courseId }, orderBy: { order: "asc" }, select: { id: true } })).map((l) => l.id);

  it("adds draft lessons at the end, and refuses a title too short in the caller's language", async () => {
    const { course, ids } = await courseWithLessons(["Pentecost", "The councils"]);
    expect(await order(course.id)).toEqual(ids);
    expect(await db.lesson.findMany({ where: { courseId: course.id }, select: { state: true, draftRevisionId: true } })).toEqual([
      expect.objectContaining({ state: "draft", draftRevisionId: expect.any(String) }),
      expect.objectContaining({ state: "draft", draftRevisionId: expect.any(String) }),
    ]);
    const refused = await addLessonAction("es", course.id, { title: "x" });
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { title: [es.Studio.errorLessonTitle] } });
    expect(await db.lesson.count({ where: { courseId: course.id } })).toBe(2);
    await signInAs(other);
    expect(await addLessonAction("en", course.id, { title: "Intruder" })).toMatchObject({ ok: false, status: 404 });
  });

  it("saves the order of keyboard moves (one place at a time), leaving each lesson's 'last updated' alone", async () => {
    const { course, ids } = await courseWithLessons(["Acts", "Nicaea", "Chalcedon", "Augustine"]);
    const before = await db.lesson.findMany({ where: { courseId: course.id }, select: { id: true, updatedAt: true } });
    // Augustine picked up with the keyboard and moved up twice, one arrow press (and one save) at a time.
    let current = [...ids];
    for (let press = 0; press < 2; press++) {
      const at = current.indexOf(ids[3]!);
      current = [...current.slice(0, at - 1), current[at]!, current[at - 1]!, ...current.slice(at + 1)];
      expect(await reorderLessonsAction("en", course.id, current)).toEqual({ ok: true, data: { lessonIds: current, changed: true } });
    }
    expect(await order(course.id)).toEqual([ids[0], ids[3], ids[1], ids[2]]);
    expect((await db.lesson.findMany({ where: { courseId: course.id }, select: { order: true } })).map((l) => l.order).sort()).toEqual([1, 2, 3, 4]);
    const after = await db.lesson.findMany({ where: { courseId: course.id }, select: { id: true, updatedAt: true } });
    expect(after.map((l) => [l.id, l.updatedAt.toISOString()]).sort()).toEqual(before.map((l) => [l.id, l.updatedAt.toISOString()]).sort());
    expect(await reorderLessonsAction("en", course.id, current)).toMatchObject({ ok: true, data: { changed: false } });
  });

  it("refuses an order from a stale page (409), a malformed one (400) and anyone not on the course (404), changing nothing", async () => {
    const { course, ids } = await courseWithLessons(["One", "Two", "Three"]);
    const stale = await reorderLessonsAction("de", course.id, [ids[1], ids[0]]);
    expect(stale).toMatchObject({ ok: false, status: 409, code: "LESSONS_CHANGED", message: (await import("@/messages/de.json")).CourseEditor.errorLessonsChanged });
    expect(await reorderLessonsAction("en", course.id, [ids[0], ids[0], ids[1]])).toMatchObject({ ok: false, status: 409 });
    expect(await reorderLessonsAction("en", course.id, "not a list")).toMatchObject({ ok: false, status: 400, message: en.CourseEditor.errorLessonOrder });
    for (const who of [other, student]) {
      await signInAs(who);
      expect(await reorderLessonsAction("en", course.id, [ids[2], ids[1], ids[0]])).toMatchObject({ ok: false, status: 404 });
    }
    await signInAs(null);
    expect(await reorderLessonsAction("en", course.id, [ids[2], ids[1], ids[0]])).toMatchObject({ ok: false, status: 401 });
    expect(await order(course.id)).toEqual(ids);
  });

  it("adds an assessment with a title and type, and refuses a bad type", async () => {
    const course = await newCourse();
    await signInAs(teacher);
    const added = await addAssessmentAction("en", course.id, { title: "Quiz 1", type: "quiz" });
    expect(added).toMatchObject({ ok: true, data: { assessmentId: expect.any(String) } });
    expect(await db.assessment.findMany({ where: { courseId: course.id }, select: { title: true, type: true, timeLimit: true, passingScore: true, questionsPerAttempt: true } })).toEqual([
      { title: "Quiz 1", type: "quiz", timeLimit: 30, passingScore: 70, questionsPerAttempt: null },
    ]);
    const refused = await addAssessmentAction("es", course.id, { title: "Examen", type: "essay" });
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { type: [es.Studio.errorAssessmentType] } });
    expect(await db.assessment.count({ where: { courseId: course.id } })).toBe(1);
    await signInAs(other);
    expect(await addAssessmentAction("en", course.id, { title: "Quiz 2", type: "quiz" })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("setCourseCoverAction", () => {
  it("takes only a cover the image route stored, and goes back to the drawn cover with null", async () => {
    const course = await newCourse();
    const key = `images/cover/${randomBytes(32).toString("hex")}.webp`;
    await signInAs(teacher);
    const refusal = { ok: false, status: 400, code: "COVER_KEY", fieldErrors: { cover: [en.CourseEditor.errorCoverKey] } };
    expect(await setCourseCoverAction("en", course.id, key)).toMatchObject(refusal); // not in storage
    expect(await setCourseCoverAction("en", course.id, `images/photo/${"a".repeat(64)}.webp`)).toMatchObject(refusal);
    expect(await setCourseCoverAction("en", course.id, "https://example.com/cover.png")).toMatchObject(refusal);
    expect((await db.course.findUniqueOrThrow({ where: { id: course.id } })).coverKey).toBeNull();

    await storage().put(key, Buffer.from("RIFF....WEBP"), "image/webp");
    try {
      await signInAs(other);
      expect(await setCourseCoverAction("en", course.id, key)).toMatchObject({ ok: false, status: 404 });
      await signInAs(teacher);
      expect(await setCourseCoverAction("en", course.id, key)).toEqual({ ok: true, data: { coverKey: key, changed: true } });
      expect((await db.course.findUniqueOrThrow({ where: { id: course.id } })).coverKey).toBe(key);
      expect(await setCourseCoverAction("en", course.id, null)).toEqual({ ok: true, data: { coverKey: null, changed: true } });
      expect((await db.course.findUniqueOrThrow({ where: { id: course.id } })).coverKey).toBeNull();
    } finally {
      await storage().delete(key);
    }
  });
});
