import "server-only";
import { db } from "@/lib/db";
import type { AssessmentAttempt } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";

// Everything the school keeps about one person, as they may download it (issue 15, personal data). Only their
// own rows are read, each query keyed by their id. Attempts show what they answered and their score, never
// which option was correct: the answer key is not theirs to take away.

const course = { select: { slug: true, title: true } } as const;

/** The question and option texts of every answer in `attempts`, so the export reads without the database. */
async function answerTexts(attempts: AssessmentAttempt[]) {
  const questionIds = attempts.flatMap((a) => Object.keys(answerMap(a)));
  const questions = await db.question.findMany({
    where: { id: { in: [...new Set(questionIds)] } },
    select: { id: true, text: true, options: { select: { id: true, text: true } } },
  });
  return new Map(questions.map((q) => [q.id, { text: q.text, options: new Map(q.options.map((o) => [o.id, o.text])) }]));
}

function answerMap(attempt: AssessmentAttempt): Record<string, string> {
  const answers = attempt.answers;
  return answers && typeof answers === "object" && !Array.isArray(answers) ? (answers as Record<string, string>) : {};
}

async function auditEntriesAbout(userId: string, paymentIds: string[]) {
  const entries = await db.auditLog.findMany({
    where: { OR: [{ targetType: "user", targetId: userId }, { targetType: "payment", targetId: { in: paymentIds } }] },
    orderBy: { createdAt: "asc" },
  });
  // Who acted is told by kind, not by name: the staff member's identity is their own personal data.
  return entries.map((e) => ({
    at: e.createdAt.toISOString(),
    action: e.action,
    target: { type: e.targetType, id: e.targetId },
    by: e.actorId === userId ? "you" : e.actorId ? "staff" : "system",
    details: e.details,
  }));
}

export async function personalDataExport(userId: string) {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user || user.deletedAt) throw notFound("User not found");
  const [enrollments, payments, progress, attempts, certificates] = await Promise.all([
    db.enrollment.findMany({ where: { userId }, include: { course }, orderBy: { startedAt: "asc" } }),
    db.payment.findMany({ where: { userId }, include: { course }, orderBy: { createdAt: "asc" } }),
    db.lessonProgress.findMany({
      where: { userId },
      include: { lesson: { select: { title: true, course } } },
      orderBy: { updatedAt: "asc" },
    }),
    db.assessmentAttempt.findMany({
      where: { userId },
      include: { assessment: { select: { title: true, type: true, course } } },
      orderBy: { startedAt: "asc" },
    }),
    db.certificate.findMany({ where: { userId }, include: { course }, orderBy: { issuedAt: "asc" } }),
  ]);
  const texts = await answerTexts(attempts);

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      nameOrder: user.nameOrder,
      preferredLanguage: user.preferredLocale,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    enrollments: enrollments.map((e) => ({
      course: e.course,
      status: e.status,
      progress: e.progress,
      startedAt: e.startedAt.toISOString(),
      completedAt: e.completedAt?.toISOString() ?? null,
      refundedAt: e.refundedAt?.toISOString() ?? null,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      course: p.course,
      provider: p.provider,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      succeededAt: p.succeededAt?.toISOString() ?? null,
      refundedAt: p.refundedAt?.toISOString() ?? null,
    })),
    lessonProgress: progress.map((p) => ({
      course: p.lesson.course,
      lesson: p.lesson.title,
      positionSeconds: p.positionSeconds,
      maxWatchedSeconds: p.maxWatchedSeconds,
      completedAt: p.completedAt?.toISOString() ?? null,
      updatedAt: p.updatedAt.toISOString(),
    })),
    assessmentAttempts: attempts.map((a) => ({
      assessment: { title: a.assessment.title, type: a.assessment.type, course: a.assessment.course },
      status: a.status,
      startedAt: a.startedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
      score: a.score,
      passed: a.passed,
      answers: Object.entries(answerMap(a)).map(([questionId, optionId]) => {
        const question = texts.get(questionId);
        return { question: question?.text ?? null, answer: question?.options.get(optionId) ?? null };
      }),
    })),
    certificates: certificates.map((c) => ({
      type: c.type,
      title: c.title,
      serial: c.serial,
      course: c.course,
      issuedAt: c.issuedAt.toISOString(),
      revokedAt: c.revokedAt?.toISOString() ?? null,
      revokedReason: c.revokedReason,
      public: c.public,
    })),
    auditLog: await auditEntriesAbout(userId, payments.map((p) => p.id)),
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof personalDataExport>>;
