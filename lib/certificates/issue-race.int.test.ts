// Issuing on two app servers at once (two progress saves completing the course together): one certificate.
// The certificate's scopeKey is unique, and the insert is INSERT … ON CONFLICT DO NOTHING.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { issueCourseCertificate } from "./issue";

const created: string[] = [];
afterAll(() => db.user.deleteMany({ where: { id: { in: created } } }));

it("two concurrent issues for one user and course give one certificate, the same to both", async () => {
  const user = await db.user.create({
    data: { firstName: "Priscilla", lastName: "Corinth", email: `issue-race-${randomBytes(6).toString("hex")}@example.com`, passwordHash: "x" },
  });
  created.push(user.id);
  const course = await db.course.findUniqueOrThrow({ where: { slug: "titus" } });
  await db.enrollment.create({ data: { userId: user.id, courseId: course.id, status: "completed", completedAt: new Date() } });
  const [a, b] = await Promise.all([issueCourseCertificate(user.id, course.id), issueCourseCertificate(user.id, course.id)]);
  expect(a).not.toBeNull();
  expect(a!.id).toBe(b!.id);
  expect(await db.certificate.count({ where: { userId: user.id, courseId: course.id } })).toBe(1);
});
