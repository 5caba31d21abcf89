// Child processes: one-off build steps, and Next servers that are waited for and stopped cleanly.
import { spawn, spawnSync } from "node:child_process";
export { portIsFree } from "../lib/processes.mjs";

/** Runs `node ...args` to the end with the output shown; throws if it fails. */
export function step(args, env) {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`failed: node ${args.join(" ")}`);
}

/** Polls `url` until the server answers below 500 (or exits, or the time is up). */
export async function waitFor(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

/** `next start` for the app in `dir` (. for the school); resolves once `readyPath` answers. */
export async function startNext({ dir, port, env, readyPath }) {
  const args = ["node_modules/next/dist/bin/next", "start", ...(dir === "." ? [] : [dir]), "-p", String(port)];
  // stdout is Next's banner; errors still show on stderr.
  const server = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(baseUrl + readyPath, server);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once("exit", resolve);
        server.kill("SIGTERM");
      }),
  };
}
