// A backup moves between PostgreSQL major versions: the school's database (the embedded server, 18) backed up
// and restored into Debian's PostgreSQL 15 (an external DATABASE_URL, as an operator may run), backed up
// there, and restored into a new database on 18. Every table's rows must come out of each step as they went
// in, in PostgreSQL's own text form: the dump is written in Node (README "Backups"), so no pg_dump of a
// matching version is needed anywhere. Skipped, saying why, where Debian's postgresql-15 is not installed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../lib/postgres.mjs";

const root = path.resolve(__dirname, "../..");
const PG15 = "/usr/lib/postgresql/15/bin";
const installed = fs.existsSync(path.join(PG15, "postgres"));
const work = fs.mkdtempSync(path.join(os.tmpdir(), "opsbackup-pg15-"));
const uploads = path.join(work, "uploads"); // no stored files: this is about the database
const sourceUrl = process.env.DATABASE_URL!;
const targetName = `backup_cross_${process.pid}_${Date.now()}`;
const targetUrl = Object.assign(new URL(process.env.INTEGRATION_BASE_DATABASE_URL ?? sourceUrl), { pathname: `/${targetName}` }).toString();
let pg15: { url: string; stop: () => void } | null = null;

/** Runs one of PostgreSQL 15's programs; as the postgres account when this is root (PostgreSQL refuses root). */
function pg15Program(program: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(PG15, program), ...args]] : [path.join(PG15, program), args];
  const result = spawnSync(command, argv, { encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${program} ${args.join(" ")} failed: ${result.stdout}${result.stderr}`);
}

/** A throwaway PostgreSQL 15 cluster on 127.0.0.1 with a database `school`. */
async function startPg15() {
  const dir = path.join(work, "pg15");
  fs.mkdirSync(dir);
  if (process.getuid?.() === 0) {
    fs.chmodSync(work, 0o755);
    spawnSync("chown", ["postgres:postgres", dir]);
  }
  const port = await freePort();
  // A throwaway cluster: nothing in it must survive a crash, so it skips every flush to disk (initdb --no-sync,
  // fsync and full-page writes off). What the test compares, the rows read back, is the same either way.
  pg15Program("initdb", ["-D", dir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const unsynced = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  pg15Program("pg_ctl", ["-D", dir, "-w", "-l", path.join(dir, "server.log"), "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${unsynced}`, "start"]);
  const stop = () => pg15Program("pg_ctl", ["-D", dir, "-w", "-m", "fast", "stop"]);
  const admin = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  try {
    await admin.query("CREATE DATABASE school");
  } finally {
    await admin.end();
  }
  return { url: `postgresql://postgres@127.0.0.1:${port}/school`, stop };
}

function run(script: "backup" | "restore", args: string[], databaseUrl: string) {
  const env = { ...process.env, DATABASE_URL: databaseUrl, STORAGE_DRIVER: "disk", STORAGE_DISK_PATH: uploads };
  const result = spawnSync(process.execPath, [path.join(root, `scripts/backup/${script}.mjs`), ...args], { cwd: root, env, encoding: "utf8", timeout: 180_000 });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` };
}

async function serverVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Math.floor(Number((await client.query("SHOW server_version_num")).rows[0].server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** Each table's rows of a backup folder, sorted (a restored table may hand its rows back in another order). */
function dumpedRows(dir: string): Record<string, string[]> {
  const tables: Record<string, string[]> = {};
  for (const file of fs.readdirSync(path.join(dir, "db")).sort()) {
    if (file === "_prisma_migrations.jsonl") continue; // migrate deploy writes its own rows (times, checksums)
    tables[file] = fs.readFileSync(path.join(dir, "db", file), "utf8").split("\n").filter(Boolean).sort();
  }
  return tables;
}

const describeWithPg15 = installed ? describe : describe.skip;
if (!installed) console.warn(`[cross-version] skipped: Debian's PostgreSQL 15 is not installed (${PG15}/postgres); apt-get install postgresql-15`);

describeWithPg15("a backup between PostgreSQL 18 and Debian's PostgreSQL 15", () => {
  beforeAll(async () => {
    fs.mkdirSync(uploads);
    pg15 = await startPg15();
    const admin = new pg.Client({ connectionString: Object.assign(new URL(targetUrl), { pathname: "/postgres" }).toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${targetName}"`).finally(() => admin.end());
  }, 120_000);

  afterAll(async () => {
    pg15?.stop();
    const admin = new pg.Client({ connectionString: Object.assign(new URL(targetUrl), { pathname: "/postgres" }).toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`).finally(() => admin.end());
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it("backs up the seeded school on 18, restores it on 15, backs it up there and restores it on 18: every row as it was", async () => {
    expect(await serverVersion(sourceUrl)).toBeGreaterThan(15);
    expect(await serverVersion(pg15!.url)).toBe(15);

    const from18 = path.join(work, "from-18");
    const made = run("backup", ["--out", from18], sourceUrl);
    expect(made).toMatchObject({ status: 0 }); // its output shows in the diff
    const rows = dumpedRows(from18);
    expect(rows["users.jsonl"]!.length).toBeGreaterThan(0);
    expect(rows["courses.jsonl"]!.length).toBeGreaterThan(0);

    const on15 = run("restore", [from18], pg15!.url);
    expect(on15).toMatchObject({ status: 0 }); // its output shows in the diff
    const from15 = path.join(work, "from-15");
    const madeOn15 = run("backup", ["--out", from15], pg15!.url);
    expect(madeOn15).toMatchObject({ status: 0 }); // its output shows in the diff
    expect(JSON.parse(fs.readFileSync(path.join(from15, "manifest.json"), "utf8")).database.serverVersion).toMatch(/^15\./);
    expect(dumpedRows(from15)).toEqual(rows);
    const sequences = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")).database.sequences;
    expect(sequences(from15)).toEqual(sequences(from18));

    const back = run("restore", [from15], targetUrl);
    expect(back).toMatchObject({ status: 0 }); // its output shows in the diff
    const again = path.join(work, "again-18");
    expect(run("backup", ["--out", again], targetUrl).status).toBe(0);
    expect(dumpedRows(again)).toEqual(rows);
  }, 600_000);
});
