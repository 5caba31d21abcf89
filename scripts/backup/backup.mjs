#!/usr/bin/env node
// `npm run backup [-- --out <dir>]`: the school's database and stored files into one folder
// (default .data/backups/<UTC time>) with manifest.json: the migration, the rows per table, and each file's
// size and SHA-256. `npm run restore -- <dir>` puts it back. README "Backups" explains the format.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadEnvironment, logger, mebibytes, root, runCli } from "./cli.mjs";
import { dumpDatabase } from "./database-dump.mjs";
import { openDatabase } from "./database-target.mjs";
import { writeManifest } from "./manifest.mjs";
import { forObject, isSafeKey, storageFromEnv } from "./storage.mjs";

const say = logger("backup");

async function copyStorage(store, out) {
  const objects = [];
  for (const key of await store.keys()) {
    if (!isSafeKey(key)) throw new Error(`storage key ${JSON.stringify(key)} cannot be a file name in the backup`);
    const file = path.join(out, "storage", key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    objects.push({ key, ...(await forObject(key, () => store.download(key, file))) });
  }
  return objects;
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const out = values.out ? path.resolve(values.out) : path.join(root, ".data/backups", new Date().toISOString().replace(/[:.]/g, "-"));
  if (fs.existsSync(out) && fs.readdirSync(out).length) throw new Error(`${out} is not empty; choose a new folder with --out.`);
  const env = loadEnvironment();
  const store = storageFromEnv(env);
  const database = await openDatabase(env, root);
  fs.mkdirSync(out, { recursive: true });
  try {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let dump;
    try {
      dump = await dumpDatabase(client, out);
    } finally {
      await client.end();
    }
    const rows = Object.values(dump.rows).reduce((a, b) => a + b, 0);
    say(`database: ${dump.tables.length} tables, ${rows} rows from ${database.description}, one REPEATABLE READ snapshot (migration ${dump.migration ?? "none"})`);
    const objects = await copyStorage(store, out);
    const manifest = await writeManifest(out, { database: dump, storage: { source: store.description, objects } });
    const bytes = objects.reduce((sum, o) => sum + manifest.files[`storage/${o.key}`].size, 0);
    say(`storage: ${objects.length} objects, ${mebibytes(bytes)} from ${store.description}`);
    say(`manifest: ${Object.keys(manifest.files).length} files with SHA-256 in ${path.join(out, "manifest.json")}`);
    say(`backup written to ${out}`);
  } catch (error) {
    // A half-written folder must not pass for a backup.
    fs.rmSync(out, { recursive: true, force: true });
    throw error;
  } finally {
    await database.stop();
  }
}

runCli("backup", main);
