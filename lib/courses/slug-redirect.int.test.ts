import { randomBytes } from "node:crypto";
import CoursePage from "@/app/[locale]/(catalogue)/course/[courseId]/(overview)/page";
import { GET as resume } from "@/app/[locale]/(catalogue)/course/[courseId]/resume/route";
import { db } from "@/lib/db";
import { SEED_ACTOR } from "@/lib/studio/actor";
import { createCourse, updateCourse } from "@/lib/studio/course-save";
import { createLesson } from "@/lib/studio/lesson-save";
import { TestClient } from "@/test/http";
import { setTestRequest } from "@/test/next-headers";
import { currentSlugFor, redirectIfMoved } from "./slug-redirect";

// A course whose address changed keeps its old ones: the course page, its lesson pages and the resume link
// answer 308 to the same page under the current slug, in the same language. The pages are called as Next calls
// them; their translations need Next's react-server environment, so next-intl's server functions are stand-ins.
jest.mock("next-intl/server", () => ({
  setRequestLocale: jest.fn(),
  getTranslations: jest.fn(async () => (key: string) => key),
}));

const run = randomBytes(4).toString("hex");
const slug = (name: string) => `${name}-${run}`;
const courseIds: string[] = [];

afterAll(() => db.course.deleteMany({ where: { id: { in: courseIds } } }));

const fields = (overrides: Record<string, unknown>) => ({
  title: "Acts of the Apostles, Again",
  description: "A course made by the slug redirect tests.",
  testament: "New",
  difficulty: "intermediate",
  price: "19.99",
  state: "published",
  ...overrides,
});

async function newCourse(name: string, state = "published") {
  const saved = await createCourse(fields({ slug: slug(name), state }), SEED_ACTOR);
  courseIds.push(saved.id);
  return saved.id;
}

const rename = (courseId: string, name: string, state = "published") => updateCourse(courseId, fields({ slug: slug(name), state }), SEED_ACTOR);

/** What a page threw: Next's redirect carries "NEXT_REDIRECT;replace;{url};{status};" in its digest. */
const thrown = (promise: Promise<unknown>) => promise.then(() => null, (error: { digest?: string }) => error.digest ?? String(error));

describe("old slugs", () => {
  let courseId: string;
  let lessonId: string;

  beforeAll(async () => {
    courseId = await newCourse("acts-old");
    lessonId = (await createLesson(courseId, { title: "Pentecost", html: "<p>Read Acts 2.</p>", estimatedMinutes: 5 }, SEED_ACTOR, { publish: true })).lessonId;
    await rename(courseId, "acts-middle");
    await rename(courseId, "acts-new");
    setTestRequest({});
  });

  it("lead to the current slug, however many renames ago", async () => {
    expect(await currentSlugFor(slug("acts-old"))).toBe(slug("acts-new"));
    expect(await currentSlugFor(slug("acts-middle"))).toBe(slug("acts-new"));
    expect(await currentSlugFor(slug("acts-new"))).toBeNull();
    expect(await currentSlugFor("never-a-course")).toBeNull();
    expect((await db.courseSlugRedirect.findMany({ where: { courseId }, orderBy: { oldSlug: "asc" } })).map((r) => r.oldSlug)).toEqual([slug("acts-middle"), slug("acts-old")]);
  });

  it("answer 308 on the course page and the lesson pages, keeping the language, the lesson and the start time", async () => {
    const course = (locale: string, key: string) => thrown(CoursePage({ params: Promise.resolve({ locale, courseId: key }) } as never));
    expect(await course("ar", slug("acts-old"))).toBe(`NEXT_REDIRECT;replace;/ar/course/${slug("acts-new")};308;`);
    expect(await course("en", slug("acts-middle"))).toBe(`NEXT_REDIRECT;replace;/course/${slug("acts-new")};308;`);
    expect(await course("en", `unknown-${run}`)).toBe("NEXT_HTTP_ERROR_FALLBACK;404");

    // What the lesson page does when it finds no lesson under the course key (the page itself loads the
    // upload card's browser modules, which this Node test cannot).
    const lesson = (locale: "es" | "en", key: string, query = "") => thrown(redirectIfMoved(locale, key, (current) => `/course/${current}/lesson/${lessonId}${query}`));
    expect(await lesson("es", slug("acts-old"), "?t=42")).toBe(`NEXT_REDIRECT;replace;/es/course/${slug("acts-new")}/lesson/${lessonId}?t=42;308;`);
    expect(await lesson("en", slug("acts-middle"))).toBe(`NEXT_REDIRECT;replace;/course/${slug("acts-new")}/lesson/${lessonId};308;`);
    expect(await lesson("en", `unknown-${run}`)).toBeNull();

    const back = await new TestClient().call(resume, { params: { locale: "fr", courseId: slug("acts-old") } });
    expect(back.status).toBe(308);
    expect(back.headers.get("location")).toBe(`/fr/course/${slug("acts-new")}/resume`);
  });

  it("can be taken back: by another course, or by the course itself", async () => {
    const other = await newCourse("acts-middle");
    expect(await db.courseSlugRedirect.findUnique({ where: { oldSlug: slug("acts-middle") } })).toBeNull();
    expect(await currentSlugFor(slug("acts-middle"))).toBeNull();
    await rename(other, "acts-other");

    await rename(courseId, "acts-old");
    expect(await currentSlugFor(slug("acts-old"))).toBeNull();
    expect(await currentSlugFor(slug("acts-new"))).toBe(slug("acts-old"));
  });

  it("of a draft lead nowhere: the draft is its staff's alone", async () => {
    const draft = await newCourse("draft-before", "draft");
    await rename(draft, "draft-after", "draft");
    expect(await currentSlugFor(slug("draft-before"))).toBeNull();
  });
});
