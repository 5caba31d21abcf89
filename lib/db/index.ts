import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { envOf } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { isReadOnlyStatement, retryingOnLostConnection } from "./retry";

// One PostgreSQL pool per server process (and one across hot reloads in development), shared by the
// Prisma client and by `sql` below: the hot paths (session, progress saves, dashboard) send one hand-written
// statement where Prisma would send several, and skip its query compiler.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

// Only the database's own variables (envOf): `next build` imports this module, and a build needs a database
// but not the runtime secrets. A missing DATABASE_URL throws here as it always has, and so now do a malformed
// one and a bad DATABASE_POOL_SIZE, naming the variable.
const config = envOf("DATABASE_URL", "DATABASE_POOL_SIZE", "NODE_ENV");

function createPool() {
  const created = new pg.Pool({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
  // An idle connection that PostgreSQL ends (a restart, pg_terminate_backend) is an 'error' event on the pool:
  // without a listener Node would end the whole process. The pool drops that client; the next statement gets
  // a fresh one (and ./retry.ts repeats a statement that met a dead one).
  created.on("error", (error) => console.warn(`[db] an idle connection was closed: ${error.message}`));
  return withRetries(created);
}

/**
 * Every statement sent on the pool outside a transaction (`sql` below, and Prisma's), retried once on a
 * fresh connection when it met one PostgreSQL dropped, if it reads only or is marked `idempotent` (./retry.ts).
 * Prisma's transactions take a connection of their own (pool.connect): ./transaction.ts retries those.
 */
function withRetries(target: pg.Pool): pg.Pool {
  const query = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>;
  target.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === "function") return query(...args); // the callback form: left as it is
    const statement = args[0] as string | (pg.QueryConfig & { idempotent?: boolean });
    const text = typeof statement === "string" ? statement : statement.text;
    const idempotent = typeof statement === "object" && statement.idempotent === true;
    return retryingOnLostConnection(() => query(...args), () => idempotent || isReadOnlyStatement(text));
  }) as typeof target.query;
  return target;
}

export const pool: pg.Pool = globalForDb.pool ?? createPool();
// The adapter ends the pool on db.$disconnect(), as it did when it owned it (tests close it per file).
export const db: PrismaClient = globalForDb.prisma ?? new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
if (config.NODE_ENV !== "production") {
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
  return send<Row>(strings, values, false);
}

/**
 * `sql` for a write that may safely run twice (its second run changes nothing the first did not), so that it
 * is retried like a read when it meets a dropped connection, whether or not the first run committed.
 */
export async function idempotentSql<Row>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Row[]> {
  return send<Row>(strings, values, true);
}

async function send<Row>(strings: TemplateStringsArray, values: unknown[], idempotent: boolean): Promise<Row[]> {
  let text = strings[0]!;
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (value instanceof SqlText) text += value.text;
    else text += `$${params.push(value)}`;
    text += strings[i + 1];
  });
  const statement: pg.QueryConfig & { idempotent?: boolean } = { name: statementName(text), text, values: params, idempotent };
  const result = await pool.query(statement);
  return result.rows as Row[];
}
