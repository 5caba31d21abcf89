// Starting an attempt on two app servers at once (two clicks on Start, or two tabs): one open attempt.
// The start takes a PostgreSQL advisory lock per student and assessment, which every server shares.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { startOrResume } from "./attempts";

const created: string[] = [];
afterAll(() => db.user.deleteMany({ where: { id: { in: created } } }));

async function enrolledStudent(slug: string) {
  const user = await db.user.create({
    data: { firstName: "Eunice", lastName: "Lystra", email: `start-race-${randomBytes(6).toString("hex")}@example.com`, passwordHash: "x" },
  });
  created.push(user.id);
  const course = await db.course.findUniqueOrThrow({ where: { slug } });
  await db.enrollment.create({ data: { userId: user.id, courseId: course.id } });
  const assessment = await db.assessment.findFirstOrThrow({ where: { courseId: course.id }, orderBy: { order: "asc" } });
  return { user: { id: user.id, role: user.role }, assessment };
}

const attemptsOf = (userId: string) => db.assessmentAttempt.findMany({ where: { userId }, orderBy: { startedAt: "asc" } });

describe("startOrResume", () => {
  it("two starts at once open one attempt, and both get it", async () => {
    const { user, assessment } = await enrolledStudent("jude");
    const [a, b] = await Promise.all([startOrResume(user, assessment.id), startOrResume(user, assessment.id)]);
    expect(a.view.id).toBe(b.view.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect((await attemptsOf(user.id)).map((r) => r.status)).toEqual(["in_progress"]);
  });

  it("two starts at once after the last attempt's time ran out: it is graded once, and one new attempt opens", async () => {
    const { user, assessment } = await enrolledStudent("philemon");
    const expired = await db.assessmentAttempt.create({
      data: { userId: user.id, assessmentId: assessment.id, startedAt: new Date(Date.now() - 3_600_000), deadline: new Date(Date.now() - 600_000) },
    });
    const [a, b] = await Promise.all([startOrResume(user, assessment.id), startOrResume(user, assessment.id)]);
    expect(a.view.id).toBe(b.view.id);
    expect(a.view.id).not.toBe(expired.id);
    const rows = await attemptsOf(user.id);
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [expired.id, "submitted"],
      [a.view.id, "in_progress"],
    ]);
    expect(rows[0]).toMatchObject({ score: 0, passed: false });
  });
});
