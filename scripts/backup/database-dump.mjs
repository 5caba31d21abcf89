// The database half of a backup, written in Node: every table of the `public` schema read inside one
// REPEATABLE READ READ ONLY transaction (one snapshot, so the tables agree with each other while the school
// keeps serving), each row as its columns' text form (PostgreSQL's own input syntax, so every type comes
// back as it was), one JSON line per row. README "Backups" says why not pg_dump.
import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { ident, readTables } from "./schema.mjs";

const BATCH = 1000;

/** Writes db/<table>.jsonl under `dir`; returns what the manifest records about the database. */
export async function dumpDatabase(client, dir) {
  fs.mkdirSync(path.join(dir, "db"), { recursive: true });
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    const tables = await readTables(client);
    const rows = {};
    for (const table of tables) rows[table.name] = await dumpTable(client, table, path.join(dir, "db", `${table.name}.jsonl`));
    const { rows: sequences } = await client.query(
      `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    );
    const migrations = await appliedMigrations(client, tables);
    await client.query("COMMIT");
    return {
      method: "node-text-rows",
      serverVersion: (await client.query("SHOW server_version")).rows[0].server_version,
      migration: migrations.at(-1) ?? null,
      migrations,
      tables,
      rows,
      sequences,
    };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

async function dumpTable(client, table, file) {
  const out = fs.createWriteStream(file);
  const select = table.columns.map((c) => `${ident(c)}::text`).join(", ");
  await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${select} FROM ${ident(table.name)}`);
  let count = 0;
  for (;;) {
    const { rows } = await client.query({ text: `FETCH ${BATCH} FROM backup_rows`, rowMode: "array" });
    for (const row of rows) {
      if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, "drain");
    }
    count += rows.length;
    if (rows.length < BATCH) break;
  }
  await client.query("CLOSE backup_rows");
  out.end();
  await finished(out);
  return count;
}

/** Prisma's applied migrations, oldest first (none when the table is absent: a database never migrated). */
async function appliedMigrations(client, tables) {
  if (!tables.some((t) => t.name === "_prisma_migrations")) return [];
  const { rows } = await client.query(
    `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.migration_name);
}
