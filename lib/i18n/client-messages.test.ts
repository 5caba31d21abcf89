/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Follows every page, layout, loading and not-found file under app/ through the server components it renders
// to the client components ("use client" modules) it renders, and checks that the nearest <ClientMessages>
// around each of them carries every namespace that client component (and the client code it imports) reads
// with useTranslations, and that no <ClientMessages> carries a namespace nothing inside it reads.
// An inner provider replaces the outer one's messages, so the nearest one is the one that counts.
const root = path.resolve(__dirname, "../..");
const rel = (file: string) => path.relative(root, file);

type Context = { id: string; namespaces: Set<string> };
const NO_PROVIDER: Context = { id: "(no provider)", namespaces: new Set() };

const sources = new Map<string, string>();
function read(file: string) {
  if (!sources.has(file)) sources.set(file, fs.readFileSync(file, "utf8"));
  return sources.get(file)!;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const isClient = (file: string) => /^\s*["']use client["']/.test(read(file));

/** Local name → file, for every import of a project module. */
function imports(file: string) {
  const map = new Map<string, string>();
  for (const match of read(file).matchAll(/import\s+(?:type\s+)?([\w\s{},*]*?)\s*from\s+["']([^"']+)["']/g)) {
    const target = resolveImport(file, match[2]!);
    if (!target) continue;
    for (const part of match[1]!.replace(/[{}]/g, ",").split(",")) {
      const local = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (local && local !== "type" && !local.startsWith("*")) map.set(local.replace(/^type\s+/, ""), target);
    }
  }
  return map;
}

/** The namespaces a client module and the modules it imports read, and the files that call useTranslations(). */
const clientReads = new Map<string, { namespaces: Set<string>; unscoped: string[] }>();
function namespacesOf(file: string) {
  if (clientReads.has(file)) return clientReads.get(file)!;
  const namespaces = new Set<string>();
  const unscoped: string[] = [];
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const source = read(current);
    for (const match of source.matchAll(/useTranslations\(\s*(?:"([^"]*)")?\s*\)/g)) {
      if (match[1]) namespaces.add(match[1].split(".")[0]!);
      else unscoped.push(rel(current));
    }
    for (const match of source.matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)) {
      const target = resolveImport(current, match[1]!);
      if (target && !target.endsWith(".json")) queue.push(target);
    }
  }
  const result = { namespaces, unscoped };
  clientReads.set(file, result);
  return result;
}

const problems: string[] = [];
const declared = new Map<string, Set<string>>(); // ClientMessages occurrence → its namespaces
const used = new Map<string, Set<string>>(); // ClientMessages occurrence → the namespaces read inside it

function requireNamespaces(clientFile: string, context: Context, where: string) {
  const { namespaces } = namespacesOf(clientFile);
  for (const namespace of namespaces) {
    used.get(context.id)?.add(namespace);
    if (!context.namespaces.has(namespace)) {
      problems.push(`${where} renders ${rel(clientFile)}, which reads "${namespace}", not carried by ${context.id}`);
    }
  }
}

/** Walks a server module's JSX; returns the contexts at its {children}. */
const analysed = new Map<string, Context[]>();
function analyse(file: string, context: Context): Context[] {
  // A page or layout that is another one, re-exported (app/signed-in/ holds app/[locale]'s pages so).
  const reexported = /export\s*\{[^}]*\bdefault\b[^}]*\}\s*from\s*["']([^"']+)["']/.exec(read(file));
  const original = reexported && resolveImport(file, reexported[1]!);
  if (original) return analyse(original, context);
  const key = `${file}|${context.id}`;
  if (analysed.has(key)) return analysed.get(key)!;
  analysed.set(key, []);
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imported = imports(file);
  const renderedAsJsx = new Set<string>();
  const childrenContexts: Context[] = [];

  const tagName = (node: ts.JsxOpeningLikeElement) => node.tagName.getText(source).split(".")[0]!;

  function providerContext(node: ts.JsxOpeningLikeElement): Context {
    const attribute = node.attributes.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText(source) === "namespaces");
    const expression = attribute && ts.isJsxAttribute(attribute) && attribute.initializer && ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : undefined;
    const id = `<ClientMessages> at ${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (!expression || !ts.isArrayLiteralExpression(expression) || !expression.elements.every(ts.isStringLiteral)) {
      problems.push(`${id}: namespaces must be a literal list of strings`);
      return { id, namespaces: new Set() };
    }
    const namespaces = new Set(expression.elements.map((element) => (element as ts.StringLiteral).text));
    declared.set(id, namespaces);
    if (!used.has(id)) used.set(id, new Set());
    return { id, namespaces };
  }

  function visit(node: ts.Node, current: Context) {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
      const opening = ts.isJsxElement(node) ? node.openingElement : node;
      const name = tagName(opening);
      opening.attributes.properties.forEach((p) => visit(p, current));
      let inner = current;
      if (name === "ClientMessages") inner = providerContext(opening);
      else if (name === "NextIntlClientProvider") problems.push(`${rel(file)} renders NextIntlClientProvider: use ClientMessages`);
      else if (imported.has(name)) {
        const target = imported.get(name)!;
        renderedAsJsx.add(name);
        if (isClient(target)) requireNamespaces(target, current, rel(file));
        else if (target.endsWith(".tsx")) analyse(target, current);
      }
      if (ts.isJsxElement(node)) node.children.forEach((child) => visit(child, inner));
      return;
    }
    if (ts.isJsxExpression(node) && node.expression && /^(props\.)?children$/.test(node.expression.getText(source))) {
      childrenContexts.push(current);
    }
    ts.forEachChild(node, (child) => visit(child, current));
  }
  visit(source, context);

  // A client component imported but not rendered as a tag (passed as a prop, say) counts where the module renders.
  for (const [name, target] of imported) {
    if (!renderedAsJsx.has(name) && /\.tsx$/.test(target) && isClient(target) && new RegExp(`\\b${name}\\b`).test(read(file).replace(/import[^;]*;/g, ""))) {
      requireNamespaces(target, context, rel(file));
    }
  }
  analysed.set(key, childrenContexts);
  return childrenContexts;
}

const ENTRY = /^(page|layout|loading|not-found|error|template|default)\.tsx$/;

function entries(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? entries(full) : ENTRY.test(entry.name) ? [full] : [];
  });
}

/** The context the layouts above a file give it (the one at their {children}). */
function inheritedContext(file: string): Context {
  const dirs: string[] = [];
  for (let dir = path.dirname(file); dir.startsWith(path.join(root, "app")); dir = path.dirname(dir)) dirs.unshift(dir);
  let context = NO_PROVIDER;
  for (const dir of dirs) {
    const layout = path.join(dir, "layout.tsx");
    if (layout === file || !fs.existsSync(layout)) continue;
    const contexts = analyse(layout, context);
    if (contexts.length > 0) context = contexts[contexts.length - 1]!;
  }
  return context;
}

function checkAll() {
  for (const file of entries(path.join(root, "app"))) {
    const context = inheritedContext(file);
    if (isClient(file)) requireNamespaces(file, context, rel(file));
    else analyse(file, context);
  }
}

beforeAll(checkAll);

it("gives every client component the namespaces it reads, from the nearest ClientMessages", () => {
  expect([...new Set(problems)]).toEqual([]);
});

it("gives the browser no namespace that the client components inside a ClientMessages do not read", () => {
  const unread = [...declared].flatMap(([id, namespaces]) => [...namespaces].filter((ns) => !used.get(id)?.has(ns)).map((ns) => `${id}: "${ns}"`));
  expect(unread).toEqual([]);
});

it("has client components name their namespace, so the lists can be checked", () => {
  const files = [...clientReads.keys()];
  expect(files.length).toBeGreaterThan(10);
  expect([...new Set(files.flatMap((file) => namespacesOf(file).unscoped))]).toEqual([]);
});
