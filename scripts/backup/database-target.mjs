// The database a backup reads or a restore writes: DATABASE_URL when set, otherwise the embedded PostgreSQL
// of `npm start` (.data/pg on EMBEDDED_PG_PORT): used as it is when `npm start` is running, started for the
// duration otherwise.
import path from "node:path";
import fs from "node:fs";

const EMBEDDED_USER = "postgres:postgres";

async function reachable(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Returns { url, description, stop }. `create`: a restore may initialise a new embedded database. */
export async function openDatabase(env, root, { create = false } = {}) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, description: `DATABASE_URL (${new URL(env.DATABASE_URL).host})`, stop: async () => {} };
  const port = Number(env.EMBEDDED_PG_PORT ?? 54329);
  const url = `postgresql://${EMBEDDED_USER}@127.0.0.1:${port}/school`;
  const dir = path.join(root, ".data/pg");
  if (await reachable(url)) return { url, description: `the running embedded PostgreSQL (127.0.0.1:${port})`, stop: async () => {} };
  if (!create && !fs.existsSync(path.join(dir, "PG_VERSION"))) {
    throw new Error("No database to back up: DATABASE_URL is not set and there is no embedded database in .data/pg (run npm start once).");
  }
  const { startPostgres } = await import("../lib/postgres.mjs");
  const started = await startPostgres({ dir, database: "school", port });
  return { url: started.url, description: `the embedded PostgreSQL in .data/pg (started for this run)`, stop: started.stop };
}
