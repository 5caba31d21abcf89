// A statement that meets a pooled connection PostgreSQL has dropped (a restart, a terminated backend) is
// tried once more on a fresh connection, when that cannot do anything twice: a read, a statement its caller
// declares idempotent, or a transaction that failed before its COMMIT was sent (PostgreSQL rolled it back).
// While the server is still coming back, connecting is refused: those tries reached no server at all, so
// they are repeated (briefly) until one connects.

/** Codes and messages that say the connection, not the statement, failed. */
const LOST_CODES = new Set(["ECONNRESET", "EPIPE", "57P01", "57P02", "P1017", "ConnectionClosed"]);
const LOST_MESSAGES = /Connection terminated unexpectedly|terminating connection due to administrator command|Client has encountered a connection error and is not queryable|Server has closed the connection|Connection terminated$/i;
/** Codes of a connection that could not be made: nothing was sent. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "57P03", "P1001", "DatabaseNotReachable"]);
const UNREACHABLE_MESSAGES = /the database system is (starting up|shutting down|in recovery mode)|ECONNREFUSED/i;

/** How long to keep trying to connect while the server comes back (a restart takes about a second). */
const RECONNECT_WINDOW_MS = 5_000;
const RECONNECT_PAUSE_MS = 200;

/** Every error in the chain a pg, driver-adapter or Prisma error carries (cause, meta.driverAdapterError). */
function* chain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 5 || typeof error !== "object" || error === null) return;
  const e = error as Record<string, unknown>;
  yield e;
  yield* chain(e.cause, depth + 1);
  const meta = e.meta as Record<string, unknown> | undefined;
  if (meta) yield* chain(meta.driverAdapterError, depth + 1);
}

function matches(error: unknown, codes: Set<string>, messages: RegExp): boolean {
  for (const e of chain(error)) {
    for (const field of ["code", "originalCode", "kind"]) if (typeof e[field] === "string" && codes.has(e[field])) return true;
    for (const field of ["message", "originalMessage"]) if (typeof e[field] === "string" && messages.test(e[field])) return true;
  }
  return false;
}

/** The connection was dropped under the statement (PostgreSQL restarted, the backend was terminated). */
export function isConnectionLost(error: unknown): boolean {
  return matches(error, LOST_CODES, LOST_MESSAGES);
}

/** No connection could be made: the statement never reached a server. */
export function isUnreachable(error: unknown): boolean {
  return matches(error, UNREACHABLE_CODES, UNREACHABLE_MESSAGES);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Statements retried since the process started, for the logs and metrics. */
export const retryCounts = { retried: 0 };

/**
 * After a restart several idle connections of the pool may be dead at once, and each try can draw another one
 * (the pool drops a connection once it failed): a statement safe to repeat is tried on up to this many more.
 */
const MAX_DROPPED_RETRIES = 3;

/**
 * Runs `attempt`; when it meets a dropped connection and `safeToRepeat(error)` says nothing can have been
 * done twice, runs it again (on up to MAX_DROPPED_RETRIES more dropped connections); a try that could not
 * connect at all is repeated while the server comes back (RECONNECT_WINDOW_MS).
 */
export async function retryingOnLostConnection<T>(attempt: () => Promise<T>, safeToRepeat: (error: unknown) => boolean): Promise<T> {
  const deadline = Date.now() + RECONNECT_WINDOW_MS;
  let dropped = 0;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      const lost = isConnectionLost(error) && !isUnreachable(error);
      if (lost ? !safeToRepeat(error) || dropped >= MAX_DROPPED_RETRIES : !isUnreachable(error) || Date.now() > deadline) throw error;
      if (lost) {
        dropped++;
        console.warn(`[db] retrying after a dropped connection: ${(error as Error).message}`);
        retryCounts.retried++;
      } else await pause(RECONNECT_PAUSE_MS);
    }
  }
}

/** A statement that only reads: SELECT or WITH … SELECT, with no write, lock or side-effecting function in it. */
export function isReadOnlyStatement(text: string): boolean {
  if (!/^\s*(SELECT|WITH|SHOW|VALUES)\b/i.test(text)) return false;
  return !/\b(INSERT|UPDATE|DELETE|MERGE|FOR\s+(NO\s+KEY\s+)?UPDATE|FOR\s+(KEY\s+)?SHARE|nextval|setval|pg_advisory\w*|pg_notify|pg_terminate_backend|set_config)\b/i.test(text);
}
