#!/usr/bin/env node
// Runs the stock Prisma CLI. Prisma downloads a native schema engine at install time; machines that
// reach only the npm registry do not get it, so there we point the CLI at our WebAssembly stand-in.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function prismaEnv(env = process.env) {
  const enginesDir = path.join(root, "node_modules/@prisma/engines");
  const hasNative =
    fs.existsSync(enginesDir) && fs.readdirSync(enginesDir).some((f) => f.startsWith("schema-engine-"));
  if (hasNative || env.PRISMA_SCHEMA_ENGINE_BINARY) return { ...env };
  return { ...env, PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, "scripts/prisma-schema-engine.mjs") };
}

export function runPrisma(args, { env = process.env, stdio = "inherit" } = {}) {
  const cli = path.join(root, "node_modules/prisma/build/index.js");
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: root, env: prismaEnv(env), stdio });
  if (result.status !== 0) {
    throw new Error(`prisma ${args.join(" ")} failed (exit ${result.status})`);
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    runPrisma(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
