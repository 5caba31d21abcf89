// What the item-analysis page shows for a handful of submitted attempts: each question's responses, facility,
// discrimination, option counts and shares, and flags, in the editor's order; only the course's own assessment.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { itemAnalysisPageData } from "./item-analysis-page";

const suffix = randomBytes(4).toString("hex");
const users: string[] = [];
let courseId = "";

afterAll(async () => {
  await db.course.deleteMany({ where: { id: courseId } });
  await db.user.deleteMany({ where: { id: { in: users } } });
});

async function person(role: "student" | "instructor") {
  const row = await db.user.create({
    data: { firstName: "Gaius", lastName: "Host", email: `item-page-${role}-${randomBytes(5).toString("hex")}@example.com`, passwordHash: "x", role },
  });
  users.push(row.id);
  return row.id;
}

it("gives every question its figures from students' submitted attempts, the retired one too, and flags what it can judge", async () => {
  const course = await db.course.create({
    data: { slug: `item-page-${suffix}`, title: "Acts", description: "x", price: "10.00", difficulty: "beginner", estimatedHours: 1 },
  });
  courseId = course.id;
  const assessment = await db.assessment.create({
    data: {
      courseId,
      title: "Acts quiz",
      type: "quiz",
      timeLimit: 10,
      passingScore: 50,
      questions: {
        create: [
          { order: 1, text: "Who was stoned in Acts 7?", options: { create: ["Stephen", "Philip", "Barnabas"].map((text, i) => ({ order: i + 1, text, isCorrect: i === 0 })) } },
          { order: 2, text: "Where were disciples first called Christians?", options: { create: ["Antioch", "Jerusalem", "Rome"].map((text, i) => ({ order: i + 1, text, isCorrect: i === 0 })) } },
          { order: 3, text: "Who was Paul's first companion?", retiredAt: new Date(), options: { create: ["Barnabas", "Silas"].map((text, i) => ({ order: i + 1, text, isCorrect: i === 0 })) } },
        ],
      },
    },
    include: { questions: { orderBy: { order: "asc" }, include: { options: { orderBy: { order: "asc" } } } } },
  });
  const [stoned, antioch, companion] = assessment.questions;
  const option = (q: typeof stoned, i: number) => q!.options[i]!.id;
  const attempt = async (answers: Record<string, string>, { role = "student" as "student" | "instructor", status = "submitted" as "submitted" | "in_progress" } = {}) =>
    db.assessmentAttempt.create({
      data: { userId: await person(role), assessmentId: assessment.id, status, deadline: new Date(), answers, questionIds: [stoned!.id, antioch!.id, companion!.id] },
    });

  // Six students' answers (option index, or none): everyone but the first knows Stephen and nobody picks Barnabas
  // there; the companion question is answered right more often by those who did worse on the rest.
  const sheets: [number, number, number | null][] = [
    [1, 1, 0],
    [0, 2, null],
    [0, 1, 0],
    [0, 0, 1],
    [0, 0, 0],
    [0, 0, 0],
  ];
  for (const [a, b, c] of sheets) {
    await attempt({ [stoned!.id]: option(stoned, a), [antioch!.id]: option(antioch, b), ...(c === null ? {} : { [companion!.id]: option(companion, c) }) });
  }
  // Neither a staff try-out nor an attempt still under way counts.
  await attempt({ [stoned!.id]: option(stoned, 2) }, { role: "instructor" });
  await attempt({ [stoned!.id]: option(stoned, 2) }, { status: "in_progress" });

  const data = await itemAnalysisPageData(courseId, assessment.id);
  expect(data).toMatchObject({ course: { id: courseId, title: "Acts", language: "en" }, assessment: { id: assessment.id, title: "Acts quiz" }, attempts: 6 });
  const [first, second, third] = data!.cards;
  expect(data!.cards.map((c) => [c.number, c.questionId, c.retired])).toEqual([
    [1, stoned!.id, false],
    [2, antioch!.id, false],
    [3, companion!.id, true],
  ]);

  expect(first).toMatchObject({ responses: 6, facility: 83.3, tooFew: false, unanswered: { count: 0, percent: 0 } });
  expect(first!.options.map((o) => [o.text, o.isCorrect, o.count, o.percent, o.unpicked])).toEqual([
    ["Stephen", true, 5, 83.3, false],
    ["Philip", false, 1, 16.7, false],
    ["Barnabas", false, 0, 0, true],
  ]);
  expect(first!.flags).toEqual(["distractor-unpicked"]);

  expect(first!.discrimination).toBeGreaterThan(0);

  expect(second).toMatchObject({ responses: 6, facility: 50, flags: [] });
  expect(second!.discrimination).toBeCloseTo(33.3, 1);
  expect(second!.options.map((o) => o.count)).toEqual([3, 2, 1]);

  // Those who did better elsewhere missed it: the key may be wrong.
  expect(third).toMatchObject({ responses: 6, facility: 66.7, unanswered: { count: 1, percent: 16.7 }, flags: ["strong-students-miss"] });
  expect(third!.discrimination).toBeLessThan(0);
  expect(third!.options.map((o) => [o.text, o.count])).toEqual([
    ["Barnabas", 4],
    ["Silas", 1],
  ]);
});

it("answers nothing for an assessment of another course", async () => {
  const other = await db.assessment.findFirstOrThrow({ where: { courseId: { not: courseId } }, select: { id: true } });
  expect(await itemAnalysisPageData(courseId, other.id)).toBeNull();
  expect(await itemAnalysisPageData(courseId, "no-such-assessment")).toBeNull();
});
