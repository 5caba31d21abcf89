// Keeps the cluster's parts running: a `next start` server, Redis or radosgw that dies is started again,
// after 1 s, then 2 s, 4 s… (capped at MAX_DELAY_MS) while it keeps dying, and the count starts over once it
// has stayed up for STABLE_AFTER_MS. Every death and restart is said in the terminal; a part that keeps dying
// is named with where its log is. Used by `npm run start:cluster` and the cluster tests' harness
// (scripts/run-tests.mjs), so the tests check the same code an operator runs.
//
// A part stopped on purpose (a test's control action, the shutdown) is held first: it is not restarted until
// it is released.

const CHECK_EVERY_MS = 500;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;
// After this many restarts without STABLE_AFTER_MS up, each restart says that the part keeps dying.
const KEEPS_DYING_AFTER = 4;

/** The wait before restart number `failures` + 1: 1 s, 2 s, 4 s… capped. */
export function restartDelay(failures) {
  return Math.min(FIRST_DELAY_MS * 2 ** failures, MAX_DELAY_MS);
}

/**
 * `log(line)` says what happens. `stableAfterMs` (STABLE_AFTER_MS unless given) is how long a part must stay up
 * for its restart count to start over. Returns { watch, stop }: watch({ name, alive, restart, why, logHint })
 * supervises a part, where alive() tells (synchronously) whether it runs, restart() starts it again (and
 * resolves once it serves), why() describes how it ended ("signal SIGKILL") and logHint names its log.
 * watch returns { hold, release }. stop() ends all supervision (the shutdown calls it first).
 */
export function createSupervisor({ log, stableAfterMs = STABLE_AFTER_MS }) {
  const parts = [];
  let stopped = false;

  const check = (part) => {
    if (stopped || part.held || part.restarting || part.alive()) {
      if (!part.restarting && part.failures > 0 && Date.now() - part.upSince >= stableAfterMs) part.failures = 0;
      return;
    }
    part.restarting = true;
    const delay = restartDelay(part.failures);
    const how = part.why?.();
    log(`${part.name} is down${how ? ` (${how})` : ""}: restarting it in ${delay / 1000} s`);
    part.pending = (async () => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopped || part.held) return;
      const t = Date.now();
      try {
        await part.restart();
        if (stopped) return;
        part.upSince = Date.now();
        log(`${part.name} restarted in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      } catch (error) {
        if (stopped) return;
        log(`${part.name} did not start again: ${error.message.split("\n")[0]}`);
      }
      part.failures += 1;
      if (part.failures >= KEEPS_DYING_AFTER) {
        log(
          `${part.name} keeps dying: ${part.failures} restarts without ${stableAfterMs / 1000} s up; ` +
            `trying again at most every ${MAX_DELAY_MS / 1000} s.${part.logHint ? ` Its log: ${part.logHint}` : ""}`,
        );
      }
    })().finally(() => {
      part.restarting = false;
      part.pending = null;
    });
  };

  const timer = setInterval(() => parts.forEach(check), CHECK_EVERY_MS);

  return {
    /**
     * @param {{ name: string, alive: () => boolean, restart: () => Promise<unknown>, why?: () => string, logHint?: string }} part
     */
    watch({ name, alive, restart, why, logHint }) {
      const part = { name, alive, restart, why, logHint, failures: 0, upSince: Date.now(), held: false, restarting: false, pending: null };
      parts.push(part);
      return {
        /** Not restarted from now on (it is being stopped on purpose); waits for a restart under way. */
        hold: async () => {
          part.held = true;
          await part.pending;
        },
        /** Supervised again (it was started on purpose). */
        release: () => {
          part.held = false;
          part.upSince = Date.now();
        },
        /** Restarts since it last stayed up stableAfterMs: 0 for a settled part, whose next death is restarted after FIRST_DELAY_MS. */
        recentRestarts: () => part.failures,
      };
    },
    /** No more restarts. Waits up to `graceMs` for a restart under way, which the parts' own stop then ends. */
    stop: async (graceMs = 2000) => {
      stopped = true;
      clearInterval(timer);
      const pending = parts.map((part) => part.pending).filter(Boolean);
      await Promise.race([Promise.allSettled(pending), new Promise((resolve) => setTimeout(resolve, graceMs))]);
    },
  };
}

/**
 * Starts server `server` again and makes nginx send it requests at once: a reload clears nginx's memory of its
 * failures (otherwise it waits for fail_timeout), then requests go round until one reaches it.
 */
export async function startServerAgain(server, nginx) {
  await server.start();
  await nginx.reload();
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${nginx.url}/api/health`);
    await response.arrayBuffer();
    // Only nginx in test mode names the server that answered; otherwise the reload is enough.
    const upstream = response.headers.get("x-upstream");
    if (upstream === null || upstream.endsWith(`:${server.port}`)) return;
  }
  throw new Error(`nginx does not send requests to ${server.name} again`);
}

/** Supervises Redis and radosgw when this script started them; returns their handles ({ redis, radosgw }). */
export function watchServices(supervisor, { redis, radosgw }) {
  return {
    redis: redis && supervisor.watch({ name: "Redis", alive: redis.running, why: redis.why, restart: redis.start, logHint: redis.logFile }),
    radosgw: radosgw && supervisor.watch({ name: "radosgw", alive: radosgw.running, restart: radosgw.restart, logHint: radosgw.logFile }),
  };
}

/** Supervises the `next start` servers behind `nginx` (logs in `logDir`); returns their handles in order. */
export function watchServers(supervisor, { servers, nginx, logDir }) {
  return servers.map((server, n) =>
    supervisor.watch({
      name: `server ${n}`,
      alive: server.running,
      why: () => {
        const child = server.child();
        return `${child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`}; nginx sends its requests to the others`;
      },
      restart: () => startServerAgain(server, nginx),
      logHint: logDir && `${logDir}/server-${n}.log`,
    }),
  );
}
