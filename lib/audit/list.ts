import "server-only";
import { db } from "@/lib/db";
import { pageCount, pageSlice } from "@/lib/pagination";
import { fullName, type PersonName } from "@/lib/users/full-name";
import { AUDIT_ACTIONS, type AuditAction } from "./record";

const AUDIT_PAGE_SIZE = 25;

type Person = { name: string; email: string; deleted: boolean };
const person = (u: PersonName & { email: string; deletedAt: Date | null }): Person => ({
  name: fullName(u),
  email: u.email,
  deleted: u.deletedAt !== null,
});

/**
 * Who or what each entry is about, read in five queries for the whole page: a user, a payment's course and
 * payer, a course, a lesson or a video (a deleted course or lesson keeps the title its entry recorded).
 */
async function targetLabels(entries: { targetType: string; targetId: string }[]) {
  const idsOf = (type: string) => entries.filter((e) => e.targetType === type).map((e) => e.targetId);
  const [users, payments, courses, lessons, videos] = await Promise.all([
    db.user.findMany({ where: { id: { in: idsOf("user") } } }),
    db.payment.findMany({
      where: { id: { in: idsOf("payment") } },
      include: { course: { select: { title: true } }, user: true },
    }),
    db.course.findMany({ where: { id: { in: idsOf("course") } }, select: { id: true, title: true } }),
    db.lesson.findMany({ where: { id: { in: idsOf("lesson") } }, select: { id: true, title: true } }),
    db.video.findMany({ where: { id: { in: idsOf("video") } }, select: { id: true, title: true } }),
  ]);
  const labels = new Map<string, { title: string; person: Person | null }>();
  for (const u of users) labels.set(`user:${u.id}`, { title: person(u).name, person: person(u) });
  for (const p of payments) labels.set(`payment:${p.id}`, { title: p.course.title, person: person(p.user) });
  for (const c of courses) labels.set(`course:${c.id}`, { title: c.title, person: null });
  for (const l of lessons) labels.set(`lesson:${l.id}`, { title: l.title, person: null });
  for (const v of videos) labels.set(`video:${v.id}`, { title: v.title, person: null });
  return labels;
}

const isKnownAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The audit log for the admin page, newest first; a page past the end shows the last page. */
export async function listAuditEntries({ page = 1 }: { page?: number }) {
  const total = await db.auditLog.count();
  const pages = pageCount(total, AUDIT_PAGE_SIZE);
  const current = Math.min(page, pages);
  const rows = await db.auditLog.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...pageSlice(current, AUDIT_PAGE_SIZE),
    include: { actor: true },
  });
  const labels = await targetLabels(rows);
  return {
    total,
    pages,
    page: current,
    entries: rows.map((e) => ({
      id: e.id,
      createdAt: e.createdAt.toISOString(),
      action: isKnownAction(e.action) ? e.action : null,
      rawAction: e.action,
      actor: e.actor ? person(e.actor) : null,
      target: { type: e.targetType, id: e.targetId, ...(labels.get(`${e.targetType}:${e.targetId}`) ?? { title: null, person: null }) },
      details: (e.details && typeof e.details === "object" && !Array.isArray(e.details) ? e.details : {}) as Record<string, unknown>,
    })),
  };
}

export type AuditListEntry = Awaited<ReturnType<typeof listAuditEntries>>["entries"][number];
