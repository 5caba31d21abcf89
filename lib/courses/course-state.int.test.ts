import { randomBytes } from "node:crypto";
import { GET as searchIndex } from "@/app/[locale]/(catalogue)/courses/search-index.json/route";
import { GET as resume } from "@/app/[locale]/(catalogue)/course/[courseId]/resume/route";
import { GET as catalogue } from "@/app/api/courses/route";
import { GET as courseApi } from "@/app/api/courses/[courseId]/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as enrolIn } from "@/app/api/enrollments/route";
import { GET as refundState } from "@/app/api/refunds/route";
import { GET as lessonApi } from "@/app/api/lessons/[lessonId]/route";
import { GET as lessonVideosApi } from "@/app/api/lessons/[lessonId]/videos/route";
import { GET as sitemap } from "@/app/sitemap.xml/route";
import { assessmentForSitting } from "@/lib/assessments/attempts";
import { awardCourseCompletion } from "@/lib/certificates/issue";
import { listDashboardEnrollments } from "@/lib/dashboard/queries";
import { db } from "@/lib/db";
import { getLessonPageData } from "@/lib/lessons/page-data";
import { SEED_ACTOR } from "@/lib/studio/actor";
import { createCourse, updateCourse } from "@/lib/studio/course-save";
import { createLesson } from "@/lib/studio/lesson-save";
import { createAssessment, createQuestions } from "@/lib/studio/question-save";
import { removeVideo } from "@/lib/videos/remove";
import { newStudent } from "@/test/helpers/lessons";
import { TestClient } from "@/test/http";
import { getCourseDetail, listCourseSlugs } from "./queries";

// Who sees a course by its state (lib/courses/visibility.ts): a draft nobody but its staff, in no catalogue,
// index, sitemap or checkout; an archived course no longer listed or sold, but open to the students already
// enrolled (lessons, assessment, certificate, dashboard); in a published course, a draft lesson and an
// unpublished or removed video are for staff only. Courses of its own, made through the studio, removed at the end.
const run = randomBytes(4).toString("hex");
const courseIds: string[] = [];
const userIds: string[] = [];

afterAll(async () => {
  await db.certificate.deleteMany({ where: { courseId: { in: courseIds } } });
  await db.course.deleteMany({ where: { id: { in: courseIds } } });
  await db.user.deleteMany({ where: { id: { in: userIds } } });
});

const text = (title: string) => ({ title, html: `<h2>${title}</h2><p>Read Acts 2:42 and reflect.</p>` });

/** A course through the studio (as the seed makes them), with two lessons, the first a free preview, and a quiz. */
async function course(label: string, state: "draft" | "published" | "archived") {
  const slug = `state-${label}-${run}`;
  const saved = await createCourse(
    { title: `The ${label} course`, slug, description: "A course made by the course-state tests.", category: "leadership", difficulty: "beginner", price: "9.99", state: state === "archived" ? "published" : state },
    SEED_ACTOR,
  );
  courseIds.push(saved.id);
  const first = await createLesson(saved.id, { ...text("First"), estimatedMinutes: 5, isFreePreview: true }, SEED_ACTOR, { publish: true });
  const second = await createLesson(saved.id, { ...text("Second"), estimatedMinutes: 5 }, SEED_ACTOR, { publish: true });
  const { assessmentId } = await createAssessment(saved.id, { title: "Quiz", type: "quiz", timeLimit: 10, passingScore: 50 }, SEED_ACTOR);
  await createQuestions(assessmentId, [1, 2].map((n) => ({ text: `Question ${n}?`, options: ["Yes", "No"], correct: 0 })), SEED_ACTOR);
  return { id: saved.id, slug, lessons: [first.lessonId, second.lessonId], assessmentId };
}

const viewer = async (label: string) => {
  const student = await newStudent(`state-${label}`);
  userIds.push(student.id);
  return { ...student, viewer: { id: student.id, role: "student" as const } };
};

const slugsOf = async (response: Response) => ((await response.json()) as { slug: string }[]).map((c) => c.slug);

let draft: Awaited<ReturnType<typeof course>>;
let archived: Awaited<ReturnType<typeof course>>;
let published: Awaited<ReturnType<typeof course>>;
let enrolled: Awaited<ReturnType<typeof viewer>>;
let stranger: Awaited<ReturnType<typeof viewer>>;
let teacherId: string;

beforeAll(async () => {
  [draft, archived, published] = [await course("draft", "draft"), await course("archived", "archived"), await course("published", "published")];
  [enrolled, stranger] = [await viewer("enrolled"), await viewer("stranger")];
  await db.enrollment.create({ data: { userId: enrolled.id, courseId: archived.id } });
  await updateCourse(archived.id, { ...(await inputOf(archived.id)), state: "archived" }, SEED_ACTOR);
  teacherId = (await db.user.findUniqueOrThrow({ where: { email: "instructor@example.com" } })).id;
  await db.courseInstructor.createMany({ data: [draft.id, archived.id, published.id].map((courseId) => ({ courseId, userId: teacherId })) });
});

/** The course's saved fields as the editor would send them back. */
async function inputOf(courseId: string) {
  const row = await db.course.findUniqueOrThrow({ where: { id: courseId } });
  return { title: row.title, slug: row.slug, description: row.description, category: row.category, difficulty: row.difficulty, price: row.price.toFixed(2), state: row.state };
}

describe("a draft course", () => {
  it("is in no catalogue read, search index or sitemap", async () => {
    const listed = await slugsOf(await catalogue(new Request("http://test/api/courses"), { params: Promise.resolve({}) }));
    expect(listed).toContain(published.slug);
    expect(listed).not.toContain(draft.slug);
    expect(listed).not.toContain(archived.slug);
    const index = await slugsOf(await searchIndex(new Request("http://test/en/courses/search-index.json"), { params: Promise.resolve({ locale: "en" }) }));
    expect(index).toContain(published.slug);
    expect(index).not.toEqual(expect.arrayContaining([draft.slug]));
    expect(index).not.toEqual(expect.arrayContaining([archived.slug]));
    const xml = await (await sitemap(new Request("http://test/sitemap.xml"))).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(urls.some((url) => url.endsWith(`/course/${published.slug}`))).toBe(true);
    expect(urls.some((url) => url.includes(draft.slug) || url.includes(archived.slug))).toBe(false);
    expect((await listCourseSlugs()).map((c) => c.slug)).not.toContain(draft.slug);
  });

  it("has no course page, API answer or lesson for students and visitors, but opens for its staff", async () => {
    expect(await getCourseDetail(draft.slug, "en")).toBeNull();
    expect((await courseApi(new Request(`http://test/api/courses/${draft.slug}`), { params: Promise.resolve({ courseId: draft.slug }) })).status).toBe(404);
    expect(await getLessonPageData(draft.slug, draft.lessons[0]!, null, "en")).toBeNull();
    expect(await getLessonPageData(draft.slug, draft.lessons[0]!, stranger.viewer, "en")).toBeNull();
    expect((await stranger.client.call(lessonApi, { path: `/api/lessons/${draft.lessons[0]}`, params: { lessonId: draft.lessons[0]! } })).status).toBe(404);
    await expect(assessmentForSitting(stranger.viewer, draft.assessmentId)).rejects.toMatchObject({ status: 404 });
    const staff = await getLessonPageData(draft.slug, draft.lessons[1]!, { id: teacherId, role: "instructor" }, "en");
    expect(staff?.lesson).toMatchObject({ accessible: true, title: "Second" });
  });

  it("cannot be bought or enrolled in", async () => {
    for (const slug of [draft.slug, archived.slug]) {
      expect((await stranger.client.call(createIntent, { method: "POST", body: { courseId: slug } })).status).toBe(404);
      expect((await stranger.client.call(enrolIn, { method: "POST", body: { courseId: slug } })).status).toBe(404);
    }
    expect(await db.payment.count({ where: { courseId: { in: [draft.id, archived.id] } } })).toBe(0);
  });
});

describe("an archived course", () => {
  it("is no longer listed or sold, and its page is gone for visitors", async () => {
    expect(await getCourseDetail(archived.slug, "en")).toBeNull();
    expect(await getLessonPageData(archived.slug, archived.lessons[0]!, null, "en")).toBeNull(); // not even the free preview
    expect(await getLessonPageData(archived.slug, archived.lessons[0]!, stranger.viewer, "en")).toBeNull();
  });

  it("can still be refunded to the student who bought it", async () => {
    const buyer = await viewer("refund");
    await db.payment.create({
      data: { userId: buyer.id, courseId: archived.id, providerPaymentId: `pi_state_${run}`, amountCents: 999, currency: "usd", status: "succeeded", succeededAt: new Date() },
    });
    await db.enrollment.create({ data: { userId: buyer.id, courseId: archived.id } });
    const { status, body } = await buyer.client.call(refundState, { path: `/api/refunds?courseId=${archived.slug}` });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "refundable" });
    expect((await stranger.client.call(refundState, { path: `/api/refunds?courseId=${archived.slug}` })).body).toMatchObject({ status: "none" });
    await db.payment.deleteMany({ where: { userId: buyer.id } });
  });

  it("stays open to the student enrolled before: lessons, videos, assessment, resume, dashboard and certificate", async () => {
    const page = await getLessonPageData(archived.slug, archived.lessons[1]!, enrolled.viewer, "en");
    expect(page?.lesson).toMatchObject({ accessible: true, title: "Second" });
    expect(page?.lessons.map((l) => l.accessible)).toEqual([true, true]);
    expect((await enrolled.client.call(lessonVideosApi, { params: { lessonId: archived.lessons[1]! } })).status).toBe(200);
    await expect(assessmentForSitting(enrolled.viewer, archived.assessmentId)).resolves.toMatchObject({ id: archived.assessmentId });
    await expect(assessmentForSitting(stranger.viewer, archived.assessmentId)).rejects.toMatchObject({ status: 404 });
    const back = await enrolled.client.call(resume, { params: { locale: "en", courseId: archived.slug } });
    expect(back.status).toBe(307);
    expect(back.headers.get("location")).toBe(`/course/${archived.slug}/lesson/${archived.lessons[0]}`);
    const refused = await resume(new Request("http://localhost/resume", { headers: { cookie: stranger.client.cookieHeader() } }), {
      params: Promise.resolve({ locale: "en", courseId: archived.slug }),
    });
    expect(refused.status).toBe(404);
    expect((await listDashboardEnrollments(enrolled.id)).map((e) => e.courseSlug)).toContain(archived.slug);

    await db.enrollment.update({ where: { userId_courseId: { userId: enrolled.id, courseId: archived.id } }, data: { status: "completed", completedAt: new Date(), progress: 100 } });
    await awardCourseCompletion(enrolled.id, archived.id);
    expect(await db.certificate.count({ where: { userId: enrolled.id, courseId: archived.id, revokedAt: null } })).toBe(1);
  });
});

describe("inside a published course", () => {
  it("a draft lesson is left out of the outline, the lesson count and students' pages, and shown to staff", async () => {
    const added = await createLesson(published.id, { ...text("Not yet"), estimatedMinutes: 5 }, SEED_ACTOR);
    const detail = await getCourseDetail(published.slug, "en");
    expect(detail?.lessons.map((l) => l.title)).toEqual(["First", "Second"]);
    expect(detail?.totalLessons).toBe(2);
    const student = await viewer("draft-lesson");
    await db.enrollment.create({ data: { userId: student.id, courseId: published.id } });
    expect(await getLessonPageData(published.slug, added.lessonId, student.viewer, "en")).toBeNull();
    expect((await getLessonPageData(published.slug, published.lessons[0]!, student.viewer, "en"))?.lessons).toHaveLength(2);
    const staff = await getLessonPageData(published.slug, added.lessonId, { id: teacherId, role: "instructor" }, "en");
    expect(staff?.lessons.map((l) => l.title)).toEqual(["First", "Second", "Not yet"]);
  });

  it("an upload is for staff until published, and a removed video is for nobody", async () => {
    const student = await viewer("videos");
    await db.enrollment.create({ data: { userId: student.id, courseId: published.id } });
    const lessonId = published.lessons[1]!;
    const base = { lessonId, contentType: "video/mp4", fileSize: 10n, status: "ready" as const, probedAt: new Date() };
    const upload = await db.video.create({ data: { ...base, title: "Fresh upload", storageKey: `videos/${lessonId}/${run}a.mp4` } });
    const live = await db.video.create({ data: { ...base, title: "Live lecture", storageKey: `videos/${lessonId}/${run}b.mp4`, published: true } });
    const titles = async (v: { id: string; role: "student" | "instructor" }) => (await getLessonPageData(published.slug, lessonId, v, "en"))!.videos.map((x) => x.title);
    expect(await titles(student.viewer)).toEqual(["Live lecture"]);
    expect(await titles({ id: teacherId, role: "instructor" })).toEqual(["Fresh upload", "Live lecture"]);
    const api = await student.client.call(lessonVideosApi, { params: { lessonId } });
    expect(api.body.map((v: { title: string }) => v.title)).toEqual(["Live lecture"]);

    await removeVideo(live.id);
    expect(await titles(student.viewer)).toEqual([]);
    expect(await titles({ id: teacherId, role: "instructor" })).toEqual(["Fresh upload"]);
    expect((await db.video.findUniqueOrThrow({ where: { id: live.id } })).deletedAt).toBeInstanceOf(Date);
    await db.video.deleteMany({ where: { id: { in: [upload.id, live.id] } } });
  });
});

describe("a visitor", () => {
  it("gets the published course's free preview and nothing of the others", async () => {
    expect((await getLessonPageData(published.slug, published.lessons[0]!, null, "en"))?.lesson.accessible).toBe(true);
    const anonymous = new TestClient();
    expect((await anonymous.call(lessonApi, { params: { lessonId: archived.lessons[0]! } })).status).toBe(404);
  });
});
