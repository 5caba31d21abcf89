// The cluster tests' control channel: a tiny HTTP server on 127.0.0.1, started by scripts/run-tests.mjs
// next to the cluster and given to the tests as CLUSTER_CONTROL_URL, through which a test stops and starts
// a server, Redis or PostgreSQL (e2e/cluster/cluster.ts wraps it). Tests only; never part of start:cluster.
//   POST /servers/N/stop   POST /servers/N/start   POST /redis/stop   POST /redis/start
//   POST /postgres/stop    POST /postgres/start
//   POST /servers/N/kill   SIGKILL, as a crash: no graceful shutdown (start it again with /servers/N/start)
//   POST /servers/N/crash  POST /redis/crash  POST /radosgw/crash   SIGKILL, left to the supervisor
//                          (scripts/cluster/supervisor.mjs), which starts it again; the other actions hold
//                          the part (the supervisor leaves it alone) until it is started again
//   GET /   the actions, and the servers: [{ port, running }] in the order of X-Test-Upstream
//   GET /servers/N/log     the server's log so far (text/plain), when the harness gave its folder
// Each answers when the action is done: 200 {"ok":true}, or 500 {"error":"…"}.
import http from "node:http";
import { startServerAgain } from "./supervisor.mjs";

/**
 * `actions` maps "servers/0/stop" and the like to an async function; `info()` adds to what GET / says.
 * Returns { url, stop }.
 */
export async function startControl(actions, info = () => ({}), reads = {}) {
  // One action at a time, in the order asked: a stop and a start of the same part must not overlap.
  let queue = Promise.resolve();
  const server = http.createServer((request, response) => {
    const name = (request.url ?? "/").replace(/^\/+|\/+$/g, "");
    const reply = (status, body) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && name === "") return reply(200, { actions: Object.keys(actions), reads: Object.keys(reads), ...info() });
    if (request.method === "GET" && reads[name]) {
      Promise.resolve()
        .then(() => reads[name]())
        .then(
          (text) => {
            response.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
            response.end(text);
          },
          (error) => reply(500, { error: error.message }),
        );
      return;
    }
    const action = actions[name];
    if (request.method !== "POST" || !action) return reply(404, { error: `no action ${request.method} /${name}`, actions: Object.keys(actions) });
    queue = queue.then(async () => {
      const started = Date.now();
      try {
        await action();
        console.log(`[cluster] control: ${name} (${Date.now() - started} ms)`);
        reply(200, { ok: true });
      } catch (error) {
        console.error(`[cluster] control: ${name} failed: ${error.message}`);
        reply(500, { error: error.message });
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * What GET / tells about a started cluster: its servers, Redis and radosgw, and the process ids of every part the
 * harness started (servers, nginx, Redis, the Ceph daemons), whose listening sockets e2e/cluster/listening.spec.ts checks.
 */
export function clusterInfo({ servers, nginx, redis, radosgw, s3 = radosgw, supervised = { servers: [] } }) {
  // The supervisor's restarts of a part since it last stayed up a minute (its back-off grows with them).
  const restarts = (handle) => (handle ? { recentRestarts: handle.recentRestarts() } : {});
  return () => ({
    servers: servers.map((server, n) => ({ port: server.port, running: server.running(), ...restarts(supervised.servers[n]) })),
    ...(redis && { redis: { running: redis.running(), ...restarts(supervised.redis) } }),
    ...(radosgw && { radosgw: { running: radosgw.running(), endpoint: radosgw.endpoint, ...restarts(supervised.radosgw) } }),
    front: nginx ? { port: nginx.port } : undefined,
    processes: [
      ...servers.map((server, n) => ({ name: `server ${n}`, pid: server.child()?.pid })),
      { name: "nginx", pid: nginx?.child?.pid },
      { name: "redis", pid: redis?.pid?.() },
      ...(s3?.pids?.() ?? []).map((pid) => ({ name: "ceph", pid })),
    ].filter((part) => Number.isInteger(part.pid)),
  });
}

/** SIGKILL to server `n`'s process group (next start and anything it forked), resolved once it is gone. */
async function kill(server) {
  const child = server.child();
  if (!child || !server.running()) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGKILL"); // detached: the group is the server's
  } catch {
    child.kill("SIGKILL");
  }
  await exited;
}

/** A supervisor's handle that holds nothing, for a part nobody supervises. */
const UNSUPERVISED = { hold: async () => {}, release: () => {} };

/**
 * Runs `stop` with the part held (the supervisor must not start again what a test stopped on purpose), or
 * `start` and then lets the supervisor watch it again.
 */
const held = (handle = UNSUPERVISED, stop) => async () => {
  await handle.hold();
  await stop();
};
const released = (handle = UNSUPERVISED, start) => async () => {
  await handle.hold(); // a restart of the supervisor's under way ends first
  await start();
  handle.release();
};

/**
 * The actions for a started cluster: its servers, and Redis, radosgw and PostgreSQL when the harness owns them.
 * `supervised`: the supervisor's handles ({ servers: [], redis, radosgw }, scripts/cluster/supervisor.mjs).
 */
export function clusterActions({ servers, nginx, redis, radosgw, postgres, supervised = { servers: [] } }) {
  const actions = {};
  servers.forEach((server, n) => {
    const handle = supervised.servers[n];
    actions[`servers/${n}/stop`] = held(handle, () => server.stop());
    actions[`servers/${n}/kill`] = held(handle, () => kill(server));
    actions[`servers/${n}/crash`] = () => kill(server);
    actions[`servers/${n}/start`] = released(handle, () => startServerAgain(server, nginx));
  });
  if (redis) {
    actions["redis/stop"] = held(supervised.redis, () => redis.stop());
    actions["redis/start"] = released(supervised.redis, () => redis.start());
    actions["redis/crash"] = () => redis.kill();
  }
  if (radosgw) actions["radosgw/crash"] = () => radosgw.kill();
  if (postgres) {
    actions["postgres/stop"] = () => postgres.stop();
    actions["postgres/start"] = () => postgres.start();
  }
  return actions;
}

/** What GET /servers/N/log reads: server N's log file in `logDir` (server-N.log, as startFront names it). */
export function clusterReads({ servers, logDir }) {
  const reads = {};
  if (!logDir) return reads;
  servers.forEach((_, n) => {
    reads[`servers/${n}/log`] = async () => {
      const { readFile } = await import("node:fs/promises");
      const { join } = await import("node:path");
      return readFile(join(logDir, `server-${n}.log`), "utf8");
    };
  });
  return reads;
}
