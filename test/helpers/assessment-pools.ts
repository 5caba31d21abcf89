// A course of its own for the question-pool tests: five lessons and one assessment whose pool holds three
// times the questions an attempt draws (the pool rule), each question taught by a lesson. Its own rows, so changing them touches
// no seeded course other tests read.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

export async function poolCourse({ pool = 15, perAttempt = 5 as number | null, maxAttempts = 3 } = {}) {
  const slug = `pool-${randomBytes(5).toString("hex")}`;
  const course = await db.course.create({
    data: {
      slug,
      title: "Pools of Siloam",
      description: "A course made by the tests.",
      price: "19.99",
      difficulty: "beginner",
      estimatedHours: 1,
      state: "published",
      lessons: {
        create: Array.from({ length: 5 }, (_, i) => ({ order: i + 1, title: `Lesson ${i + 1} of ${slug}`, content: "<p>Read.</p>", estimatedMinutes: 5, state: "published" as const })),
      },
    },
    include: { lessons: { orderBy: { order: "asc" } } },
  });
  const assessment = await db.assessment.create({
    data: {
      courseId: course.id,
      title: "Pool quiz",
      type: "quiz",
      timeLimit: 15,
      passingScore: 60,
      maxAttempts,
      questionsPerAttempt: perAttempt,
      questions: {
        create: Array.from({ length: pool }, (_, i) => ({
          order: i + 1,
          text: `Pool question ${i + 1}?`,
          lessonId: course.lessons[i % 5]!.id,
          options: { create: ["right", "wrong 1", "wrong 2", "wrong 3"].map((text, o) => ({ order: o + 1, text: `${text} (${i + 1})`, isCorrect: o === 0 })) },
        })),
      },
    },
    include: { questions: { orderBy: { order: "asc" }, include: { options: { orderBy: { order: "asc" } } } } },
  });
  const right = Object.fromEntries(assessment.questions.map((q) => [q.id, q.options[0]!.id]));
  const wrong = Object.fromEntries(assessment.questions.map((q) => [q.id, q.options[1]!.id]));
  const lessonOf = Object.fromEntries(assessment.questions.map((q) => [q.id, course.lessons.find((l) => l.id === q.lessonId)!]));
  return { course, assessment, aid: assessment.id, right, wrong, lessonOf, remove: () => db.course.delete({ where: { id: course.id } }) };
}
