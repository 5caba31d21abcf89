#!/usr/bin/env node
// Checks the course data files: `node prisma/seed/check-curriculum.mjs [slug ...]`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE, checkCourse } from "./curriculum-rules.mjs";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "data/courses");
const only = process.argv.slice(2);
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
    problems = problems.concat(checkCourse(JSON.parse(fs.readFileSync(full, "utf8")), file, index));
  } catch (e) {
    problems.push(`${file}: ${e.message}`);
  }
});
console.log(problems.length ? problems.join("\n") : `${checked} course file(s) OK`);
process.exit(problems.length ? 1 : 0);
