// Item statistics read from the database: submitted attempts of students count; staff try-outs and attempts
// still in progress do not.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { assessmentItemStatistics } from "./item-analysis-query";

const suffix = randomBytes(4).toString("hex");
let courseId = "";
const users: string[] = [];
afterAll(async () => {
  await db.course.deleteMany({ where: { id: courseId } });
  await db.user.deleteMany({ where: { id: { in: users } } });
});

async function user(role: "student" | "instructor") {
  const row = await db.user.create({
    data: { firstName: "Lydia", lastName: "Thyatira", email: `items-${role}-${randomBytes(5).toString("hex")}@example.com`, passwordHash: "x", role },
  });
  users.push(row.id);
  return row.id;
}

it("counts the options students chose in submitted attempts only", async () => {
  const course = await db.course.create({
    data: { slug: `item-analysis-${suffix}`, title: "Item analysis", description: "x", price: "10.00", difficulty: "beginner", estimatedHours: 1 },
  });
  courseId = course.id;
  const assessment = await db.assessment.create({
    data: {
      courseId,
      title: "Quiz",
      type: "quiz",
      timeLimit: 10,
      passingScore: 50,
      questions: {
        create: [1, 2].map((order) => ({
          order,
          text: `Question ${order}`,
          options: { create: [1, 2, 3].map((o) => ({ order: o, text: `Option ${o}`, isCorrect: o === 1 })) },
        })),
      },
    },
    include: { questions: { orderBy: { order: "asc" }, include: { options: { orderBy: { order: "asc" } } } } },
  });
  const [q1, q2] = assessment.questions;
  const attempt = async (userId: string, status: "submitted" | "in_progress", answers: Record<string, string>) =>
    db.assessmentAttempt.create({ data: { userId, assessmentId: assessment.id, status, deadline: new Date(), answers, questionIds: [q1!.id, q2!.id] } });

  await attempt(await user("student"), "submitted", { [q1!.id]: q1!.options[0]!.id, [q2!.id]: q2!.options[1]!.id });
  await attempt(await user("student"), "submitted", { [q1!.id]: q1!.options[2]!.id });
  await attempt(await user("student"), "in_progress", { [q1!.id]: q1!.options[1]!.id });
  await attempt(await user("instructor"), "submitted", { [q1!.id]: q1!.options[1]!.id });

  const { attempts, items } = await assessmentItemStatistics(assessment.id);
  expect(attempts).toBe(2);
  expect(items.map((item) => item.questionId)).toEqual([q1!.id, q2!.id]);
  expect(items[0]).toMatchObject({ responses: 2, facility: 50, unanswered: 0 });
  expect(items[0]!.chosen).toEqual({ [q1!.options[0]!.id]: 1, [q1!.options[1]!.id]: 0, [q1!.options[2]!.id]: 1 });
  expect(items[1]).toMatchObject({ responses: 2, facility: 0, unanswered: 1 });
});
