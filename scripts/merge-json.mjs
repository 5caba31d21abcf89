#!/usr/bin/env node
// Git merge driver for messages/*.json: two branches that each add their own keys merge without a
// conflict. Deep-merges "theirs" into "ours" against the common ancestor; a key both sides changed
// differently is a real conflict (exit 1). Register it once per clone:
//   git config merge.json-deep.driver "node scripts/merge-json.mjs %O %A %B"
import fs from "node:fs";

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (p) => (fs.existsSync(p) && fs.statSync(p).size > 0 ? JSON.parse(fs.readFileSync(p, "utf8")) : {});
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
let conflicts = 0;

function merge(base, ours, theirs, where) {
  if (JSON.stringify(ours) === JSON.stringify(theirs)) return ours;
  if (JSON.stringify(base) === JSON.stringify(theirs)) return ours;
  if (JSON.stringify(base) === JSON.stringify(ours)) return theirs;
  if (isObject(ours) && isObject(theirs)) {
    const out = {};
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      const value = merge(isObject(base) ? base[key] : undefined, ours[key], theirs[key], `${where}.${key}`);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  conflicts += 1;
  console.error(`merge-json: both sides changed ${where}`);
  return ours;
}

const merged = merge(read(basePath), read(oursPath), read(theirsPath), "");
fs.writeFileSync(oursPath, `${JSON.stringify(merged, null, 2)}\n`);
process.exit(conflicts ? 1 : 0);
