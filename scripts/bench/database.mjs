// One throwaway PostgreSQL cluster for the run: the school's database and the reference's, side by side,
// so the school's saves and the reference's bare INSERT go to the same server.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { freePort, startPostgres, tempDir } from "../lib/postgres.mjs";

/** `settings`: more PostgreSQL settings, { name: value } (lib/postgres.mjs). */
export async function startDatabases({ settings } = {}) {
  const dir = tempDir("school-bench-");
  const school = await startPostgres({ dir: path.join(dir, "pg"), database: "school_bench", port: await freePort(), persistent: false, settings });
  const referenceUrl = school.url.replace(/\/school_bench$/, "/bench_reference");
  const client = new pg.Client({ connectionString: school.url });
  await client.connect();
  try {
    await client.query("CREATE DATABASE bench_reference");
  } finally {
    await client.end();
  }
  return {
    /** A folder for the school's uploads and outbox, removed with the cluster. */
    dir,
    schoolUrl: school.url,
    referenceUrl,
    stop: async () => {
      await school.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
