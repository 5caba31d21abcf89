#!/usr/bin/env node
// Checks the course data files: `node prisma/seed/check-curriculum.mjs [slug ...]`.
// With every course, the school-wide fairness rule too (each rank of each cue at 25% ± 5 pp), and the translated
// questions (lesson-translations/full/<lang>/<slug>.json) by the length rules.
// `--fairness` also prints, per course, the share of questions whose correct option is at each rank (1st…4th) by
// length, by position in the data and by words shared with the question; the share of interpret questions; and
// the fixed strategy with the best chance of passing one of its assessments.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE, checkCourse, checkSchoolFairness, checkStrategyFairness, checkTranslationFairness, cueRankShares, fairnessRow } from "./curriculum-rules.mjs";

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "data");
const dir = path.join(dataDir, "courses");
const translationsDir = path.join(dataDir, "lesson-translations/full");
const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
let problems = [];
let checked = 0;
const courses = [];
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
    courses.push(course);
    problems = problems.concat(checkCourse(course, file, index), checkStrategyFairness(course).map((m) => `${file}: ${m}`));
    if (fs.existsSync(translationsDir))
      for (const lang of fs.readdirSync(translationsDir).sort()) {
        const tfile = path.join(translationsDir, lang, `${slug}.json`);
        if (!fs.existsSync(tfile)) continue;
        const translation = JSON.parse(fs.readFileSync(tfile, "utf8"));
        if (!translation.assessments) continue;
        problems = problems.concat(checkTranslationFairness(course, translation).map((m) => `full/${lang}/${slug}.json: ${m}`));
      }
    if (flags.includes("--fairness")) console.log(fairnessRow(course));
  } catch (e) {
    problems.push(`${file}: ${e.message}`);
  }
});
if (!only.length) problems = problems.concat(checkSchoolFairness(courses));
if (flags.includes("--fairness")) {
  const qs = courses.flatMap((c) => c.assessments.flatMap((a) => a.questions));
  for (const cue of ["length", "position", "overlap"])
    console.log(`all ${qs.length} questions, ${cue} rank 1-4: ${cueRankShares(qs, cue).map((x) => `${(x * 100).toFixed(1)}%`).join(" ")}`);
}
console.log(problems.length ? problems.join("\n") : `${checked} course file(s) OK`);
process.exit(problems.length ? 1 : 0);
