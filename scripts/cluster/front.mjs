// The part of the cluster that serves: N `next start` of one build on free ports, all with the same
// environment, and nginx in front of them. Used by `npm run start:cluster`, the cluster tests
// (scripts/run-tests.mjs) and `npm run bench -- --cluster`; what they start before (PostgreSQL, Redis,
// radosgw, the build) is theirs.
import fs from "node:fs";
import path from "node:path";
import { startNextServer, HEALTH_PATH } from "../lib/next-server.mjs";
import { startNginx } from "../lib/nginx.mjs";
import { freePort } from "../lib/postgres.mjs";
import { waitForHttp } from "../lib/processes.mjs";

/**
 * Starts `count` servers with `env` (which must name DATABASE_URL, REDIS_URL, S3_*, NEXTAUTH_SECRET,
 * NEXTAUTH_URL/APP_URL = the nginx address, and NEXT_DIST_DIR when the build is not .next), then nginx on
 * `port` with its files in `dir`. `testMode` enables the X-Test-Upstream header (tests only). `host`: the
 * address nginx listens on. The servers listen on CLUSTER_BIND_ADDRESS (default 127.0.0.1): only nginx, on
 * this machine or that private interface, reaches them, and they read X-Forwarded-For only from there. Servers' logs go to `dir`/logs/server-N.log; `onStderr(n, text)` also gets their
 * error output. Resolves when HEALTH_PATH answers 200 through nginx.
 * Returns { url, servers: [{ port, url, start, stop, running }], nginx, stop }.
 */
export async function startFront({ count, env, dir, port, host = "127.0.0.1", testMode = false, onStderr, log = () => {} }) {
  fs.mkdirSync(path.join(dir, "logs"), { recursive: true });
  const ports = [];
  for (let n = 0; n < count; n++) ports.push(await freePort());
  const serverHost = serverBindAddress(env);
  // nginx connects to a server from the address it binds to (loopback, or the private interface).
  const proxies = [...new Set(["127.0.0.1", "::1", serverHost])].join(",");
  // NGINX_CACHE_DIR: the servers delete nginx's copies of the pages a save revalidates (lib/cache/nginx-purge.mjs).
  const serverEnv = {
    ...env,
    TRUSTED_PROXY_HOPS: "1",
    TRUSTED_PROXY_ADDRESSES: env.TRUSTED_PROXY_ADDRESSES || proxies,
    NGINX_CACHE_DIR: path.resolve(dir, "cache"),
  };
  const servers = [];
  let nginx;
  const stop = async () => {
    // nginx first, so no request reaches a server that is going away; then the servers, together.
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    // Together: each takes a few seconds, mostly waiting for its first answer.
    const started = await Promise.allSettled(
      ports.map((p, n) =>
        startNextServer({
          port: p,
          env: serverEnv,
          logFile: path.join(dir, "logs", `server-${n}.log`),
          onStderr: onStderr && ((text) => onStderr(n, text)),
          host: serverHost,
          name: `server ${n}`,
        }),
      ),
    );
    for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    log(`${count} server${count > 1 ? "s" : ""} on port${count > 1 ? "s" : ""} ${ports.join(", ")}`);
    nginx = await startNginx({ dir, port, host, serverHost, upstreams: ports, testMode, log });
    await waitForHttp(nginx.url + HEALTH_PATH, { timeoutMs: 30_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: nginx.url, servers, nginx, stop };
}

/** Where the servers listen: CLUSTER_BIND_ADDRESS (a private interface's address), else loopback. */
export function serverBindAddress(env) {
  return env.CLUSTER_BIND_ADDRESS || "127.0.0.1";
}
