/** @jest-environment node */
import { isConnectionLost, isReadOnlyStatement, isUnreachable, retryingOnLostConnection } from "./retry";

// The shapes a dropped connection takes: pg's own errors, Prisma's driver-adapter errors wrapping them.
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });
const prismaWrapped = (cause: Record<string, unknown>) =>
  Object.assign(new Error("Raw query failed"), { code: "P2010", meta: { driverAdapterError: Object.assign(new Error("DriverAdapterError"), { cause }) } });

describe("database retry rules", () => {
  it("knows a dropped connection in pg's and Prisma's words", () => {
    expect(isConnectionLost(pgError("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isConnectionLost(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", syscall: "read", errno: -104 }))).toBe(true);
    expect(isConnectionLost(prismaWrapped({ kind: "ConnectionClosed" }))).toBe(true);
    expect(isConnectionLost(prismaWrapped({ kind: "postgres", originalCode: "57P01", originalMessage: "terminating connection" }))).toBe(true);
    expect(isUnreachable(prismaWrapped({ kind: "DatabaseNotReachable" }))).toBe(true);
    expect(isUnreachable(pgError("57P03", "the database system is starting up"))).toBe(true);
    // A statement's own failure is not one.
    expect(isConnectionLost(pgError("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isUnreachable(prismaWrapped({ kind: "UniqueConstraintViolation" }))).toBe(false);
  });

  it("repeats only reads on its own", () => {
    expect(isReadOnlyStatement(`SELECT id FROM users WHERE id = $1`)).toBe(true);
    expect(isReadOnlyStatement(`  WITH x AS (SELECT 1) SELECT * FROM x`)).toBe(true);
    expect(isReadOnlyStatement(`WITH gone AS (DELETE FROM t RETURNING 1) SELECT count(*) FROM gone`)).toBe(false);
    expect(isReadOnlyStatement(`SELECT * FROM payments WHERE id = $1 FOR UPDATE`)).toBe(false);
    expect(isReadOnlyStatement(`SELECT nextval('s')`)).toBe(false);
    expect(isReadOnlyStatement(`INSERT INTO t VALUES (1)`)).toBe(false);
    expect(isReadOnlyStatement(`UPDATE t SET a = 1`)).toBe(false);
  });

  it("tries again after drops when safe (a few dead pooled connections), waits out refused connections, and gives up after the fourth drop", async () => {
    const dropped = pgError("57P01", "terminating connection due to administrator command");
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const attempts = (...outcomes: (Error | "ok")[]) => {
      let i = 0;
      const run = jest.fn(async () => {
        const outcome = outcomes[i++] ?? "ok";
        if (outcome !== "ok") throw outcome;
        return "done";
      });
      return run;
    };
    let run = attempts(dropped, refused, refused, "ok");
    await expect(retryingOnLostConnection(run, () => true)).resolves.toBe("done");
    expect(run).toHaveBeenCalledTimes(4);
    run = attempts(dropped, dropped, refused, dropped, "ok");
    await expect(retryingOnLostConnection(run, () => true)).resolves.toBe("done");
    expect(run).toHaveBeenCalledTimes(5);
    run = attempts(dropped, dropped, dropped, dropped, "ok");
    await expect(retryingOnLostConnection(run, () => true)).rejects.toBe(dropped);
    expect(run).toHaveBeenCalledTimes(4);
    run = attempts(dropped);
    await expect(retryingOnLostConnection(run, () => false)).rejects.toBe(dropped);
    expect(run).toHaveBeenCalledTimes(1);
    run = attempts(refused, "ok"); // never reached a server: repeated even for a write
    await expect(retryingOnLostConnection(run, () => false)).resolves.toBe("done");
  });
});
