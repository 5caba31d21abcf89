#!/usr/bin/env node
// `npm run restore -- <dir> [--force]`: checks every checksum of a backup folder first (a damaged backup
// touches nothing), refuses a school that already has data unless --force, then recreates the schema from
// the migrations and puts back every row and every stored object.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadEnvironment, logger, root, runCli } from "./cli.mjs";
import { emptySchema, missingMigrations, nonEmptyTables, restoreRows } from "./database-restore.mjs";
import { openDatabase } from "./database-target.mjs";
import { verifyBackup } from "./manifest.mjs";
import { forObject, storageFromEnv } from "./storage.mjs";

const say = logger("restore");

async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error("usage: npm run restore -- <backup folder> [--force]");
  const dir = path.resolve(positionals[0]);
  const manifest = await verifyBackup(dir);
  say(`backup ${dir}: ${Object.keys(manifest.files).length} files, every checksum matches (taken ${manifest.createdAt})`);
  const missing = missingMigrations(manifest.database, path.join(root, "prisma/migrations"));
  if (missing.length) throw new Error(`the backup was taken at migrations this copy of the school does not have (${missing.join(", ")}); restore it with that version.`);

  const env = loadEnvironment();
  const store = storageFromEnv(env);
  const database = await openDatabase(env, root, { create: true });
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    const tables = await nonEmptyTables(client);
    const objects = await store.keys();
    if ((tables.length || objects.length) && !values.force) {
      const what = [tables.length && `${tables.length} tables with rows (${tables.slice(0, 5).join(", ")}${tables.length > 5 ? "…" : ""})`, objects.length && `${objects.length} stored objects`];
      throw new Error(`the school is not empty: ${what.filter(Boolean).join(" and ")}. Nothing was changed. Add --force to replace everything with the backup.`);
    }
    if (tables.length || objects.length) say(`--force: replacing ${tables.length} tables with rows and ${objects.length} stored objects`);

    await emptySchema(client);
    const { runPrisma } = await import("../prisma.mjs");
    runPrisma(["migrate", "deploy"], { env: { ...env, DATABASE_URL: database.url }, stdio: ["ignore", "ignore", "inherit"] });
    say(`schema recreated from the migrations in ${database.description}`);
    const restored = await restoreRows(client, dir, manifest.database);
    const rows = Object.values(restored).reduce((a, b) => a + b, 0);
    say(`database: ${Object.keys(restored).length} tables, ${rows} rows restored (every count matches the manifest)`);

    await store.clear();
    for (const object of manifest.storage.objects) {
      await forObject(object.key, () => store.upload(object.key, path.join(dir, "storage", object.key), object));
    }
    say(`storage: ${manifest.storage.objects.length} objects restored to ${store.description}`);
    say("restore complete");
  } finally {
    await client.end().catch(() => {});
    await database.stop();
  }
}

runCli("restore", main);
