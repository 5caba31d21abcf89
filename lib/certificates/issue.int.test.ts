import { db } from "@/lib/db";
import { enrol, newStudent } from "@/test/helpers/lessons";
import { recomputeEnrollment } from "@/lib/progress/enrollment";
import { awardCourseCompletion, diplomaProgress, issueCourseCertificate, issueDiplomaIfEligible } from "./issue";
import { courseScopeKey, diplomaScopeKey } from "./scope";

const certificatesOf = (userId: string) => db.certificate.findMany({ where: { userId }, orderBy: { issuedAt: "asc" } });

describe("issueCourseCertificate", () => {
  it("issues nothing while the enrollment is active, or without one", async () => {
    const student = await newStudent("cert-active");
    const course = await enrol(student.id, "ruth");
    expect(await issueCourseCertificate(student.id, course.id)).toBeNull();
    const other = await db.course.findUniqueOrThrow({ where: { slug: "esther" } });
    expect(await issueCourseCertificate(student.id, other.id)).toBeNull();
    expect(await certificatesOf(student.id)).toEqual([]);
  });

  it("issues one certificate for a completed course even when many calls race", async () => {
    const student = await newStudent("cert-race");
    const course = await enrol(student.id, "ruth", "completed");
    const results = await Promise.all(Array.from({ length: 8 }, () => issueCourseCertificate(student.id, course.id)));
    const ids = new Set(results.map((r) => r?.id));
    expect(ids.size).toBe(1);
    const rows = await certificatesOf(student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: "course_completion",
      courseId: course.id,
      title: "Ruth – Course Completion",
      scopeKey: courseScopeKey(student.id, course.id),
      pdfKey: null,
    });
    expect(rows[0]!.serial).toMatch(/^BSA-[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    // Asked again later: the same certificate, not a second one.
    expect((await issueCourseCertificate(student.id, course.id))!.id).toBe(rows[0]!.id);
  });

  it("is issued when recomputing progress completes the course", async () => {
    const student = await newStudent("cert-recompute");
    const course = await enrol(student.id, "jude");
    const lessons = await db.lesson.findMany({ where: { courseId: course.id } });
    await db.lessonProgress.createMany({ data: lessons.map((l) => ({ userId: student.id, lessonId: l.id, completedAt: new Date() })) });
    // Every lesson done is not enough: the course completes once its assessments are passed too.
    expect((await recomputeEnrollment(student.id, course.id))?.status).toBe("active");
    expect(await certificatesOf(student.id)).toEqual([]);
    const assessments = await db.assessment.findMany({ where: { courseId: course.id } });
    await db.assessmentAttempt.createMany({
      data: assessments.map((a) => ({
        userId: student.id,
        assessmentId: a.id,
        status: "submitted" as const,
        deadline: new Date(),
        submittedAt: new Date(),
        score: 100,
        passed: true,
      })),
    });
    const [a, b] = await Promise.all([recomputeEnrollment(student.id, course.id), recomputeEnrollment(student.id, course.id)]);
    expect(a?.status).toBe("completed");
    expect(b?.status).toBe("completed");
    const rows = await certificatesOf(student.id);
    expect(rows.map((r) => r.title)).toEqual(["Jude – Course Completion"]);
  });

  it("does not treat the demo student's seeded Genesis certificate as missing", async () => {
    const demo = await db.user.findUniqueOrThrow({ where: { email: "student@example.com" } });
    const genesis = await db.course.findUniqueOrThrow({ where: { slug: "genesis" } });
    const seeded = await db.certificate.findUniqueOrThrow({ where: { scopeKey: courseScopeKey(demo.id, genesis.id) } });
    expect((await issueCourseCertificate(demo.id, genesis.id))!.id).toBe(seeded.id);
    expect(await db.certificate.count({ where: { userId: demo.id, courseId: genesis.id } })).toBe(1);
  });
});

describe("diploma", () => {
  async function studentWithCompleted(label: string, bibleBooks: number) {
    const student = await newStudent(label);
    const bible = await db.course.findMany({ where: { testament: { not: null } }, orderBy: { sortOrder: "asc" }, select: { id: true } });
    const ministry = await db.course.findMany({ where: { testament: null }, select: { id: true } });
    // Every ministry course too: they never count towards the diploma.
    const completed = [...bible.slice(0, bibleBooks), ...ministry];
    await db.enrollment.createMany({ data: completed.map((c) => ({ userId: student.id, courseId: c.id, status: "completed" as const })) });
    return { student, bible };
  }

  it("needs all 66 Old and New Testament courses; ministry courses and refunds do not count", async () => {
    const { student, bible } = await studentWithCompleted("diploma-65", 65);
    expect(bible).toHaveLength(66);
    expect(await diplomaProgress(student.id)).toEqual({ completed: 65, required: 66 });
    expect(await issueDiplomaIfEligible(student.id)).toBeNull();

    // The 66th book refunded is not completed.
    await db.enrollment.create({ data: { userId: student.id, courseId: bible[65]!.id, status: "refunded" } });
    await awardCourseCompletion(student.id, bible[65]!.id);
    expect(await db.certificate.count({ where: { userId: student.id, type: "diploma" } })).toBe(0);
  });

  it("is issued once, with the 66th course certificate, even when calls race", async () => {
    const { student, bible } = await studentWithCompleted("diploma-66", 65);
    const last = bible[65]!.id;
    await db.enrollment.create({ data: { userId: student.id, courseId: last, status: "completed" } });
    await Promise.all([awardCourseCompletion(student.id, last), awardCourseCompletion(student.id, last), issueDiplomaIfEligible(student.id)]);
    const diplomas = await db.certificate.findMany({ where: { userId: student.id, type: "diploma" } });
    expect(diplomas).toHaveLength(1);
    expect(diplomas[0]).toMatchObject({ courseId: null, title: "Diploma in Biblical Studies", scopeKey: diplomaScopeKey(student.id) });
    expect(await db.certificate.count({ where: { userId: student.id, courseId: last } })).toBe(1);
    expect((await issueDiplomaIfEligible(student.id))!.id).toBe(diplomas[0]!.id);
  });
});
