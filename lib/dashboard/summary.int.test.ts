import { db } from "@/lib/db";
import { uniqueEmail } from "@/test/http";
import { getDashboardSummary } from "./summary";

async function newStudent() {
  return db.user.create({
    data: { firstName: "Phoebe", lastName: "Cenchreae", email: uniqueEmail("dash"), passwordHash: "not-used-here" },
  });
}

const course = (slug: string) =>
  db.course.findUniqueOrThrow({ where: { slug }, include: { assessments: { orderBy: { order: "asc" } } } });

async function enrol(userId: string, slug: string, data: { status?: "active" | "completed" | "refunded"; progress?: number; daysAgo?: number } = {}) {
  const c = await course(slug);
  await db.enrollment.create({
    data: {
      userId,
      courseId: c.id,
      status: data.status ?? "active",
      progress: data.progress ?? 0,
      startedAt: new Date(Date.now() - (data.daysAgo ?? 1) * 86_400_000),
      completedAt: data.status === "completed" ? new Date() : null,
    },
  });
  return c;
}

describe("getDashboardSummary", () => {
  it("is empty and zero for a student without enrollments", async () => {
    const student = await newStudent();
    expect(await getDashboardSummary(student.id)).toEqual({
      enrollments: [],
      completedCourses: 0,
      overallProgress: 0,
      upcomingAssessments: [],
      recentCertificates: [],
    });
  });

  it("averages active courses, lists their tests one per course first, and translates titles", async () => {
    const student = await newStudent();
    await enrol(student.id, "leviticus", { progress: 40, daysAgo: 5 });
    await enrol(student.id, "john", { progress: 25, daysAgo: 3 });
    await enrol(student.id, "acts", { progress: 0, daysAgo: 1 });
    await enrol(student.id, "numbers", { status: "refunded", progress: 90, daysAgo: 9 });

    const summary = await getDashboardSummary(student.id);
    expect(summary.completedCourses).toBe(0);
    expect(summary.overallProgress).toBe(22); // (40 + 25 + 0) / 3, the refunded course left out
    expect(summary.enrollments.map((e) => [e.courseSlug, e.courseTitle, e.progress])).toEqual([
      ["acts", "Acts", 0],
      ["john", "John", 25],
      ["leviticus", "Leviticus", 40],
    ]);
    // Most advanced course first, each course's first test before any second one.
    const firstTests = await Promise.all(["leviticus", "john", "acts"].map(async (slug) => (await course(slug)).assessments[0]!.id));
    expect(summary.upcomingAssessments.map((a) => a.id)).toEqual(firstTests);
    expect(summary.upcomingAssessments[0]).toMatchObject({ courseSlug: "leviticus", courseTitle: "Leviticus", type: expect.stringMatching(/quiz|midterm|final/) });

    const spanish = await getDashboardSummary(student.id, "es");
    expect(spanish.enrollments.find((e) => e.courseSlug === "leviticus")?.courseTitle).toBe("Levítico");
  });

  it("counts completed courses as done, drops their tests and passed ones, and lists certificates newest first", async () => {
    const student = await newStudent();
    const genesis = await enrol(student.id, "genesis", { status: "completed", progress: 100, daysAgo: 40 });
    const exodus = await enrol(student.id, "exodus", { status: "completed", progress: 100, daysAgo: 30 });
    const matthew = await enrol(student.id, "matthew", { progress: 50, daysAgo: 2 });
    const firstMatthewTest = matthew.assessments[0]!;
    await db.assessmentAttempt.create({
      data: { userId: student.id, assessmentId: firstMatthewTest.id, status: "submitted", deadline: new Date(), score: 90, passed: true },
    });
    for (const [c, daysAgo] of [[genesis, 10], [exodus, 3]] as const) {
      await db.certificate.create({
        data: {
          userId: student.id,
          courseId: c.id,
          type: "course_completion",
          title: `${c.title} – Course Completion`,
          serial: `TEST-${c.slug}-${student.id}`,
          scopeKey: `${student.id}:${c.id}`,
          issuedAt: new Date(Date.now() - daysAgo * 86_400_000),
        },
      });
    }

    const summary = await getDashboardSummary(student.id);
    expect(summary.completedCourses).toBe(2);
    expect(summary.overallProgress).toBe(83); // (100 + 100 + 50) / 3
    expect(summary.upcomingAssessments.map((a) => a.id)).toEqual(matthew.assessments.slice(1).map((a) => a.id));
    expect(summary.recentCertificates).toEqual([
      { id: expect.any(String), title: "Exodus – Course Completion", issuedAt: expect.any(String) },
      { id: expect.any(String), title: "Genesis – Course Completion", issuedAt: expect.any(String) },
    ]);
  });

  it("shows at most three tests and three certificates", async () => {
    const student = await newStudent();
    for (const slug of ["genesis", "matthew", "mark", "luke"]) await enrol(student.id, slug, { progress: 10 });
    const courses = await db.course.findMany({ where: { slug: { in: ["ruth", "esther", "jonah", "micah"] } } });
    for (const [i, c] of courses.entries()) {
      await db.certificate.create({
        data: {
          userId: student.id, courseId: c.id, type: "course_completion", title: c.title,
          serial: `TEST-${c.slug}-${student.id}`, scopeKey: `${student.id}:${c.id}`, issuedAt: new Date(Date.now() - i * 1000),
        },
      });
    }
    const summary = await getDashboardSummary(student.id);
    expect(summary.upcomingAssessments).toHaveLength(3);
    expect(new Set(summary.upcomingAssessments.map((a) => a.courseId)).size).toBe(3);
    expect(summary.recentCertificates).toHaveLength(3);
  });
});
