import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

// One PostgreSQL pool per server process (and one across hot reloads in development), shared by the
// Prisma client and by `sql` below: the hot paths (session, progress saves, dashboard) send one hand-written
// statement where Prisma would send several, and skip its query compiler.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

function createPool() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  return new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
}

export const pool: pg.Pool = globalForDb.pool ?? createPool();
// The adapter ends the pool on db.$disconnect(), as it did when it owned it (tests close it per file).
export const db: PrismaClient = globalForDb.prisma ?? new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
if (process.env.NODE_ENV !== "production") {
  globalForDb.prisma = db;
  globalForDb.pool = pool;
}

const statementNames = new Map<string, string>();

/** A stable name per statement text, so each connection parses and plans it once (a prepared statement). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A constant piece of SQL text (never built from input) that `sql` splices in as it is, e.g. a shared subquery. */
export class SqlText {
  constructor(readonly text: string) {}
}

/**
 * One parameterised statement: sql<Row>`SELECT … WHERE id = ${id}` sends `$1` with `id` as a value (never
 * spliced into the text), as a named prepared statement; only SqlText values are spliced in. Columns come
 * back as pg parses them: timestamps as Date, int4 as number, int8 and numeric as string (cast counts ::int).
 */
export async function sql<Row>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Row[]> {
  let text = strings[0]!;
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (value instanceof SqlText) text += value.text;
    else text += `$${params.push(value)}`;
    text += strings[i + 1];
  });
  const result = await pool.query({ name: statementName(text), text, values: params });
  return result.rows as Row[];
}
