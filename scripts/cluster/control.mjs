// The cluster tests' control channel: a tiny HTTP server on 127.0.0.1, started by scripts/run-tests.mjs
// next to the cluster and given to the tests as CLUSTER_CONTROL_URL, through which a test stops and starts
// a server, Redis or PostgreSQL (e2e/cluster/cluster.ts wraps it). Tests only; never part of start:cluster.
//   POST /servers/N/stop   POST /servers/N/start   POST /redis/stop   POST /redis/start
//   POST /postgres/stop    POST /postgres/start
//   GET /   the actions, and the servers: [{ port, running }] in the order of X-Test-Upstream
// Each answers when the action is done: 200 {"ok":true}, or 500 {"error":"…"}.
import http from "node:http";

/**
 * `actions` maps "servers/0/stop" and the like to an async function; `info()` adds to what GET / says.
 * Returns { url, stop }.
 */
export async function startControl(actions, info = () => ({})) {
  // One action at a time, in the order asked: a stop and a start of the same part must not overlap.
  let queue = Promise.resolve();
  const server = http.createServer((request, response) => {
    const name = (request.url ?? "/").replace(/^\/+|\/+$/g, "");
    const reply = (status, body) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && name === "") return reply(200, { actions: Object.keys(actions), ...info() });
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

/** What GET / tells about the servers of a started cluster. */
export function clusterInfo({ servers }) {
  return () => ({ servers: servers.map((server) => ({ port: server.port, running: server.running() })) });
}

/**
 * Starts server `n` again and makes nginx send it requests at once: a reload clears nginx's memory of its
 * failures (otherwise it waits for fail_timeout), then requests go round until one reaches it.
 */
async function restart(server, nginx) {
  await server.start();
  await nginx.reload();
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${nginx.url}/api/health`);
    await response.arrayBuffer();
    if (response.headers.get("x-upstream")?.endsWith(`:${server.port}`)) return;
  }
  throw new Error(`nginx does not send requests to ${server.name} again`);
}

/** The actions for a started cluster: its servers, and Redis and PostgreSQL when the harness owns them. */
export function clusterActions({ servers, nginx, redis, postgres }) {
  const actions = {};
  servers.forEach((server, n) => {
    actions[`servers/${n}/stop`] = () => server.stop();
    actions[`servers/${n}/start`] = () => restart(server, nginx);
  });
  if (redis) {
    actions["redis/stop"] = () => redis.stop();
    actions["redis/start"] = () => redis.start();
  }
  if (postgres) {
    actions["postgres/stop"] = () => postgres.stop();
    actions["postgres/start"] = () => postgres.start();
  }
  return actions;
}
