/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { cn } from "./utils";

// cn carries the part of tailwind-merge's rules the codebase uses. The merge keeps a class unless a later kept
// class sets the same thing, so agreeing on every ordered pair of classes means agreeing on every class list.
const root = path.resolve(__dirname, "..");
// tailwind-merge with its own rules and no result cache: the 600,000 pairs below are each merged once, so its
// 500-entry cache only ever missed and churned (a third of the reference's time).
const twMerge = extendTailwindMerge({ cacheSize: 0 });

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every word of every string literal in the source that could be a class name. */
function classNames() {
  const names = new Set<string>();
  const files = ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir)));
  // lib/utils.ts itself names groups (inset-x, gap-y), not classes.
  for (const file of files.filter((file) => file !== path.join(root, "lib/utils.ts"))) {
    const source = fs.readFileSync(file, "utf8");
    for (const literal of source.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
      for (const word of (literal[1] ?? literal[2] ?? literal[3]!).split(/\s+/)) {
        if (/^!?-?[a-z[@*][^\s"'`{}$]*$/.test(word)) names.add(word);
      }
    }
  }
  // A word neither merge knows as a class is kept by both wherever it stands: only classes need pairing.
  return [...names].sort().filter((name) => twMerge(`${name} ${name}`) === name || cn(`${name} ${name}`) === name);
}

it("merges every pair of the codebase's class names as tailwind-merge does", () => {
  const names = classNames();
  expect(names.length).toBeGreaterThan(300);
  expect(names).toEqual(expect.arrayContaining(["px-4", "hover:bg-accent", "[&_svg]:size-4", "focus-visible:ring-2"]));
  const differences: string[] = [];
  for (const first of names) {
    for (const second of names) {
      const input = `${first} ${second}`;
      const expected = twMerge(input);
      if (cn(input) !== expected) differences.push(`"${input}": tailwind-merge gives "${expected}", cn "${cn(input)}"`);
    }
  }
  expect(differences.slice(0, 20)).toEqual([]);
});

it("keeps the last of conflicting classes, per variant", () => {
  expect(cn("h-10 px-4 py-2", "h-auto py-2")).toBe("px-4 h-auto py-2");
  expect(cn("p-6 pt-0", "flex p-6")).toBe("flex p-6");
  expect(cn("text-xl leading-tight", "text-lg")).toBe("text-lg");
  expect(cn("hover:bg-accent bg-primary", "bg-muted")).toBe("hover:bg-accent bg-muted");
  expect(cn("course-card", false, undefined, ["group", { active: true, hidden: false }])).toBe("course-card group active");
});
