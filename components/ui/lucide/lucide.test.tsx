/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { createElement, type ElementType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import * as icons from "./index";

// Jest resolves "lucide-react" to the package itself; the bundles resolve it to this folder (next.config.mjs).
const root = path.resolve(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it("has every icon the code imports from lucide-react", () => {
  const imported = new Set<string>();
  for (const file of ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const part of match[1]!.split(",")) {
        const name = part.trim().split(/\s+as\s+/)[0]!.trim();
        if (name && !name.startsWith("type ")) imported.add(name);
      }
    }
  }
  expect(imported.size).toBeGreaterThan(20);
  expect([...imported].filter((name) => !(name in icons))).toEqual([]);
});

it.each(Object.keys(icons))("draws %s as lucide-react does", (name) => {
  const ours = (icons as unknown as Record<string, ElementType>)[name]!;
  const theirs = (lucide as unknown as Record<string, ElementType>)[name]!;
  for (const props of [{}, { className: "size-4 shrink-0 text-primary" }, { "aria-label": "Locked", role: "img", className: "h-5 w-5" }, { "aria-hidden": true, className: "lucide x" }]) {
    expect(renderToStaticMarkup(createElement(ours, props))).toBe(renderToStaticMarkup(createElement(theirs, props)));
  }
});
