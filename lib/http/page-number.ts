// `?page=` of every paged list: a positive whole number, clamped so that (page - 1) × page size always fits the
// database's integers; anything else is page 1. The list itself clamps to its last page.

export const MAX_PAGE_NUMBER = 100_000;

export function pageNumberParam(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string" || !/^\d{1,30}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Math.min(Math.max(1, page), MAX_PAGE_NUMBER);
}
