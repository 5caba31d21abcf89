import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { createUser, toPublicUser } from "@/lib/users/service";
import { invalidated } from "@/test/next-cache";
import { setTestRequest } from "@/test/next-headers";
import { uniqueEmail } from "@/test/http";
import { saveCourseTranslationAction } from "./actions";

// The demo instructor teaches matthew (prisma/seed/demo-progress.ts) and not leviticus.
async function signInAs(email: string) {
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  // The account's current session version: other files' tests may have ended its earlier sessions.
  const cookie = await createSessionCookie({ ...toPublicUser(user), sessionVersion: user.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
  return user;
}

const course = (slug: string) => db.course.findUniqueOrThrow({ where: { slug } });
const stored = (courseId: string, languageCode: string) =>
  db.courseTranslation.findUnique({ where: { courseId_languageCode: { courseId, languageCode } } });

let matthew: Awaited<ReturnType<typeof course>>;
let seeded: Awaited<ReturnType<typeof stored>>;

beforeAll(async () => {
  matthew = await course("matthew");
  // Start from "no German translation" so the first save creates one; the seed's row comes back at the end.
  seeded = await stored(matthew.id, "de");
  await db.courseTranslation.deleteMany({ where: { courseId: matthew.id, languageCode: "de" } });
});

afterAll(async () => {
  await db.courseTranslation.deleteMany({ where: { courseId: matthew.id, languageCode: "de" } });
  // The seed's row exactly as it was (outcomes, source hash, dates): other files compare against the seed's data.
  if (seeded) {
    const { outcomes, sourceText, ...row } = seeded;
    await db.courseTranslation.create({ data: { ...row, outcomes: outcomes ?? Prisma.DbNull, sourceText: sourceText ?? Prisma.DbNull } });
  }
});

const input = (overrides: Record<string, unknown> = {}) => ({
  courseId: matthew.id,
  language: "de",
  title: "Das Evangelium nach Matthäus",
  description: "Eine Studie über Jesus als den verheißenen König.",
  ...overrides,
});

describe("saveCourseTranslationAction", () => {
  it("refuses a signed-out visitor (401) and a student (403), and writes nothing", async () => {
    setTestRequest({});
    expect(await saveCourseTranslationAction(input())).toMatchObject({ ok: false, status: 401 });
    await signInAs("student@example.com");
    expect(await saveCourseTranslationAction(input())).toMatchObject({ ok: false, status: 403 });
    expect(await stored(matthew.id, "de")).toBeNull();
  });

  it("refuses an instructor who does not teach the course", async () => {
    const other = await createUser({ firstName: "Apollos", lastName: "Alexandria", email: uniqueEmail("instructor"), password: "eloquent-man-1" });
    await db.user.update({ where: { id: other.id }, data: { role: "instructor" } });
    await db.courseInstructor.create({ data: { courseId: (await course("leviticus")).id, userId: other.id } });
    await signInAs(other.email);
    const result = await saveCourseTranslationAction(input());
    expect(result).toMatchObject({ ok: false, status: 403, code: "NOT_COURSE_INSTRUCTOR" });
    expect(await stored(matthew.id, "de")).toBeNull();
  });

  it("lets the course's instructor create, then update, the translation and revalidates the catalogue", async () => {
    const instructor = await signInAs("instructor@example.com");
    invalidated.length = 0;
    const created = await saveCourseTranslationAction(input({ title: "  Matthäus  " }));
    expect(created).toEqual({ ok: true, data: { courseId: matthew.id, language: "de", title: "Matthäus", description: input().description, created: true } });
    expect(invalidated).toContain("tag:courses");
    expect(await stored(matthew.id, "de")).toMatchObject({ title: "Matthäus", updatedById: instructor.id });

    const updated = await saveCourseTranslationAction(input({ description: "" }));
    expect(updated).toMatchObject({ ok: true, data: { title: input().title, description: null, created: false } });
    expect(await db.courseTranslation.count({ where: { courseId: matthew.id, languageCode: "de" } })).toBe(1);
  });

  it("lets an admin translate any course", async () => {
    const admin = await signInAs("admin@example.com");
    const result = await saveCourseTranslationAction(input({ title: "Matthäus (Admin)" }));
    expect(result).toMatchObject({ ok: true, data: { title: "Matthäus (Admin)", created: false } });
    expect(await stored(matthew.id, "de")).toMatchObject({ title: "Matthäus (Admin)", updatedById: admin.id });
  });

  it("refuses English with the SPEC's message", async () => {
    await signInAs("instructor@example.com");
    const result = await saveCourseTranslationAction(input({ language: "en" }));
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { language: ["Please select a different language to create translations."] } });
    expect(await stored(matthew.id, "en")).toBeNull();
  });

  it("refuses an inactive language", async () => {
    await signInAs("admin@example.com");
    await db.language.update({ where: { code: "ko" }, data: { isActive: false } });
    try {
      const result = await saveCourseTranslationAction(input({ language: "ko" }));
      expect(result).toMatchObject({ ok: false, status: 400, code: "LANGUAGE_NOT_TRANSLATABLE" });
    } finally {
      await db.language.update({ where: { code: "ko" }, data: { isActive: true } });
    }
  });

  it("answers field errors for bad input and keeps the stored translation", async () => {
    await signInAs("instructor@example.com");
    const before = await stored(matthew.id, "de");
    const result = await saveCourseTranslationAction(input({ title: "M", description: "x".repeat(2001), language: "xx" }));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        title: ["Title must be at least 2 characters"],
        description: ["Description must be at most 2000 characters"],
        language: ["Choose a language."],
      },
    });
    expect(await stored(matthew.id, "de")).toEqual(before);
    expect(await saveCourseTranslationAction(input({ title: "x".repeat(201) }))).toMatchObject({ fieldErrors: { title: ["Title must be at most 200 characters"] } });
  });

  it("answers 404 for an unknown course", async () => {
    await signInAs("admin@example.com");
    expect(await saveCourseTranslationAction(input({ courseId: "no-such-course" }))).toMatchObject({ ok: false, status: 404 });
  });
});
