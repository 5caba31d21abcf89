// Page arithmetic for the lists that page through the database (admin users and payments, translations).

/** How many pages `total` rows fill; an empty list still has page 1. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Prisma's skip/take for a 1-based page (anything below 1 is page 1). */
export function pageSlice(page: number, size: number): { skip: number; take: number } {
  return { skip: (Math.max(1, page) - 1) * size, take: size };
}
