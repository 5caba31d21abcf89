import { randomUUID } from "node:crypto";
import { GET as getCourse } from "@/app/api/courses/[courseId]/route";
import { db } from "@/lib/db";
import { getCourseDetail } from "./queries";

// The course page's further reading and "Taught by", read from the database (JSONB written by the seed or an
// editor, CourseInstructor rows). The integration run's unstable_cache is a pass-through (test/next-cache.ts).
const unique = randomUUID().slice(0, 8);
const slug = `further-reading-${unique}`;
const heschel = { author: "Abraham J. Heschel", title: "The Prophets", publisher: "Harper & Row", year: 1962 };
let courseId = "";
const userIds: string[] = [];

async function user(firstName: string, lastName: string, role: "student" | "instructor" | "admin", deleted = false) {
  const row = await db.user.create({
    data: { firstName, lastName, role, email: `${firstName.toLowerCase()}-${unique}@example.com`, passwordHash: "x", deletedAt: deleted ? new Date() : null },
  });
  userIds.push(row.id);
  await db.courseInstructor.create({ data: { courseId, userId: row.id } });
}

beforeAll(async () => {
  const course = await db.course.create({
    data: {
      slug,
      title: "Further reading test",
      description: "A course made by the further-reading tests.",
      price: "19.99",
      difficulty: "beginner",
      estimatedHours: "1.5",
      state: "published",
      sortOrder: 9999,
      // Two good entries around malformed ones: none of these may break the page.
      furtherReading: [heschel, { title: "No author" }, "a string", null, { author: "A", title: "B", year: "1962" }, { author: "Mary Douglas", title: "Purity and Danger" }],
    },
  });
  courseId = course.id;
  await user("Zoe", "Teacher", "instructor");
  await user("Adam", "Admin", "admin");
  await user("Former", "Instructor", "student"); // demoted: no longer teaches
  await user("Deleted", "Person", "instructor", true);
});

afterAll(async () => {
  await db.course.delete({ where: { id: courseId } });
  await db.user.deleteMany({ where: { id: { in: userIds } } });
});

it("reads a course's further reading, skipping malformed entries instead of failing", async () => {
  const course = await getCourseDetail(slug, "en");
  expect(course?.furtherReading).toEqual([
    { ...heschel, language: "en" },
    { author: "Mary Douglas", title: "Purity and Danger", language: "en" },
  ]);
});

it("names the course's current instructors, by last name, never a demoted or deleted account", async () => {
  const course = await getCourseDetail(slug, "ar");
  expect(course?.teachers.map((teacher) => teacher.name)).toEqual(["Adam Admin", "Zoe Teacher"]);
});

it("GET /api/courses/:id answers 200 with the well-formed entries", async () => {
  const response = await getCourse(new Request(`http://test/api/courses/${slug}`), { params: Promise.resolve({ courseId: slug }) });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.furtherReading.map((entry: { title: string }) => entry.title)).toEqual(["The Prophets", "Purity and Danger"]);
});

it("the seeded Genesis course cites its commentaries and, with the demo accounts, its instructor", async () => {
  const genesis = await getCourseDetail("genesis", "es");
  expect(genesis?.furtherReading.length).toBeGreaterThanOrEqual(4);
  expect(genesis?.furtherReading).toContainEqual(expect.objectContaining({ author: "Gordon J. Wenham", publisher: "Word Books", year: 1987 }));
  // The demo faculty is fictional: a sample profile.
  expect(genesis?.teachers.map(({ name, sample }) => ({ name, sample }))).toEqual([{ name: "Daniel Mensah", sample: true }]);
});
