// PostgreSQL's plans for recorded statements (statement-log.ts): the custom plan for the values they were sent
// with, and the generic plan a prepared statement falls back to after five runs (lib/db names its statements, so
// the server may plan them once for any values). A scan that reads a whole table, or a whole index without a
// condition, reads every other user's rows too: its cost grows with the table, whatever the page shows.
import type pg from "pg";
import type { Statement } from "./statement-log";

type PlanNode = { "Node Type": string; "Relation Name"?: string; Alias?: string; "Index Name"?: string; "Index Cond"?: string; Plans?: PlanNode[] };

/** Scans of a whole table (or a whole index) among `tables`, anywhere in `plan`: "Seq Scan on enrollments e". */
export function wholeTableScans(plan: PlanNode, tables: readonly string[]): string[] {
  const here: string[] = [];
  const relation = plan["Relation Name"];
  if (relation && tables.includes(relation)) {
    const type = plan["Node Type"];
    const alias = plan.Alias && plan.Alias !== relation ? ` ${plan.Alias}` : "";
    if (type === "Seq Scan") here.push(`Seq Scan on ${relation}${alias}`);
    if ((type === "Index Scan" || type === "Index Only Scan") && !plan["Index Cond"]) here.push(`${type} of all of ${plan["Index Name"]}`);
  }
  return [...here, ...(plan.Plans ?? []).flatMap((child) => wholeTableScans(child, tables))];
}

async function explain(client: pg.Client, text: string, values: unknown[] | null): Promise<PlanNode> {
  const options = values ? "FORMAT JSON" : "FORMAT JSON, GENERIC_PLAN";
  const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>({ text: `EXPLAIN (${options}) ${text}`, values: values ?? [] });
  return rows[0]!["QUERY PLAN"][0].Plan;
}

/** For each statement that reads rows, its whole-table scans of `tables` in either plan; empty when there is none. */
export async function scansOfGrownTables(client: pg.Client, statements: readonly Statement[], tables: readonly string[]) {
  const found: { statement: string; plan: "custom" | "generic"; scans: string[] }[] = [];
  for (const { text, values } of statements) {
    if (!/^\s*(SELECT|WITH)\b/i.test(text)) continue;
    for (const plan of ["custom", "generic"] as const) {
      const scans = wholeTableScans(await explain(client, text, plan === "custom" ? values : null), tables);
      if (scans.length) found.push({ statement: text.replace(/\s+/g, " ").slice(0, 160), plan, scans });
    }
  }
  return found;
}
