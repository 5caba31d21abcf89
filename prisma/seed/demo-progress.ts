// The demo student's history, so every screen has something real to show: one completed course with a
// passed assessment and its certificate, two courses in progress, one just started. Each paid enrollment
// has its (demo provider) payment, as a real purchase would.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../lib/generated/prisma/client";

const PLAN = [
  { slug: "genesis", completedLessons: "all", daysAgo: 60 },
  { slug: "exodus", completedLessons: 3, daysAgo: 21 },
  { slug: "matthew", completedLessons: 1, daysAgo: 10 },
  { slug: "romans", completedLessons: 0, daysAgo: 2 },
] as const;

const TEACHES = ["genesis", "exodus", "matthew", "biblical-preaching"];
const DAY = 24 * 60 * 60 * 1000;

function certificateSerial() {
  return `BSA-${randomBytes(5).toString("hex").toUpperCase()}`;
}

export async function seedDemoProgress(db: PrismaClient, studentEmail: string, instructorEmail: string) {
  const student = await db.user.findUnique({ where: { email: studentEmail } });
  const instructor = await db.user.findUnique({ where: { email: instructorEmail } });
  if (!student || !instructor) return;

  for (const slug of TEACHES) {
    const course = await db.course.findUnique({ where: { slug }, select: { id: true } });
    if (!course) continue;
    await db.courseInstructor.upsert({
      where: { courseId_userId: { courseId: course.id, userId: instructor.id } },
      create: { courseId: course.id, userId: instructor.id },
      update: {},
    });
  }

  const already = await db.enrollment.count({ where: { userId: student.id } });
  if (already) return; // keep whatever the demo student has done since

  for (const plan of PLAN) {
    const course = await db.course.findUnique({
      where: { slug: plan.slug },
      include: { lessons: { orderBy: { order: "asc" } }, assessments: { orderBy: { order: "asc" }, include: { questions: { include: { options: true } } } } },
    });
    if (!course) continue;
    const startedAt = new Date(Date.now() - plan.daysAgo * DAY);
    const done = plan.completedLessons === "all" ? course.lessons.length : plan.completedLessons;
    const completed = done === course.lessons.length;
    const progress = Math.round((done / course.lessons.length) * 100);

    await db.$transaction(async (tx) => {
      await tx.payment.create({
        data: {
          userId: student.id,
          courseId: course.id,
          provider: "demo",
          providerPaymentId: `demo_pi_seed_${course.slug}_${student.id}`,
          amountCents: course.price.mul(100).toNumber(),
          currency: "usd",
          status: "succeeded",
          succeededAt: startedAt,
          createdAt: startedAt,
        },
      });
      await tx.enrollment.create({
        data: {
          userId: student.id,
          courseId: course.id,
          status: completed ? "completed" : "active",
          progress,
          startedAt,
          completedAt: completed ? new Date(startedAt.getTime() + 30 * DAY) : null,
        },
      });
      for (const [index, lesson] of course.lessons.entries()) {
        if (index > done) break;
        await tx.lessonProgress.create({
          data: {
            userId: student.id,
            lessonId: lesson.id,
            completedAt: index < done ? new Date(startedAt.getTime() + (index + 1) * DAY) : null,
          },
        });
      }
      if (completed) {
        const final = course.assessments.at(-1);
        if (final) {
          // Every answer right but the first: a realistic passing score.
          const answers = Object.fromEntries(
            final.questions.map((q, i) => {
              const right = q.options.find((o) => o.isCorrect)!;
              const wrong = q.options.find((o) => !o.isCorrect)!;
              return [q.id, (i === 0 ? wrong : right).id];
            }),
          );
          const score = Math.round(((final.questions.length - 1) / final.questions.length) * 100);
          const attemptStart = new Date(startedAt.getTime() + 29 * DAY);
          await tx.assessmentAttempt.create({
            data: {
              userId: student.id,
              assessmentId: final.id,
              status: "submitted",
              startedAt: attemptStart,
              deadline: new Date(attemptStart.getTime() + final.timeLimit * 60 * 1000),
              submittedAt: new Date(attemptStart.getTime() + 12 * 60 * 1000),
              answers,
              score,
              passed: score >= final.passingScore,
            },
          });
        }
        await tx.certificate.create({
          data: {
            userId: student.id,
            courseId: course.id,
            type: "course_completion",
            title: `${course.title} – Course Completion`,
            serial: certificateSerial(),
            scopeKey: `${student.id}:${course.id}`,
            issuedAt: new Date(startedAt.getTime() + 30 * DAY),
          },
        });
      }
    });
  }
}
