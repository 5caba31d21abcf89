import { GET as resume } from "@/app/[locale]/(catalogue)/course/[courseId]/resume/route";
import { POST as signup } from "@/app/api/signup/route";
import { db } from "@/lib/db";
import { TestClient, uniqueEmail } from "@/test/http";
import fr from "@/messages/fr.json";
import { findResumeTarget, resumeLessonPath } from "./resume";

const lessonsOf = async (slug: string) =>
  (await db.course.findUniqueOrThrow({ where: { slug }, include: { lessons: { orderBy: { order: "asc" } } } })).lessons;

async function student() {
  return db.user.create({ data: { firstName: "Lois", lastName: "Lystra", email: uniqueEmail("resume"), passwordHash: "x" } });
}

describe("findResumeTarget", () => {
  it("starts at the first lesson without progress or without a student", async () => {
    const lessons = await lessonsOf("ruth");
    const user = await student();
    expect(await findResumeTarget(lessons[0]!.courseId, user.id)).toEqual({ lessonId: lessons[0]!.id, positionSeconds: null });
    expect(await findResumeTarget(lessons[0]!.courseId, null)).toEqual({ lessonId: lessons[0]!.id, positionSeconds: null });
  });

  it("goes to the first incomplete lesson by order, with its saved position", async () => {
    const lessons = await lessonsOf("jonah");
    const user = await student();
    // Lessons 1 and 3 complete, 2 started at 95 s: lesson 2 is next, not lesson 4.
    await db.lessonProgress.createMany({
      data: [
        { userId: user.id, lessonId: lessons[0]!.id, completedAt: new Date() },
        { userId: user.id, lessonId: lessons[1]!.id, positionSeconds: 95 },
        { userId: user.id, lessonId: lessons[2]!.id, completedAt: new Date() },
      ],
    });
    const target = await findResumeTarget(lessons[0]!.courseId, user.id);
    expect(target).toEqual({ lessonId: lessons[1]!.id, positionSeconds: 95 });
    expect(resumeLessonPath("jonah", target!)).toBe(`/course/jonah/lesson/${lessons[1]!.id}?t=95`);
  });

  it("goes back to the first lesson once every lesson is complete", async () => {
    const lessons = await lessonsOf("esther");
    const user = await student();
    await db.lessonProgress.createMany({ data: lessons.map((l) => ({ userId: user.id, lessonId: l.id, completedAt: new Date(), positionSeconds: 30 })) });
    expect(await findResumeTarget(lessons[0]!.courseId, user.id)).toEqual({ lessonId: lessons[0]!.id, positionSeconds: null });
  });
});

describe("GET /course/{slug}/resume", () => {
  async function rawCall(client: TestClient, locale: string, courseId: string) {
    const headers = new Headers();
    if (client.cookies.size) headers.set("cookie", client.cookieHeader());
    return resume(new Request(`http://localhost/${locale}/course/${courseId}/resume`, { headers }), { params: Promise.resolve({ locale, courseId }) });
  }

  it("redirects the signed-in student to their next lesson and position, in their language", async () => {
    const client = new TestClient();
    const { body } = await client.call(signup, {
      method: "POST",
      body: { firstName: "Eunice", lastName: "Lystra", email: uniqueEmail("resume-route"), password: "sincere-faith-1" },
    });
    const lessons = await lessonsOf("micah");
    await db.lessonProgress.createMany({
      data: [
        { userId: body.user.id, lessonId: lessons[0]!.id, completedAt: new Date() },
        { userId: body.user.id, lessonId: lessons[1]!.id, positionSeconds: 42 },
      ],
    });
    const english = await rawCall(client, "en", "micah");
    expect(english.status).toBe(307);
    expect(english.headers.get("location")).toBe(`/course/micah/lesson/${lessons[1]!.id}?t=42`);
    const spanish = await rawCall(client, "es", lessons[0]!.courseId); // the id works as well as the slug
    expect(spanish.headers.get("location")).toBe(`/es/course/micah/lesson/${lessons[1]!.id}?t=42`);
  });

  it("sends a visitor to the first lesson", async () => {
    const lessons = await lessonsOf("micah");
    const response = await rawCall(new TestClient(), "en", "micah");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(`/course/micah/lesson/${lessons[0]!.id}`);
  });

  it("answers an unknown course with a 404 page", async () => {
    const response = await rawCall(new TestClient(), "fr", "no-such-course");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain("/fr/courses");
    expect(html).toContain(fr.NotFound.title);
  });
});
