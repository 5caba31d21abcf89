import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";

export type StudioCourseRow = {
  id: string;
  slug: string;
  title: string;
  /** The language the title is written in (the course's own). */
  defaultLanguage: string;
  state: "draft" | "published" | "archived";
  updatedAt: Date;
  /** Enrolments not refunded. */
  enrolments: number;
  /** Completed among those, whole percent; null without enrolments. */
  completionRate: number | null;
  /** Mean score of students' submitted attempts, whole percent; null without attempts. */
  averageScore: number | null;
  /** Admins only: money kept (a refund still pending counts until it is done) and refunded, in cents (payments are in USD). */
  revenueCents?: number;
  refunds?: number;
  refundedCents?: number;
};

type Row = Omit<StudioCourseRow, "enrolments" | "completionRate" | "averageScore" | "revenueCents" | "refunds" | "refundedCents"> & {
  enrolments: bigint;
  completed: bigint;
  average_score: number | null;
  revenue_cents: bigint;
  refunds: bigint;
  refunded_cents: bigint;
};

/**
 * The studio home's list: every course for an admin, the courses they teach for an instructor, each with its
 * figures in one statement (per-course subqueries on indexed columns: the cost follows the courses shown).
 */
export async function studioCourses(user: { id: string; role: string }): Promise<StudioCourseRow[]> {
  const admin = user.role === "admin";
  const mine = admin ? Prisma.sql`TRUE` : Prisma.sql`EXISTS (SELECT 1 FROM course_instructors ci WHERE ci."courseId" = c.id AND ci."userId" = ${user.id})`;
  const rows = await db.$queryRaw<Row[]>`
    SELECT c.id, c.slug, c.title, c."defaultLanguage", c.state::text AS state, c."updatedAt",
      (SELECT count(*) FROM enrollments e WHERE e."courseId" = c.id AND e.status <> 'refunded') AS enrolments,
      (SELECT count(*) FROM enrollments e WHERE e."courseId" = c.id AND e.status = 'completed') AS completed,
      (SELECT round(avg(a.score))::int FROM assessment_attempts a
         JOIN assessments s ON s.id = a."assessmentId" JOIN users u ON u.id = a."userId"
         WHERE s."courseId" = c.id AND a.status = 'submitted' AND a.score IS NOT NULL AND u.role = 'student') AS average_score,
      (SELECT coalesce(sum(p."amountCents"), 0) FROM payments p WHERE p."courseId" = c.id AND p.status IN ('succeeded', 'refund_pending')) AS revenue_cents,
      (SELECT count(*) FROM payments p WHERE p."courseId" = c.id AND p.status = 'refunded') AS refunds,
      (SELECT coalesce(sum(p."amountCents"), 0) FROM payments p WHERE p."courseId" = c.id AND p.status = 'refunded') AS refunded_cents
    FROM courses c
    WHERE ${mine}
    ORDER BY CASE c.state WHEN 'draft' THEN 0 WHEN 'published' THEN 1 ELSE 2 END, c."sortOrder", c.title`;
  return rows.map((row) => {
    const enrolments = Number(row.enrolments);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      defaultLanguage: row.defaultLanguage,
      state: row.state,
      updatedAt: row.updatedAt,
      enrolments,
      completionRate: enrolments ? Math.round((100 * Number(row.completed)) / enrolments) : null,
      averageScore: row.average_score,
      ...(admin ? { revenueCents: Number(row.revenue_cents), refunds: Number(row.refunds), refundedCents: Number(row.refunded_cents) } : {}),
    };
  });
}
