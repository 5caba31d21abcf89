import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { englishTranslator } from "@/lib/i18n/english";
import { invalidated } from "@/test/next-cache";
import { SEED_ACTOR } from "./actor";
import { createCourse } from "./course-save";
import { createLesson, deleteLesson, saveLessonContent, setLessonState } from "./lesson-save";
import { editorDocument } from "./lesson-working-text";

// A lesson's text in revisions: drafts leave what readers see alone, publishing makes a revision live in
// Lesson.title and Lesson.content; every text is sanitised on the server; bad input writes nothing.
const t = englishTranslator("Studio");
const run = randomBytes(4).toString("hex");
let courseId: string;
let teacher: { id: string; role: "instructor" };
let stranger: { id: string; role: "instructor" };

beforeAll(async () => {
  courseId = (
    await createCourse(
      { title: "Romans, Slowly", slug: `lesson-save-${run}`, description: "A course made by the lesson-save tests.", testament: "New", difficulty: "advanced", price: "39.99", state: "published" },
      SEED_ACTOR,
    )
  ).id;
  const [a, b] = await Promise.all(
    ["Phoebe", "Tertius"].map((firstName) =>
      db.user.create({ data: { firstName, lastName: "Cenchreae", email: `lesson-save-${firstName}-${run}@example.com`.toLowerCase(), passwordHash: "x", role: "instructor" } }),
    ),
  );
  teacher = { id: a!.id, role: "instructor" };
  stranger = { id: b!.id, role: "instructor" };
  await db.courseInstructor.create({ data: { courseId, userId: teacher.id } });
});

afterAll(async () => {
  await db.course.deleteMany({ where: { id: courseId } });
  await db.user.deleteMany({ where: { id: { in: [teacher.id, stranger.id] } } });
});

const lessonRow = (id: string) => db.lesson.findUniqueOrThrow({ where: { id }, include: { revisions: { orderBy: { createdAt: "asc" } } } });

it("a new lesson is a draft; a draft save keeps the live text; publishing makes the revision live", async () => {
  const created = await createLesson(courseId, { title: "Justified by faith", html: "<p>First draft.</p>", estimatedMinutes: 20 }, teacher);
  let lesson = await lessonRow(created.lessonId);
  expect(lesson).toMatchObject({ state: "draft", content: "", draftRevisionId: created.revisionId, publishedRevisionId: null });
  expect(lesson.revisions[0]).toMatchObject({ authorId: teacher.id, html: "<p>First draft.</p>", publishedAt: null });
  // Text from HTML keeps no document: the editor reads one from the HTML when the lesson is opened.
  expect(lesson.revisions[0]!.doc).toBeNull();
  expect(editorDocument(lesson.revisions[0]!)).toEqual({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "First draft." }] }] });

  invalidated.length = 0;
  const published = await saveLessonContent(created.lessonId, { title: "Justified by faith", html: "<p>Romans 5:1 in full.</p>" }, teacher, { publish: true });
  lesson = await lessonRow(created.lessonId);
  expect(lesson).toMatchObject({ state: "published", title: "Justified by faith", content: "<p>Romans 5:1 in full.</p>", publishedRevisionId: published.revisionId, draftRevisionId: null });
  expect(invalidated).toContain("tag:courses");
  const liveSince = lesson.updatedAt;

  const draft = await saveLessonContent(created.lessonId, { title: "Justified by faith", html: "<p>A better draft.</p>" }, teacher);
  lesson = await lessonRow(created.lessonId);
  expect(lesson).toMatchObject({ content: "<p>Romans 5:1 in full.</p>", draftRevisionId: draft.revisionId });
  expect(lesson.updatedAt).toEqual(liveSince);
  expect(lesson.revisions).toHaveLength(3);

  // The same text again records nothing.
  expect(await saveLessonContent(created.lessonId, { title: "Justified by faith", html: "<p>A better draft.</p>" }, teacher)).toMatchObject({ changed: false });
  expect((await lessonRow(created.lessonId)).revisions).toHaveLength(3);
  expect((await db.course.findUniqueOrThrow({ where: { id: courseId } })).editedAt).toBeInstanceOf(Date);
});

it("takes the editor's document, writes it as HTML and keeps nothing executable", async () => {
  const heading = { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Peace with God <script>alert(1)</script>" }] };
  const { lessonId } = await createLesson(courseId, { title: "Peace", doc: { type: "doc", content: [heading] }, estimatedMinutes: 10 }, teacher, { publish: true });
  const { content, revisions } = await lessonRow(lessonId);
  expect(content).toBe("<h2>Peace with God &lt;script&gt;alert(1)&lt;/script&gt;</h2>");
  expect(revisions[0]!.doc).toEqual({ type: "doc", content: [heading] });

  // A link the lesson rule does not allow is refused, with lib/lesson-content's reason, and nothing is written.
  const link = { type: "paragraph", content: [{ type: "text", text: "Click", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] };
  await expect(saveLessonContent(lessonId, { title: "Peace", doc: { type: "doc", content: [link] } }, teacher, { publish: true })).rejects.toMatchObject({
    status: 400,
    message: t("errorDocument"),
    details: { reason: "linkNotAllowed" },
  });
  expect((await lessonRow(lessonId)).content).toBe(content);

  const fromHtml = await saveLessonContent(lessonId, { title: "Peace", html: '<p onclick="x()">Hi<img src=x onerror=alert(1)><script>alert(1)</script></p>' }, teacher, { publish: true });
  expect((await lessonRow(lessonId)).content).toBe("<p>Hi</p>");
  expect(fromHtml.changed).toBe(true);
});

it("refuses bad input with the field's message and writes nothing", async () => {
  const { lessonId } = await createLesson(courseId, { title: "Adoption", html: "<p>Romans 8.</p>", estimatedMinutes: 10 }, teacher, { publish: true });
  const before = await lessonRow(lessonId);
  const refusals: [unknown, string][] = [
    [{ title: "A", html: "<p>x</p>" }, t("errorLessonTitle")],
    [{ title: "Adoption", html: "x".repeat(1_000_001) }, t("errorContentTooLarge")],
    [{ title: "Adoption", doc: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x".repeat(2_100_000) }] }] } }, t("errorContentTooLarge")],
    [{ title: "Adoption", doc: { type: "doc", content: [{ type: "image", attrs: { src: "x" } }] } }, t("errorDocument")],
    [{ title: "Adoption", html: "<script>alert(1)</script>" }, t("errorContentEmpty")],
    [{ title: "Adoption" }, t("errorDocument")],
  ];
  for (const [input, message] of refusals) {
    const error = (await saveLessonContent(lessonId, input as never, teacher, { publish: true }).catch((e: unknown) => e)) as { message?: string; issues?: { message: string }[] };
    expect(error.issues?.map((i) => i.message) ?? [error.message]).toEqual([message]);
  }
  await expect(saveLessonContent(lessonId, { title: "Adoption", html: "" }, teacher, { publish: true })).rejects.toMatchObject({ message: t("errorNothingToPublish") });
  expect(await lessonRow(lessonId)).toEqual(before);
});

it("is the course staff's alone: another instructor is told the lesson is not found", async () => {
  const { lessonId } = await createLesson(courseId, { title: "Grace", html: "<p>Romans 6.</p>", estimatedMinutes: 10 }, teacher, { publish: true });
  const before = await lessonRow(lessonId);
  await expect(saveLessonContent(lessonId, { title: "Grace", html: "<p>Mine now.</p>" }, stranger, { publish: true })).rejects.toMatchObject({ status: 404 });
  await expect(setLessonState(lessonId, "draft", stranger)).rejects.toMatchObject({ status: 404 });
  await expect(deleteLesson(lessonId, stranger)).rejects.toMatchObject({ status: 404 });
  await expect(createLesson(courseId, { title: "Intruder", html: "<p>x</p>", estimatedMinutes: 1 }, stranger)).rejects.toMatchObject({ status: 404 });
  expect(await lessonRow(lessonId)).toEqual(before);
});

it("unpublishes and publishes again; a lesson with a video must lose it before it is deleted", async () => {
  const { lessonId } = await createLesson(courseId, { title: "Israel", html: "<p>Romans 9–11.</p>", estimatedMinutes: 10 }, teacher, { publish: true });
  expect(await setLessonState(lessonId, "draft", teacher)).toBe(true);
  expect((await lessonRow(lessonId)).state).toBe("draft");
  expect(await setLessonState(lessonId, "published", teacher)).toBe(true);
  const video = await db.video.create({ data: { lessonId, title: "Lecture", storageKey: `videos/${lessonId}/${run}.mp4`, contentType: "video/mp4", fileSize: 1n } });
  await expect(deleteLesson(lessonId, teacher)).rejects.toMatchObject({ status: 409, message: t("errorLessonHasVideos") });
  await db.video.update({ where: { id: video.id }, data: { deletedAt: new Date() } });
  await deleteLesson(lessonId, teacher);
  expect(await db.lesson.findUnique({ where: { id: lessonId } })).toBeNull();
});
