#!/usr/bin/env node
// Checks the course data files: `node prisma/seed/check-curriculum.mjs [slug ...]`.
// `--fairness` also prints each course's longest-correct share and the chance that always picking the longest
// option passes each assessment (checkCourse holds both to the limits).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE, checkCourse, longestCorrectShare, longestStrategyPassChance } from "./curriculum-rules.mjs";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "data/courses");
const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
let problems = [];
let checked = 0;
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
    if (flags.includes("--fairness")) {
      const chances = course.assessments.map((a) => `${(longestStrategyPassChance(a) * 100).toFixed(4)}%`).join(", ");
      console.log(`${slug}: longest option correct in ${Math.round(longestCorrectShare(course) * 100)}%; always-longest passes ${chances}`);
    }
  } catch (e) {
    problems.push(`${file}: ${e.message}`);
  }
});
console.log(problems.length ? problems.join("\n") : `${checked} course file(s) OK`);
process.exit(problems.length ? 1 : 0);
