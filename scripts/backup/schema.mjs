// What the Node dump needs to know about the school's tables: every table of the `public` schema with its
// columns, its primary key, and an insert order where each table comes after the tables it references.
// References that cannot be ordered (a table pointing at itself, or two tables pointing at each other, as a
// discussion thread names its answer post and a post its thread) are "deferred": the restore inserts those
// columns empty and sets them once every row is in. Such columns are nullable, or no row could ever be written.

/** Quotes an identifier for SQL. */
export const ident = (name) => `"${String(name).replaceAll('"', '""')}"`;

export async function readTables(client) {
  const { rows: tables } = await client.query(
    `SELECT c.relname AS name,
            ARRAY(SELECT a.attname::text FROM pg_index i JOIN unnest(i.indkey) WITH ORDINALITY k(n, o) ON true
                    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.n
                   WHERE i.indrelid = c.oid AND i.indisprimary ORDER BY k.o) AS "primaryKey"
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const { rows: columns } = await client.query(
    `SELECT c.relname AS "table", a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull",
            a.attidentity = 'a' AS "identityAlways"
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
  );
  const { rows: keys } = await client.query(
    `SELECT ch.relname AS child, pa.relname AS parent,
            ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns
       FROM pg_constraint con JOIN pg_class ch ON ch.oid = con.conrelid JOIN pg_class pa ON pa.oid = con.confrelid
      WHERE con.contype = 'f' AND con.connamespace = 'public'::regnamespace ORDER BY con.conname`,
  );
  const byName = new Map(
    tables.map(({ name, primaryKey }) => [name, { name, primaryKey, columns: [], types: {}, notNull: new Set(), identityAlways: false, keys: [] }]),
  );
  for (const column of columns) {
    const table = byName.get(column.table);
    if (!table) continue;
    table.columns.push(column.name);
    table.types[column.name] = column.type;
    if (column.notNull) table.notNull.add(column.name);
    if (column.identityAlways) table.identityAlways = true;
  }
  for (const key of keys) {
    if (byName.has(key.child) && byName.has(key.parent)) byName.get(key.child).keys.push({ parent: key.parent, columns: key.columns });
  }
  // What the manifest keeps: the working sets (notNull, keys) stay here.
  return insertOrder([...byName.values()]).map((t) => ({
    name: t.name, primaryKey: t.primaryKey, columns: t.columns, types: t.types, identityAlways: t.identityAlways, deferred: t.deferred,
  }));
}

/**
 * Parents before children (Kahn's algorithm, alphabetical among equals). When every remaining table waits on
 * another remaining one, the first table with a nullable reference into the rest defers it. Each table gets
 * `deferred`: the columns its restore fills in last.
 */
export function insertOrder(tables) {
  const placed = new Set();
  const ordered = [];
  const waiting = new Map(tables.map((t) => [t.name, t.keys.filter((k) => k.parent !== t.name)]));
  // A nullable reference to the same table is always deferred; a required one can only point at its own row.
  const selfKeys = (t) => t.keys.filter((k) => k.parent === t.name && k.columns.every((c) => !t.notNull.has(c)));
  const deferred = new Map(tables.map((t) => [t.name, new Set(selfKeys(t).flatMap((k) => k.columns))]));
  let remaining = [...tables];
  while (remaining.length) {
    const ready = remaining.filter((t) => waiting.get(t.name).every((k) => placed.has(k.parent))).sort((a, b) => (a.name < b.name ? -1 : 1));
    if (!ready.length) {
      const breakable = remaining.find((t) => waiting.get(t.name).some((k) => !placed.has(k.parent) && k.columns.every((c) => !t.notNull.has(c))));
      if (!breakable) throw new Error(`These tables reference each other through required columns, so no insert order exists: ${remaining.map((t) => t.name).join(", ")}`);
      const cut = waiting.get(breakable.name).find((k) => !placed.has(k.parent) && k.columns.every((c) => !breakable.notNull.has(c)));
      waiting.set(breakable.name, waiting.get(breakable.name).filter((k) => k !== cut));
      for (const c of cut.columns) deferred.get(breakable.name).add(c);
      continue;
    }
    for (const table of ready) {
      placed.add(table.name);
      ordered.push(table);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return ordered.map((t) => ({ ...t, deferred: [...deferred.get(t.name)].sort() }));
}
