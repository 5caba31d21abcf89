#!/usr/bin/env node
// Checks the course data files: `node prisma/seed/check-curriculum.mjs [slug ...]`.
// `--fairness` also prints each course's longest-correct share and small pools; `--write-pending` rewrites
// prisma/seed/fairness-pending.json with the courses that still fail those two measures.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE, checkCourse, longestCorrectShare, MAX_LONGEST_CORRECT_SHARE, smallPools } from "./curriculum-rules.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, "data/courses");
const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
let problems = [];
let checked = 0;
const pending = { longestCorrect: [], smallPool: [] };
CATALOGUE.forEach(([slug], index) => {
  if (only.length && !only.includes(slug)) return;
  const file = `${String(index + 1).padStart(2, "0")}-${slug}.json`;
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) {
    if (only.length) problems.push(`${file}: missing`);
    return;
  }
  checked++;
  try {
    const course = JSON.parse(fs.readFileSync(full, "utf8"));
    problems = problems.concat(checkCourse(course, file, index));
    const share = longestCorrectShare(course);
    const small = smallPools(course);
    if (share > MAX_LONGEST_CORRECT_SHARE) pending.longestCorrect.push(slug);
    if (small.length) pending.smallPool.push(slug);
    if (flags.includes("--fairness"))
      console.log(`${slug}: longest option correct in ${Math.round(share * 100)}%${small.map((s) => `; assessment ${s.assessment} pool ${s.pool} for ${s.perAttempt} per attempt`).join("")}`);
  } catch (e) {
    problems.push(`${file}: ${e.message}`);
  }
});
if (flags.includes("--write-pending")) {
  fs.writeFileSync(path.join(here, "fairness-pending.json"), `${JSON.stringify(pending, null, 2)}\n`);
  console.log(`fairness-pending.json: ${pending.longestCorrect.length} longest-correct, ${pending.smallPool.length} small-pool course(s)`);
}
console.log(problems.length ? problems.join("\n") : `${checked} course file(s) OK`);
process.exit(problems.length ? 1 : 0);
