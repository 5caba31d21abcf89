import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { englishTranslator } from "@/lib/i18n/english";
import { translatorFor } from "@/lib/i18n/translator";
import { invalidated } from "@/test/next-cache";
import { createCourse, deleteCourse, updateCourse } from "./course-save";

// Creating and editing courses in the studio: who may change what, the messages bad input gets (and that it
// writes nothing), the audit entries and the revalidation. Courses of its own, removed at the end.
const t = englishTranslator("Studio");
const run = randomBytes(4).toString("hex");
const users: string[] = [];
const courses: string[] = [];

afterAll(async () => {
  await db.auditLog.deleteMany({ where: { targetId: { in: courses } } });
  await db.course.deleteMany({ where: { id: { in: courses } } });
  await db.user.deleteMany({ where: { id: { in: users } } });
});

async function person(role: Role, name: string = role) {
  const user = await db.user.create({
    data: { firstName: name, lastName: "Tester", email: `studio-${name}-${run}-${users.length}@example.com`.toLowerCase(), passwordHash: "x", role },
  });
  users.push(user.id);
  return { id: user.id, role };
}

let admin: { id: string; role: "admin" };
let teacher: { id: string; role: "instructor" };
let other: { id: string; role: "instructor" };
let student: { id: string; role: Role };

beforeAll(async () => {
  admin = (await person("admin")) as typeof admin;
  teacher = (await person("instructor", "Priscilla")) as typeof teacher;
  other = (await person("instructor", "Aquila")) as typeof other;
  student = await person("student");
});

let count = 0;
const payload = (overrides: Record<string, unknown> = {}) => ({
  title: "Church History I",
  slug: `church-history-${run}-${++count}`,
  description: "From the apostles to the councils: the first five centuries of the church.",
  category: "pastoral",
  difficulty: "beginner",
  price: "29.99",
  outcomes: ["Tell the story of the early church"],
  furtherReading: [{ author: "Henry Chadwick", title: "The Early Church", year: 1967 }],
  instructorIds: [teacher.id],
  state: "draft",
  ...overrides,
});

async function newCourse(overrides: Record<string, unknown> = {}) {
  const saved = await createCourse(payload(overrides), admin);
  courses.push(saved.id);
  return saved;
}

const auditOf = (courseId: string) => db.auditLog.findMany({ where: { targetType: "course", targetId: courseId }, orderBy: { createdAt: "asc" } });
const totals = async () => ({ courses: await db.course.count(), audit: await db.auditLog.count(), redirects: await db.courseSlugRedirect.count() });

describe("createCourse", () => {
  it("an admin creates a draft with its instructor: editedAt set, audited, nothing public revalidated", async () => {
    invalidated.length = 0;
    const saved = await newCourse();
    const row = await db.course.findUniqueOrThrow({ where: { id: saved.id }, include: { instructors: true } });
    expect(row).toMatchObject({ state: "draft", title: "Church History I", category: "pastoral", testament: null, outcomes: ["Tell the story of the early church"] });
    expect(row.price.toFixed(2)).toBe("29.99");
    expect(row.editedAt).toBeInstanceOf(Date);
    expect(row.instructors.map((i) => i.userId)).toEqual([teacher.id]);
    expect((await auditOf(saved.id)).map((a) => [a.action, a.actorId])).toEqual([
      ["course.created", admin.id],
      ["course.instructors_changed", admin.id],
    ]);
    expect(invalidated).toEqual([]);
  });

  it("refuses instructors and students: only admins create courses", async () => {
    const before = await totals();
    await expect(createCourse(payload(), teacher)).rejects.toMatchObject({ status: 403, message: t("errorCreateAdminOnly") });
    await expect(createCourse(payload(), { id: student.id, role: "student" } as never)).rejects.toMatchObject({ status: 403 });
    expect(await totals()).toEqual(before);
  });

  it("refuses bad input with the field's message and writes nothing", async () => {
    const before = await totals();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ slug: "genesis" }, "slug", t("errorSlugTaken")],
      [{ instructorIds: [student.id] }, "instructorIds", t("errorInstructorRole")],
      [{ instructorIds: undefined }, "instructorIds", t("errorInstructorsRequired")],
    ];
    for (const [overrides, field, message] of refusals) {
      await expect(createCourse(payload(overrides), admin)).rejects.toMatchObject({ status: 400, message, details: { fieldErrors: { [field]: [message] } } });
    }
    const invalid: [Record<string, unknown>, string][] = [
      [{ price: "0.30" }, t("errorPriceRange")],
      [{ price: "12.345" }, t("errorPriceFormat")],
      [{ testament: "New" }, t("errorGroup")],
      [{ slug: "Church History!" }, t("errorSlugFormat")],
      [{ instructorIds: [] }, t("errorInstructorsRequired")],
    ];
    for (const [overrides, message] of invalid) {
      const error = await createCourse(payload(overrides), admin).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(z.ZodError);
      expect((error as z.ZodError).issues.map((i) => i.message)).toEqual([message]);
    }
    expect(await totals()).toEqual(before);
  });

  it("answers in the user's language", async () => {
    const arabic = await translatorFor("ar", "Studio");
    await expect(createCourse(payload({ slug: "genesis" }), admin, arabic)).rejects.toMatchObject({ message: arabic("errorSlugTaken") });
    expect(arabic("errorSlugTaken")).not.toBe(t("errorSlugTaken"));
  });
});

describe("updateCourse", () => {
  it("the course's instructor edits content, price and state: price and publishing audited, editedAt set, catalogue revalidated", async () => {
    const course = await newCourse();
    const { editedAt: createdAt } = await db.course.findUniqueOrThrow({ where: { id: course.id } });
    invalidated.length = 0;
    const saved = await updateCourse(course.id, payload({ slug: course.slug, title: "Church History I: The Early Church", price: "19.99", state: "published", instructorIds: undefined }), teacher);
    expect(saved).toMatchObject({ changed: true, state: "published" });
    const row = await db.course.findUniqueOrThrow({ where: { id: course.id } });
    expect(row.title).toBe("Church History I: The Early Church");
    expect(row.editedAt!.getTime()).toBeGreaterThanOrEqual(createdAt!.getTime());
    const entries = (await auditOf(course.id)).filter((a) => a.actorId === teacher.id);
    expect(entries.map((a) => [a.action, a.details])).toEqual([
      ["course.published", { from: "draft", to: "published" }],
      ["course.price_changed", { from: "29.99", to: "19.99" }],
    ]);
    expect(invalidated).toEqual(expect.arrayContaining(["tag:courses", "tag:stats"]));

    invalidated.length = 0;
    await updateCourse(course.id, payload({ slug: course.slug, title: "Church History I: The Early Church", price: "19.99", state: "archived", instructorIds: undefined }), teacher);
    expect((await auditOf(course.id)).at(-1)).toMatchObject({ action: "course.archived", details: { from: "published", to: "archived" } });
    expect(invalidated).toContain("tag:courses");
  });

  it("an unchanged save writes nothing: no updatedAt, no audit entry, no revalidation", async () => {
    const course = await newCourse();
    const input = payload({ slug: course.slug });
    const before = await db.course.findUniqueOrThrow({ where: { id: course.id } });
    const entries = (await auditOf(course.id)).length;
    invalidated.length = 0;
    expect(await updateCourse(course.id, input, admin)).toMatchObject({ changed: false });
    expect(await db.course.findUniqueOrThrow({ where: { id: course.id } })).toEqual(before);
    expect(await auditOf(course.id)).toHaveLength(entries);
    expect(invalidated).toEqual([]);
  });

  it("only admins change who teaches: an instructor gets 403, an admin's change is audited with the names", async () => {
    const course = await newCourse();
    const before = await totals();
    await expect(updateCourse(course.id, payload({ slug: course.slug, instructorIds: [teacher.id, other.id] }), teacher)).rejects.toMatchObject({
      status: 403,
      details: { fieldErrors: { instructorIds: [t("errorInstructorsAdminOnly")] } },
    });
    expect(await totals()).toEqual(before);
    await updateCourse(course.id, payload({ slug: course.slug, instructorIds: [other.id] }), admin);
    expect((await db.courseInstructor.findMany({ where: { courseId: course.id } })).map((i) => i.userId)).toEqual([other.id]);
    expect((await auditOf(course.id)).at(-1)).toMatchObject({ action: "course.instructors_changed", details: { added: ["Aquila Tester"], removed: ["Priscilla Tester"] } });
  });

  it("answers 404 to an instructor of other courses and to a student, and writes nothing", async () => {
    const course = await newCourse();
    const before = await db.course.findUniqueOrThrow({ where: { id: course.id } });
    await expect(updateCourse(course.id, payload({ slug: course.slug, title: "Taken over" }), other)).rejects.toMatchObject({ status: 404 });
    await expect(updateCourse(course.id, payload({ slug: course.slug, title: "Taken over" }), { id: student.id, role: "student" } as never)).rejects.toMatchObject({ status: 404 });
    await expect(updateCourse("no-such-course", payload(), admin)).rejects.toMatchObject({ status: 404 });
    expect(await db.course.findUniqueOrThrow({ where: { id: course.id } })).toEqual(before);
  });

  it("keeps students' access: back to draft is refused while any is enrolled, archiving is not", async () => {
    const course = await newCourse({ state: "published" });
    await db.enrollment.create({ data: { userId: student.id, courseId: course.id } });
    const before = await db.course.findUniqueOrThrow({ where: { id: course.id } });
    await expect(updateCourse(course.id, payload({ slug: course.slug, state: "draft" }), admin)).rejects.toMatchObject({
      status: 409,
      details: { fieldErrors: { state: [t("errorDraftWithStudents")] } },
    });
    expect(await db.course.findUniqueOrThrow({ where: { id: course.id } })).toEqual(before);
    await expect(updateCourse(course.id, payload({ slug: course.slug, state: "archived" }), admin)).resolves.toMatchObject({ state: "archived" });
  });
});

describe("deleteCourse", () => {
  it("an admin deletes a course nobody enrolled in or paid for; the entry keeps its title", async () => {
    const course = await newCourse();
    await expect(deleteCourse(course.id, teacher)).rejects.toMatchObject({ status: 403, message: t("errorDeleteAdminOnly") });
    await expect(deleteCourse(course.id, other)).rejects.toMatchObject({ status: 404 });
    await deleteCourse(course.id, admin);
    expect(await db.course.findUnique({ where: { id: course.id } })).toBeNull();
    expect((await auditOf(course.id)).at(-1)).toMatchObject({ action: "course.deleted", actorId: admin.id, details: { title: "Church History I", slug: course.slug } });
  });

  it("refuses a course with students (409): archive it instead", async () => {
    const course = await newCourse({ state: "published" });
    await db.enrollment.create({ data: { userId: student.id, courseId: course.id } });
    await expect(deleteCourse(course.id, admin)).rejects.toMatchObject({ status: 409, message: t("errorDeleteHasStudents") });
    expect(await db.course.findUnique({ where: { id: course.id } })).not.toBeNull();
  });
});
