import { db } from "@/lib/db";
import { lessonOf } from "@/test/helpers/lessons";
import { TestClient } from "@/test/http";
import { GET as getLesson } from "./route";

// Genesis lesson 1 is a free preview a visitor may read; lesson 2 is locked to a visitor.
// This file owns the Italian translations of those two lessons for its run.
const LANGUAGE = "it";

describe("GET /api/lessons/{id}?language=", () => {
  let free: Awaited<ReturnType<typeof lessonOf>>;
  let locked: Awaited<ReturnType<typeof lessonOf>>;
  const get = (lessonId: string, query = "") => new TestClient().call(getLesson, { path: `/api/lessons/${lessonId}${query}`, params: { lessonId } });

  beforeAll(async () => {
    free = await lessonOf("genesis", 1);
    locked = await lessonOf("genesis", 2);
    await db.lessonTranslation.deleteMany({ where: { lessonId: { in: [free.id, locked.id] }, languageCode: LANGUAGE } });
  });
  afterAll(() => db.lessonTranslation.deleteMany({ where: { lessonId: { in: [free.id, locked.id] }, languageCode: LANGUAGE } }));

  it("answers the original, in English, without a language or without a translation", async () => {
    for (const query of ["", `?language=${LANGUAGE}`]) {
      const { status, body } = await get(free.id, query);
      expect(status).toBe(200);
      expect(body).toMatchObject({ title: free.title, titleLanguage: "en", contentLanguage: "en" });
      expect(body.content).toContain("<");
    }
  });

  it("answers the translated title and sanitised content, saying they are in that language", async () => {
    await db.lessonTranslation.create({
      data: { lessonId: free.id, languageCode: LANGUAGE, title: "Introduzione alla Genesi", content: '<p>In principio.</p><img src=x onerror="alert(1)">' },
    });
    const { body } = await get(free.id, `?language=${LANGUAGE}`);
    expect(body).toMatchObject({ title: "Introduzione alla Genesi", content: "<p>In principio.</p>", titleLanguage: LANGUAGE, contentLanguage: LANGUAGE });
    // Another language answers its own texts (the seeded titles, if any), never the Italian ones.
    const french = (await get(free.id, "?language=fr")).body;
    expect(french.title).not.toBe("Introduzione alla Genesi");
    expect(french.content).not.toContain("In principio");
  });

  it("treats empty content as not translated: the title in the language, the content in English", async () => {
    await db.lessonTranslation.update({ where: { lessonId_languageCode: { lessonId: free.id, languageCode: LANGUAGE } }, data: { content: "" } });
    const { body } = await get(free.id, `?language=${LANGUAGE}`);
    expect(body).toMatchObject({ title: "Introduzione alla Genesi", titleLanguage: LANGUAGE, contentLanguage: "en" });
    expect(body.content).not.toBe("");
    expect(body.content).toContain("<");
  });

  it("keeps a locked lesson's content back in every language", async () => {
    await db.lessonTranslation.create({ data: { lessonId: locked.id, languageCode: LANGUAGE, title: "Lezione due", content: "<p>Segreto.</p>" } });
    const { body } = await get(locked.id, `?language=${LANGUAGE}`);
    expect(body).toMatchObject({ title: "Lezione due", accessible: false, content: null });
  });

  it("refuses a language the school does not have", async () => {
    expect((await get(free.id, "?language=xx")).status).toBe(400);
  });
});
