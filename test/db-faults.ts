// Faults injected in the database, for tests of what survives a crash or a race: a trigger that makes a
// user's rows fail, kill their connection, or wait, inside the writer's own transaction.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

export type Fault = "fail" | "kill" | { sleepSeconds: number };

const STATEMENTS = {
  fail: `RAISE EXCEPTION 'simulated crash'`,
  // What a server killed mid-request looks like to PostgreSQL: the connection ends, the transaction is rolled back.
  kill: `PERFORM pg_terminate_backend(pg_backend_pid())`,
};

/**
 * Until the returned function is called, each insert or update of a `table` row of `userId` first does
 * `fault` (BEFORE INSERT OR UPDATE, so also an INSERT … ON CONFLICT DO NOTHING that inserts nothing).
 */
export async function faultOnWrite(table: "enrollments" | "payments", userId: string, fault: Fault): Promise<() => Promise<void>> {
  if (!/^[\w-]+$/.test(userId)) throw new Error(`unexpected user id ${userId}`);
  const name = `test_fault_${randomBytes(6).toString("hex")}`;
  const statement = typeof fault === "string" ? STATEMENTS[fault] : `PERFORM pg_sleep(${Number(fault.sleepSeconds)})`;
  await db.$executeRawUnsafe(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW."userId" = '${userId}' THEN ${statement}; END IF;
      RETURN NEW;
    END $$`);
  await db.$executeRawUnsafe(`CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  return async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name} ON "${table}"`);
    await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${name}()`);
  };
}

/** Waits until `count` statements of this database wait for a lock (each test worker has a database of its own). */
export async function lockWaiters(count: number, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.datname = current_database()`;
    if (row!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`expected ${count} statements waiting for a lock, found ${row!.n}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until `count` backends of this database are inside pg_sleep (a `{ sleepSeconds }` fault reached). */
export async function sleepers(count: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()`;
    if (row!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`expected ${count} backends in pg_sleep, found ${row!.n}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
