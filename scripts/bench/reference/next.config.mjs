import path from "node:path";
import { fileURLToPath } from "node:url";

// The bench's bare reference app: the floor the school is measured against. It is built from the school's
// node_modules, so the workspace root (where those live) is two folders up from scripts/bench/.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Outside this folder, next to the school's .next-test* builds: git, ESLint and tsc already ignore those.
  distDir: "../../../.next-test-bench-reference",
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
  // pg stays a Node module on the server, as in the school.
  serverExternalPackages: ["pg"],
};

export default nextConfig;
