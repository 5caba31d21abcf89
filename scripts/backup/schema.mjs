// What the Node dump needs to know about the school's tables: every table of the `public` schema with its
// columns, in an order where each table comes after the tables it references (so a restore inserts parents
// first), and the foreign keys a table has to itself (their rows are ordered parent-first within the table).

/** Quotes an identifier for SQL. */
export const ident = (name) => `"${String(name).replaceAll('"', '""')}"`;

export async function readTables(client) {
  const { rows: tables } = await client.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const { rows: columns } = await client.query(
    `SELECT c.relname AS "table", a.attname AS name, a.attidentity = 'a' AS "identityAlways"
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
  );
  const { rows: keys } = await client.query(
    `SELECT ch.relname AS child, pa.relname AS parent,
            ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
            ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i) AS "refColumns"
       FROM pg_constraint con JOIN pg_class ch ON ch.oid = con.conrelid JOIN pg_class pa ON pa.oid = con.confrelid
      WHERE con.contype = 'f' AND con.connamespace = 'public'::regnamespace`,
  );
  const byName = new Map(
    tables.map(({ name }) => [name, { name, columns: [], identityAlways: false, selfKeys: [], parents: new Set() }]),
  );
  for (const column of columns) {
    const table = byName.get(column.table);
    if (!table) continue;
    table.columns.push(column.name);
    if (column.identityAlways) table.identityAlways = true;
  }
  for (const key of keys) {
    const table = byName.get(key.child);
    if (!table || !byName.has(key.parent)) continue;
    if (key.child === key.parent) table.selfKeys.push({ columns: key.columns, refColumns: key.refColumns });
    else table.parents.add(key.parent);
  }
  return dependencyOrder([...byName.values()]).map(({ parents, ...table }) => ({ ...table, parents: [...parents].sort() }));
}

/** Parents before children (Kahn's algorithm, alphabetical among equals so two dumps list tables alike). */
export function dependencyOrder(tables) {
  const placed = new Set();
  const ordered = [];
  let remaining = [...tables];
  while (remaining.length) {
    const ready = remaining.filter((t) => [...t.parents].every((p) => placed.has(p)));
    if (!ready.length) {
      throw new Error(`These tables reference each other in a cycle, so no insert order exists: ${remaining.map((t) => t.name).join(", ")}`);
    }
    for (const table of ready) {
      placed.add(table.name);
      ordered.push(table);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/**
 * Orders the rows of a table that references itself so that a row comes after the row it points to.
 * `rows` are arrays of text in `columns` order; a reference to a row outside the table stays where it is
 * (the foreign key would refuse it anyway, with PostgreSQL's own message).
 */
export function parentsFirst(rows, columns, selfKeys) {
  if (!selfKeys.length) return rows;
  const at = (names) => names.map((n) => columns.indexOf(n));
  const keyOf = (row, indexes) => (indexes.some((i) => row[i] === null) ? null : JSON.stringify(indexes.map((i) => row[i])));
  const keys = selfKeys.map((k) => ({ from: at(k.columns), to: at(k.refColumns) }));
  const present = keys.map(({ to }) => new Set(rows.map((row) => keyOf(row, to))));
  const placed = keys.map(() => new Set());
  const ordered = [];
  let remaining = rows;
  while (remaining.length) {
    const waiting = [];
    for (const row of remaining) {
      const ready = keys.every(({ from }, k) => {
        const parent = keyOf(row, from);
        return parent === null || !present[k].has(parent) || placed[k].has(parent);
      });
      if (!ready) {
        waiting.push(row);
        continue;
      }
      ordered.push(row);
      keys.forEach(({ to }, k) => placed[k].add(keyOf(row, to)));
    }
    if (waiting.length === remaining.length) return [...ordered, ...waiting];
    remaining = waiting;
  }
  return ordered;
}
