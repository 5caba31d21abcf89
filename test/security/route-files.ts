// Every route handler under app/api, found by walking the folder (a new route is found without being listed),
// with the HTTP methods its module exports.
import fs from "node:fs";
import path from "node:path";
import type { AnyHandler } from "./requests";

const API = path.join(process.cwd(), "app", "api");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type RouteMethod = { route: string; method: string; file: string; handler: AnyHandler };

function routeFiles(dir = API): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** "/api/users/[userId]/dashboard" for app/api/users/[userId]/dashboard/route.ts. */
const routeOf = (file: string) => `/api/${path.relative(API, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "");

export async function routeMethods(): Promise<RouteMethod[]> {
  const found: RouteMethod[] = [];
  for (const file of routeFiles().sort()) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (typeof mod[method] === "function") found.push({ route: routeOf(file), method, file, handler: mod[method] as AnyHandler });
    }
  }
  return found;
}
