import { lessonOf, enrol, newStudent, signedIn } from "@/test/helpers/lessons";
import { TestClient } from "@/test/http";
import { GET as getLesson } from "./route";
import { GET as getVideos } from "./videos/route";

// Genesis: lesson 1 is a free preview, lesson 2 is not; both carry the seeded sample video.
describe("GET /api/lessons/{id} and /videos: who sees content and video URLs", () => {
  const call = async (client: TestClient, lessonId: string) => ({
    lesson: await client.call(getLesson, { params: { lessonId } }),
    videos: await client.call(getVideos, { params: { lessonId } }),
  });

  it("a visitor sees a locked lesson without content and gets no video URL", async () => {
    const lesson = await lessonOf("genesis", 2);
    const { lesson: l, videos } = await call(new TestClient(), lesson.id);
    expect(l.status).toBe(200);
    expect(l.body).toMatchObject({ id: lesson.id, title: lesson.title, accessible: false, content: null });
    expect(videos.status).toBe(401);
    expect(JSON.stringify(videos.body)).not.toMatch(/api\/media|\/original\?|sig=/);
  });

  it("a visitor may watch a free-preview lesson", async () => {
    const lesson = await lessonOf("genesis", 1);
    expect(lesson.isFreePreview).toBe(true);
    const { lesson: l, videos } = await call(new TestClient(), lesson.id);
    expect(l.body.accessible).toBe(true);
    expect(l.body.content).toContain("<");
    expect(videos.status).toBe(200);
    expect(videos.body[0].videoUrl).toMatch(new RegExp(`^/api/videos/${lesson.videos[0]!.id}/original\\?exp=\\d+&sig=`));
  });

  it("an enrolled student gets the content and signed video URLs", async () => {
    const student = await newStudent("lesson-enrolled");
    await enrol(student.id, "genesis");
    const lesson = await lessonOf("genesis", 2);
    const { lesson: l, videos } = await call(student.client, lesson.id);
    expect(l.body.accessible).toBe(true);
    expect(l.body.content).toBeTruthy();
    expect(videos.status).toBe(200);
    expect(videos.body).toHaveLength(1);
    expect(videos.body[0]).toMatchObject({ duration: 20, contentType: "video/webm", captionsUrl: expect.stringContaining("sig=") });
    expect(videos.headers.get("cache-control")).toContain("no-store");
  });

  it("another student, enrolled elsewhere or refunded, is locked out", async () => {
    const other = await newStudent("lesson-other");
    await enrol(other.id, "exodus");
    const refunded = await newStudent("lesson-refunded");
    await enrol(refunded.id, "genesis", "refunded");
    const lesson = await lessonOf("genesis", 2);
    for (const client of [other.client, refunded.client]) {
      const { lesson: l, videos } = await call(client, lesson.id);
      expect(l.body).toMatchObject({ accessible: false, content: null });
      expect(videos.status).toBe(403);
      expect(videos.body.code).toBe("NOT_ENROLLED");
    }
  });

  it("the course's instructor sees it, an instructor of another course does not", async () => {
    const instructor = await signedIn("instructor@example.com", "TeachTheWord1");
    const own = await call(instructor, (await lessonOf("genesis", 2)).id);
    expect(own.lesson.body.accessible).toBe(true);
    expect(own.videos.status).toBe(200);
    const notTheirs = await call(instructor, (await lessonOf("obadiah", 2)).id);
    expect(notTheirs.lesson.body.accessible).toBe(false);
    expect(notTheirs.videos.status).toBe(403);
  });

  it("an admin sees every lesson", async () => {
    const admin = await signedIn("admin@example.com", "AdminTheWord1");
    const { lesson: l, videos } = await call(admin, (await lessonOf("obadiah", 2)).id);
    expect(l.body.accessible).toBe(true);
    expect(l.body.content).toBeTruthy();
    expect(videos.status).toBe(200);
    expect(videos.body).toEqual([]);
  });

  it("answers 404 for an unknown lesson", async () => {
    const { lesson: l, videos } = await call(new TestClient(), "no-such-lesson");
    expect(l.status).toBe(404);
    expect(videos.status).toBe(404);
  });
});
