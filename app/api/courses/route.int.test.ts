import { GET as listCourses } from "./route";
import { GET as getCourse } from "./[courseId]/route";
import { GET as getLessons } from "./[courseId]/lessons/route";
import { GET as getAssessments } from "./[courseId]/assessments/route";

const none = { params: Promise.resolve({}) };
const course = (courseId: string) => ({ params: Promise.resolve({ courseId }) });
const get = (path: string) => new Request(`http://test${path}`);

it("GET /api/courses lists the 76 published courses with the SPEC's fields", async () => {
  const response = await listCourses(get("/api/courses"), none);
  expect(response.status).toBe(200);
  const courses = await response.json();
  expect(courses).toHaveLength(76);
  const genesis = courses.find((c: { slug: string }) => c.slug === "genesis");
  expect(genesis).toMatchObject({
    title: "Genesis",
    testament: "Old",
    category: null,
    defaultLanguage: "en",
    difficulty: expect.any(String),
    totalLessons: expect.any(Number),
    estimatedHours: expect.any(Number),
  });
  expect(genesis.price).toMatch(/^\d+\.\d{2}$/);
  expect(typeof genesis.id).toBe("string");
  expect(typeof genesis.description).toBe("string");
});

it("GET /api/courses filters by testament and category", async () => {
  const old = await (await listCourses(get("/api/courses?testament=Old"), none)).json();
  const nt = await (await listCourses(get("/api/courses?testament=New"), none)).json();
  const pastoral = await (await listCourses(get("/api/courses?category=pastoral"), none)).json();
  const leadership = await (await listCourses(get("/api/courses?category=leadership"), none)).json();
  expect(old).toHaveLength(39);
  expect(nt).toHaveLength(27);
  expect(old.every((c: { testament: string }) => c.testament === "Old")).toBe(true);
  expect(pastoral.length).toBeGreaterThan(0);
  expect(pastoral.every((c: { category: string }) => c.category === "pastoral")).toBe(true);
  expect(leadership.every((c: { category: string }) => c.category === "leadership")).toBe(true);
});

it("GET /api/courses answers 400 for an unknown testament", async () => {
  const response = await listCourses(get("/api/courses?testament=Apocrypha"), none);
  expect(response.status).toBe(400);
});

it("GET /api/courses?language=es gives the Spanish title with the translation", async () => {
  const courses = await (await listCourses(get("/api/courses?testament=Old&language=es"), none)).json();
  const genesis = courses.find((c: { slug: string }) => c.slug === "genesis");
  expect(genesis.title).toBe("Génesis");
  expect(genesis.translation).toMatchObject({ title: "Génesis" });
});

it("GET /api/courses/:id answers the course by id or slug, without lessons, and 404 for an unknown one", async () => {
  const bySlug = await getCourse(get("/api/courses/genesis"), course("genesis"));
  expect(bySlug.status).toBe(200);
  const genesis = await bySlug.json();
  expect(genesis.slug).toBe("genesis");
  expect(genesis).not.toHaveProperty("lessons");
  const byId = await (await getCourse(get(`/api/courses/${genesis.id}`), course(genesis.id))).json();
  expect(byId.id).toBe(genesis.id);
  const missing = await getCourse(get("/api/courses/no-such-course"), course("no-such-course"));
  expect(missing.status).toBe(404);
});

it("GET /api/courses/:id/lessons lists the lessons in order and never their content", async () => {
  const response = await getLessons(get("/api/courses/genesis/lessons"), course("genesis"));
  expect(response.status).toBe(200);
  const lessons = await response.json();
  expect(lessons.length).toBeGreaterThan(3);
  expect(lessons.map((l: { order: number }) => l.order)).toEqual([...lessons.map((l: { order: number }) => l.order)].sort((a, b) => a - b));
  for (const lesson of lessons) {
    expect(Object.keys(lesson).sort()).toEqual(["estimatedMinutes", "id", "isFreePreview", "order", "title", "updatedAt"]);
  }
  expect((await getLessons(get("/api/courses/nope/lessons"), course("nope"))).status).toBe(404);
});

it("GET /api/courses/:id/assessments gives counts and limits, never questions or answers", async () => {
  const response = await getAssessments(get("/api/courses/genesis/assessments"), course("genesis"));
  const assessments = await response.json();
  expect(assessments.length).toBeGreaterThan(0);
  for (const a of assessments) {
    expect(Object.keys(a).sort()).toEqual(["id", "passingScore", "timeLimit", "title", "totalQuestions", "type"]);
    expect(a.totalQuestions).toBeGreaterThan(0);
  }
  const text = JSON.stringify(assessments);
  expect(text).not.toMatch(/isCorrect|options|questions"/);
});
