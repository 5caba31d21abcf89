import fs from "node:fs";
import path from "node:path";
import { CLIENT_NAMESPACES } from "./client-messages";

// Follows imports from every "use client" module (the code that runs in the browser) and collects the
// namespaces passed to useTranslations there.
const root = path.resolve(__dirname, "../..");
const sourceDirs = ["app", "components", "lib"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function clientNamespaces() {
  const files = sourceDirs.flatMap((dir) => sourceFiles(path.join(root, dir)));
  const queue = files.filter((file) => /^\s*["']use client["']/.test(fs.readFileSync(file, "utf8")));
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const unscoped: string[] = [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/useTranslations\(\s*(?:"([^"]*)")?\s*\)/g)) {
      if (match[1]) namespaces.add(match[1].split(".")[0]!);
      else unscoped.push(path.relative(root, file));
    }
    for (const match of source.matchAll(/from\s+["']([^"']+)["']/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return { namespaces, unscoped };
}

it("sends the browser every namespace its components read", () => {
  const { namespaces } = clientNamespaces();
  const missing = [...namespaces].filter((ns) => !(CLIENT_NAMESPACES as readonly string[]).includes(ns));
  expect(missing).toEqual([]);
});

it("sends nothing the browser does not read", () => {
  const { namespaces } = clientNamespaces();
  expect(CLIENT_NAMESPACES.filter((ns) => !namespaces.has(ns))).toEqual([]);
});

it("has client components name their namespace, so the list above can be checked", () => {
  expect(clientNamespaces().unscoped).toEqual([]);
});
