import { GET } from "@/app/api/stats/route";
import { db, sql } from "@/lib/db";
import { TestClient, uniqueEmail } from "@/test/http";
import { computeStats } from "./queries";
import { statsThresholds } from "./thresholds";

/** A student who completed `slug` (a graduate), or is still studying it. */
async function studentWith(slug: string, status: "active" | "completed" | "refunded") {
  const course = await db.course.findUniqueOrThrow({ where: { slug } });
  const user = await db.user.create({
    data: { firstName: "Lois", lastName: "Lystra", email: uniqueEmail("stats"), passwordHash: "not-used-here" },
  });
  await db.enrollment.create({ data: { userId: user.id, courseId: course.id, status, completedAt: status === "completed" ? new Date() : null } });
}

describe("school statistics", () => {
  it("counts the catalogue: courses, lessons, languages, hours of study and Bible books", async () => {
    const stats = await computeStats({ minGraduates: 1_000_000, minEnrollmentsForCompletion: 1_000_000 });
    const [expected] = await sql<{ courses: number; lessons: number; languages: number; hours: number; books: number }>`
      SELECT (SELECT count(*)::int FROM courses WHERE state = 'published') AS courses,
             (SELECT count(*)::int FROM lessons l JOIN courses c ON c.id = l."courseId" WHERE c.state = 'published' AND l.state = 'published') AS lessons,
             (SELECT count(*)::int FROM languages WHERE "isActive") AS languages,
             (SELECT round(sum("estimatedHours"))::int FROM courses WHERE state = 'published') AS hours,
             (SELECT count(*)::int FROM courses WHERE state = 'published' AND testament IS NOT NULL) AS books`;
    expect(stats).toMatchObject({
      coursesCount: expected!.courses,
      lessonsCount: expected!.lessons,
      languagesCount: 12,
      studyHours: expected!.hours,
      bibleBooksCount: expected!.books,
    });
    expect(stats.studyHours).toBeGreaterThan(0);
    expect(stats.shown).toEqual(["coursesCount", "lessonsCount", "languagesCount", "studyHours", "bibleBooksCount"]);
  });

  it("shows graduates and the completion rate only once their counts reach the thresholds", async () => {
    const before = await computeStats({ minGraduates: 1, minEnrollmentsForCompletion: 1 });
    const thresholds = { minGraduates: before.graduatesCount + 2, minEnrollmentsForCompletion: before.enrollmentsCount + 3 };

    await studentWith("ruth", "completed");
    await studentWith("jonah", "active");
    await studentWith("esther", "refunded"); // not counted anywhere
    const below = await computeStats(thresholds);
    expect(below.graduatesCount).toBe(thresholds.minGraduates - 1);
    expect(below.enrollmentsCount).toBe(thresholds.minEnrollmentsForCompletion - 1);
    expect(below.shown).not.toContain("graduatesCount");
    expect(below.shown).not.toContain("completionRate");

    await studentWith("ruth", "completed");
    const above = await computeStats(thresholds);
    expect(above.graduatesCount).toBe(thresholds.minGraduates);
    expect(above.enrollmentsCount).toBe(thresholds.minEnrollmentsForCompletion);
    expect(above.shown.slice(-2)).toEqual(["graduatesCount", "completionRate"]);
    const [rate] = await sql<{ rate: number }>`
      SELECT round(100.0 * count(*) FILTER (WHERE status = 'completed') / count(*))::int AS rate FROM enrollments WHERE status <> 'refunded'`;
    expect(above.completionRate).toBe(rate!.rate);
  });

  it("takes its thresholds from the environment, 100 graduates and 200 enrollments by default", () => {
    expect(statsThresholds()).toEqual({ minGraduates: 100, minEnrollmentsForCompletion: 200 });
  });

  it("GET /api/stats keeps the SPEC's fields and says which figures are shown", async () => {
    const { status, body } = await new TestClient().call(GET, { method: "GET" });
    expect(status).toBe(200);
    expect(body).toEqual({
      bibleBooksCount: expect.any(Number),
      coursesCount: expect.any(Number),
      lessonsCount: expect.any(Number),
      graduatesCount: expect.any(Number),
      completionRate: expect.any(Number),
      languagesCount: 12,
      studyHours: expect.any(Number),
      enrollmentsCount: expect.any(Number),
      shown: expect.arrayContaining(["coursesCount", "lessonsCount", "languagesCount", "studyHours", "bibleBooksCount"]),
    });
    // The default thresholds (100 graduates, 200 enrollments) decide, whatever other tests have added.
    expect(body.shown.includes("graduatesCount")).toBe(body.graduatesCount >= 100);
    expect(body.shown.includes("completionRate")).toBe(body.enrollmentsCount >= 200);
  });
});
