// The database half of a restore: the schema comes from the school's own migrations (`prisma migrate
// deploy` on an emptied `public` schema), then every table's rows go back in one transaction, parents first,
// references that close a cycle filled in last (lib: schema.mjs), and the sequences set where they were.
// Nothing is committed unless every table is back whole.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { ident } from "./schema.mjs";

// PostgreSQL takes at most 65,535 parameters per statement.
const MAX_PARAMETERS = 30_000;
const BOOKKEEPING = new Set(["_prisma_migrations"]);

/** Tables of the school holding rows (Prisma's own bookkeeping aside): a school that is not empty. */
export async function nonEmptyTables(client) {
  const { rows } = await client.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const found = [];
  for (const { name } of rows) {
    if (BOOKKEEPING.has(name)) continue;
    const { rowCount } = await client.query(`SELECT 1 FROM ${ident(name)} LIMIT 1`);
    if (rowCount) found.push(name);
  }
  return found;
}

/** Migrations the backup was taken at that this copy of the school does not have: it cannot hold those rows. */
export function missingMigrations(database, migrationsDir) {
  const here = new Set(fs.readdirSync(migrationsDir).filter((name) => fs.statSync(path.join(migrationsDir, name)).isDirectory()));
  return database.migrations.filter((name) => !here.has(name));
}

/** Drops and recreates the `public` schema (every table, type and sequence of the school). */
export async function emptySchema(client) {
  await client.query("DROP SCHEMA IF EXISTS public CASCADE");
  await client.query("CREATE SCHEMA public");
}

/** Inserts every table's rows from `dir`/db; returns the rows restored per table. */
export async function restoreRows(client, dir, database) {
  const restored = {};
  await client.query("BEGIN");
  try {
    const tables = database.tables.filter((t) => !BOOKKEEPING.has(t.name));
    // A migration may insert rows of its own: the backup's rows replace them.
    if (tables.length) await client.query(`TRUNCATE ${tables.map((t) => ident(t.name)).join(", ")} CASCADE`);
    const deferredRows = new Map();
    for (const table of tables) {
      const rows = await readRows(path.join(dir, "db", `${table.name}.jsonl`));
      const later = table.deferred.map((c) => table.columns.indexOf(c));
      await insertRows(client, table, later.length ? rows.map((row) => row.map((v, i) => (later.includes(i) ? null : v))) : rows);
      if (later.length) deferredRows.set(table, rows.filter((row) => later.some((i) => row[i] !== null)));
    }
    for (const [table, rows] of deferredRows) await setDeferred(client, table, rows);
    for (const table of tables) {
      const { rows: counted } = await client.query(`SELECT count(*)::int AS n FROM ${ident(table.name)}`);
      if (counted[0].n !== database.rows[table.name]) {
        throw new Error(`table ${table.name}: ${counted[0].n} rows after the restore, the backup holds ${database.rows[table.name]}`);
      }
      restored[table.name] = counted[0].n;
    }
    for (const { name, lastValue } of database.sequences) {
      if (lastValue !== null) await client.query(`SELECT setval($1::regclass, $2::bigint, true)`, [`public.${ident(name)}`, lastValue]);
    }
    await client.query("COMMIT");
    return restored;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

async function readRows(file) {
  const rows = [];
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line) rows.push(JSON.parse(line));
  return rows;
}

async function insertRows(client, table, rows) {
  const width = table.columns.length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / width));
  const columns = table.columns.map(ident).join(", ");
  const overriding = table.identityAlways ? " OVERRIDING SYSTEM VALUE" : "";
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values = batch.map((_, r) => `(${table.columns.map((__, c) => `$${r * width + c + 1}`).join(", ")})`).join(", ");
    await client.query(`INSERT INTO ${ident(table.name)} (${columns})${overriding} VALUES ${values}`, batch.flat());
  }
}

/** Fills in the deferred references of `rows` (already inserted with those columns empty), by primary key. */
async function setDeferred(client, table, rows) {
  if (!rows.length) return;
  if (!table.primaryKey.length) throw new Error(`table ${table.name} has references to fill in after the insert but no primary key to find its rows by`);
  const columns = [...table.primaryKey, ...table.deferred];
  const indexes = columns.map((c) => table.columns.indexOf(c));
  const width = columns.length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / width));
  const set = table.deferred.map((c) => `${ident(c)} = v.${ident(c)}`).join(", ");
  const match = table.primaryKey.map((c) => `t.${ident(c)} = v.${ident(c)}`).join(" AND ");
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values = batch.map((_, r) => `(${columns.map((c, i) => `$${r * width + i + 1}::${table.types[c]}`).join(", ")})`).join(", ");
    await client.query(
      `UPDATE ${ident(table.name)} AS t SET ${set} FROM (VALUES ${values}) AS v(${columns.map(ident).join(", ")}) WHERE ${match}`,
      batch.flatMap((row) => indexes.map((i) => row[i])),
    );
  }
}
