// What a save would change: the studio writes only fields that differ from the stored row, so saving an
// unchanged form (or seeding again) writes nothing, not even updatedAt, which pages show as "last updated".

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep the key order it was given. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

/** The keys of `data` whose value differs from the stored row's (decimals compared as text, JSON by content). */
export function changedKeys<T extends Record<string, unknown>>(row: Record<string, unknown>, data: T): (keyof T & string)[] {
  return Object.entries(data)
    .filter(([key, value]) =>
      value !== null && typeof value === "object" && !(value instanceof Date)
        ? canonical(row[key]) !== canonical(value)
        : String(row[key] ?? null) !== String(value ?? null),
    )
    .map(([key]) => key);
}

/** Only the entries of `data` under `keys`. */
export function pick<T extends Record<string, unknown>>(data: T, keys: readonly (keyof T)[]): Partial<T> {
  return Object.fromEntries(keys.map((key) => [key, data[key]])) as Partial<T>;
}
