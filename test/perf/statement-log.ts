// Every SQL statement the code under test sends, with its values, whichever way it sends it: the school's own
// `sql` (lib/db), Prisma through its pg adapter, or a pool client. All of them end in pg's Client#query, which is
// wrapped while `work` runs.
import pg from "pg";

export type Statement = { text: string; values: unknown[] };

type QueryConfig = { text?: string; values?: unknown[] };

export async function recordStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
    const text = typeof config === "string" ? config : (config as QueryConfig | null)?.text;
    const params = Array.isArray(values) ? values : ((config as QueryConfig | null)?.values ?? []);
    if (text) statements.push({ text, values: params });
    return original.call(this, config, values, ...rest);
  };
  try {
    return { result: await work(), statements };
  } finally {
    prototype.query = original;
  }
}
