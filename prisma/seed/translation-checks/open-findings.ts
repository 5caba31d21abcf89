// What the translation checks find today and is not fixed yet, per translated course and check, kept in
// open-findings.json: issue 32 stays open until the file is empty. A check passes when it finds exactly its open
// findings, so a new defect fails it, and so does a fixed one until it is taken off the list (the list stays true).
// RECORD_OPEN_FINDINGS=1 writes what the checks find into the file instead (after reading every finding by eye).
import fs from "node:fs";
import path from "node:path";

const FILE = path.join(__dirname, "open-findings.json");
const recording = process.env.RECORD_OPEN_FINDINGS === "1";
const open: Record<string, string[]> = fs.existsSync(FILE) ? JSON.parse(fs.readFileSync(FILE, "utf8")) : {};

/** The findings of `check` on `course` ("ar/john") that are known and open. */
export function openFindings(course: string, check: string): string[] {
  return open[`${course} ${check}`] ?? [];
}

/** In recording mode, keeps `found` as the open findings of `check` on `course` and writes the file. */
export function recordFindings(course: string, check: string, found: string[]): void {
  if (!recording) return;
  const key = `${course} ${check}`;
  if (found.length) open[key] = found;
  else delete open[key];
  const sorted = Object.fromEntries(Object.keys(open).sort().map((k) => [k, open[k]!]));
  fs.writeFileSync(FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}
