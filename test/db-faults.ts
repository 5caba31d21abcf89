// Faults injected in the database, for tests of what survives a crash or a race: a trigger that makes a
// user's rows fail, kill their connection, or wait, inside the writer's own transaction.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

export type Fault = "fail" | "kill" | "kill-once" | { sleepSeconds: number };

const STATEMENTS = {
  fail: `RAISE EXCEPTION 'simulated crash'`,
  // What a server killed mid-request looks like to PostgreSQL: the connection ends, the transaction is rolled back.
  kill: `PERFORM pg_terminate_backend(pg_backend_pid())`,
};

// What PostgreSQL restarting under a statement looks like to the app: its connection is dropped (57P01), once.
// A sequence counts the writes, since it is not rolled back with the transaction the kill ends.
const killOnce = (name: string) => `IF nextval('${name}_seq') = 1 THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF`;

/**
 * Until the returned function is called, each insert or update of a `table` row of `userId` first does
 * `fault` (BEFORE INSERT OR UPDATE, so also an INSERT … ON CONFLICT DO NOTHING that inserts nothing).
 */
export async function faultOnWrite(table: "enrollments" | "payments" | "lesson_progress", userId: string, fault: Fault): Promise<() => Promise<void>> {
  if (!/^[\w-]+$/.test(userId)) throw new Error(`unexpected user id ${userId}`);
  const name = `test_fault_${randomBytes(6).toString("hex")}`;
  if (fault === "kill-once") await db.$executeRawUnsafe(`CREATE SEQUENCE ${name}_seq`);
  const statement =
    fault === "kill-once" ? killOnce(name) : typeof fault === "string" ? STATEMENTS[fault] : `PERFORM pg_sleep(${Number(fault.sleepSeconds)})`;
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
    await db.$executeRawUnsafe(`DROP SEQUENCE IF EXISTS ${name}_seq`);
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

type IdleConnection = { client: { connection: { stream: { pause(): void; resume(): void } } } };

/**
 * Stops the pool's idle connections from reading until the returned function is called: a backend that dies
 * meanwhile (pg_terminate_backend, a restart) is not noticed by the pool, which hands the dead connection to
 * the next statement, as it does when the news has not arrived yet. Reaches into pg-pool's idle list.
 */
export function deafenIdleConnections(target: { _idle?: IdleConnection[] } | object): () => void {
  const idle = (target as { _idle?: IdleConnection[] })._idle ?? [];
  const streams = idle.map((item) => item.client.connection.stream);
  for (const stream of streams) stream.pause();
  return () => {
    for (const stream of streams) stream.resume();
  };
}
