// POST /api/write – reads a JSON body and INSERTs one row: the floor for the school's saves (POST /api/progress).
import { Pool } from "pg";

// One pool per server process, as the school has one Prisma client; the bench passes the database URL.
const pool = new Pool({ connectionString: process.env.BENCH_REFERENCE_DATABASE_URL });

// The table is created by the first write, not at import: `next build` imports this module with no database.
let table: Promise<unknown> | undefined;
const ensureTable = () =>
  (table ??= pool.query(
    "CREATE TABLE IF NOT EXISTS bench_writes (id bigserial PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())",
  ));

export async function POST(request: Request) {
  const body: unknown = await request.json();
  await ensureTable();
  const { rows } = await pool.query<{ id: string }>("INSERT INTO bench_writes (body) VALUES ($1) RETURNING id", [
    JSON.stringify(body),
  ]);
  return Response.json({ id: rows[0]?.id });
}
