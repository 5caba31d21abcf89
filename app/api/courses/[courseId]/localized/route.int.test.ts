import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { TestClient } from "@/test/http";
import { GET } from "./route";

const get = (courseId: string, language?: string) =>
  new TestClient().call(GET, { path: `/api/courses/${courseId}/localized${language ? `?language=${language}` : ""}`, params: { courseId } });

describe("GET /api/courses/:courseId/localized", () => {
  const slug = "philemon";
  let courseId: string;
  let seeded: Awaited<ReturnType<typeof db.courseTranslation.findUnique>>;

  beforeAll(async () => {
    const course = await db.course.findUniqueOrThrow({ where: { slug } });
    courseId = course.id;
    seeded = await db.courseTranslation.findUnique({ where: { courseId_languageCode: { courseId, languageCode: "it" } } });
  });

  afterAll(async () => {
    await db.courseTranslation.deleteMany({ where: { courseId, languageCode: "it" } });
    // The seed's row exactly as it was (outcomes, source hash, dates): other files compare against the seed's data.
    if (seeded) {
      const { outcomes, sourceText, ...row } = seeded;
      await db.courseTranslation.create({ data: { ...row, outcomes: outcomes ?? Prisma.DbNull, sourceText: sourceText ?? Prisma.DbNull } });
    }
  });

  it("returns the saved translation at once, with the English original beside it", async () => {
    await db.courseTranslation.upsert({
      where: { courseId_languageCode: { courseId, languageCode: "it" } },
      create: { courseId, languageCode: "it", title: "Filemone tradotto", description: "Descrizione salvata" },
      update: { title: "Filemone tradotto", description: "Descrizione salvata" },
    });
    const course = await db.course.findUniqueOrThrow({ where: { id: courseId } });
    const { status, body } = await get(slug, "it");
    expect(status).toBe(200);
    expect(body).toEqual({
      id: courseId,
      slug,
      title: "Filemone tradotto",
      description: "Descrizione salvata",
      defaultLanguage: "en",
      language: "it",
      translation: { title: "Filemone tradotto", description: "Descrizione salvata" },
      original: { title: course.title, description: course.description },
    });
    // The course id works as well as the slug.
    expect((await get(courseId, "it")).body.title).toBe("Filemone tradotto");
  });

  it("keeps the original description when the translation has none", async () => {
    await db.courseTranslation.update({ where: { courseId_languageCode: { courseId, languageCode: "it" } }, data: { description: null } });
    const course = await db.course.findUniqueOrThrow({ where: { id: courseId } });
    const { body } = await get(slug, "it");
    expect(body).toMatchObject({ title: "Filemone tradotto", description: course.description, translation: { description: null } });
  });

  it("falls back to English when there is no translation, and for English itself", async () => {
    await db.courseTranslation.deleteMany({ where: { courseId, languageCode: "it" } });
    const course = await db.course.findUniqueOrThrow({ where: { id: courseId } });
    for (const language of ["it", "en", undefined]) {
      const { status, body } = await get(slug, language);
      expect(status).toBe(200);
      expect(body).toMatchObject({ title: course.title, description: course.description, language: "en", translation: null });
    }
  });

  it("answers 404 for an unknown course and 400 for an unknown language", async () => {
    expect((await get("no-such-course", "es")).status).toBe(404);
    expect((await get(slug, "xx")).status).toBe(400);
  });
});
