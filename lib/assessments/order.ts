import { createHash } from "node:crypto";

/**
 * Items in an order fixed by the attempt: a hash of the attempt id with each item's id. Every attempt sees
 * its own order (a script cannot line answers up across attempts by position), and a resumed attempt sees
 * the same order again without storing it.
 */
export function orderForAttempt<T extends { id: string }>(attemptId: string, items: readonly T[]): T[] {
  const rank = (id: string) => createHash("sha256").update(`${attemptId}:${id}`).digest("hex");
  return items
    .map((item) => ({ item, rank: rank(item.id) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .map(({ item }) => item);
}
