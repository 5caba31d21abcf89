import "server-only";
import { db } from "@/lib/db";
import { pageCount, pageSlice } from "@/lib/pagination";
import { fullName } from "@/lib/users/full-name";

const PAYMENTS_PAGE_SIZE = 25;

/** Every payment except intents nobody paid, newest first, for the admin payments list. */
export async function listPayments({ page = 1 }: { page?: number }) {
  const where = { status: { notIn: ["requires_payment" as const] } };
  const [total, rows] = await Promise.all([
    db.payment.count({ where }),
    db.payment.findMany({
      where,
      orderBy: { createdAt: "desc" },
      ...pageSlice(page, PAYMENTS_PAGE_SIZE),
      include: {
        user: { select: { firstName: true, lastName: true, nameOrder: true, email: true } },
        course: { select: { title: true, slug: true } },
      },
    }),
  ]);
  return {
    total,
    pages: pageCount(total, PAYMENTS_PAGE_SIZE),
    payments: rows.map((p) => ({
      id: p.id,
      provider: p.provider,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      createdAt: (p.succeededAt ?? p.createdAt).toISOString(),
      studentName: fullName(p.user),
      studentEmail: p.user.email,
      courseTitle: p.course.title,
      courseSlug: p.course.slug,
    })),
  };
}
