// `npm run bench -- --capacity`: how many learners the school holds on this machine with 1, 2 and 3 servers behind
// nginx (as `npm run start:cluster` runs it, all throwaway and on loopback). Each learner is an Artillery virtual
// user on its own account (made in bulk in PostgreSQL), studying as capacity-plan.mjs's learnerScenario says,
// with think times. For each size the learners are stepped up (capacity-plan.mjs nextLearners) until a step's p95
// reaches 500 ms or any request fails; a step is one Artillery run (capacity-artillery.mjs) that adds its learners
// over RAMP_SECONDS, then holds them for BENCH_CAPACITY_WINDOW seconds, the window measured: requests by route
// (from Artillery's report, capacity-report.mjs), pg_stat_statements (statements' time, top statements) and the
// CPU of each part (/proc). The steps of all sizes end within BENCH_CAPACITY_MINUTES; then everything started
// here is stopped.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { ensureArtillery, runArtillery } from "./capacity-artillery.mjs";
import { REST, sampleCpu, cpuSecondsBetween } from "./capacity-cpu.mjs";
import { courseToStudy, createLearners, enableStatements, readStatements, resetLearners, resetStatements } from "./capacity-data.mjs";
import { cpuSplit, learnerScenario, learnersHeld, nextLearners, routeRows, stepLine, summaryRows, SUMMARY_HEADER } from "./capacity-plan.mjs";
import { windowFigures } from "./capacity-report.mjs";
import { prepareClusterSchool } from "./cluster-school.mjs";
import { markdownTable } from "./format.mjs";
import { options } from "./options.mjs";

const RAMP_SECONDS = 5;
/** Artillery's own start and end around a step's ramp and window (counted against the deadline). */
const ARTILLERY_SECONDS = 10;
/** Above this much CPU used by other processes, a step is said to understate the school. */
const BUSY_MACHINE_CORES = 0.25;
const PROCESSOR_FILE = fileURLToPath(new URL("./capacity-processor.mjs", import.meta.url));
const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
const log = (text) => console.log(`[capacity] ${text}`);

/**
 * Starts one Artillery run in `dir` (its script, plan, report and log) and waits for its timeline (written by
 * the processor when the first learner arrives): { run, timeline: { windowStartsAt, endsAt } }.
 */
async function startRun({ cli, dir, target, course, accountsFile, learners, rampSeconds, windowSeconds, thinkScale }) {
  fs.mkdirSync(dir, { recursive: true });
  const file = (name) => path.join(dir, name);
  fs.writeFileSync(file("plan.json"), JSON.stringify({ course, rampSeconds, windowSeconds, thinkScale, timelineFile: file("timeline.json") }));
  const script = learnerScenario({ target, learners, rampSeconds, windowSeconds, accountsFile, processorFile: PROCESSOR_FILE, planFile: file("plan.json") });
  fs.writeFileSync(file("script.json"), JSON.stringify(script, null, 2));
  const run = runArtillery({ cli, scriptFile: file("script.json"), reportFile: file("report.json"), logFile: file("artillery.log") });
  let ended = null;
  run.done.then(
    () => (ended = new Error(`artillery ended before its first learner (${file("artillery.log")})`)),
    (error) => (ended = error),
  );
  while (!fs.existsSync(file("timeline.json"))) {
    if (ended) throw ended;
    await sleepUntil(Date.now() + 100);
  }
  return { run, timeline: JSON.parse(fs.readFileSync(file("timeline.json"), "utf8")) };
}

/** One step: an Artillery run of `learners`, measured over its window. The learners' attempts and progress go first, so each step starts from the same state. */
async function measureStep({ client, statements, dataDir, learners, windowSeconds, ...runSettings }) {
  await resetLearners(client);
  const { run, timeline } = await startRun({ ...runSettings, learners, windowSeconds, rampSeconds: RAMP_SECONDS, thinkScale: 1 });
  try {
    await sleepUntil(timeline.windowStartsAt);
    if (statements) await resetStatements(client);
    const cpuBefore = sampleCpu(dataDir);
    const started = Date.now();
    await sleepUntil(timeline.endsAt);
    const seconds = (Date.now() - started) / 1000;
    const cpuSeconds = cpuSecondsBetween(cpuBefore, sampleCpu(dataDir));
    const database = statements ? await readStatements(client) : null;
    const figures = windowFigures(await run.done, windowSeconds);
    return { learners, held: figures.held, figures, database, cpuSeconds, seconds };
  } finally {
    await run.stop();
  }
}

/** Unmeasured: every server compiles and caches what a learner touches, by two learners a server who do not think. */
async function warmUp({ client, servers, ...runSettings }) {
  await resetLearners(client);
  const { run } = await startRun({ ...runSettings, learners: 2 * servers, rampSeconds: 1, windowSeconds: 8, thinkScale: 0 });
  try {
    await run.done;
  } finally {
    await run.stop();
  }
}

/** Steps the learners up on `servers` servers until a step does not hold, the cap, or `deadline`. */
async function sizeRun({ servers, startServers, baseCount, client, statements, dataDir, deadline, runSettings }) {
  const { windowSeconds, max } = options.capacity;
  const front = await startServers(servers);
  // The learners send only to loopback.
  if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(front.url)) throw new Error(`not a loopback address: ${front.url}`);
  const settings = { ...runSettings, client, target: front.url };
  const history = [];
  try {
    console.log(`\n== ${servers} server${servers > 1 ? "s" : ""} behind nginx (${front.url})`);
    await warmUp({ ...settings, servers, dir: path.join(runSettings.dir, `${servers}-warm-up`) });
    for (let count = baseCount; count; count = nextLearners(history, { start: baseCount, max })) {
      if (Date.now() + (RAMP_SECONDS + windowSeconds + ARTILLERY_SECONDS) * 1000 > deadline) {
        log(`time is up for ${servers} server${servers > 1 ? "s" : ""} (BENCH_CAPACITY_MINUTES)`);
        break;
      }
      const dir = path.join(runSettings.dir, `${servers}-${count}`);
      const step = await measureStep({ ...settings, dir, statements, dataDir, learners: count, windowSeconds });
      history.push(step);
      log(stepLine(count, step.figures));
      log(`  CPU in cores: ${cpuSplit(step.cpuSeconds, step.seconds).join(", ")}`);
      for (const failure of step.figures.failures) log(`  ${failure}`);
      if (step.figures.rampErrors) log(`  ${step.figures.rampErrors} requests failed during the ramp (not counted: ${dir})`);
      // Other work on the machine takes cores the school would have had: the step says less than the school can.
      const rest = step.cpuSeconds[REST] / step.seconds;
      if (rest > BUSY_MACHINE_CORES) log(`  the rest of the machine used ${rest.toFixed(2)} cores: this step understates the school`);
    }
  } finally {
    await front.stop();
  }
  return { servers, history, windowSeconds };
}

/** The top statements at each size's held step, for the table. */
function statementRows(runs) {
  return runs.flatMap(({ servers, history, windowSeconds }) => {
    const held = learnersHeld(history);
    const step = history.find((s) => s.held && s.learners === held) ?? history[0];
    return (step?.database?.top ?? []).map((q) => [
      String(servers),
      `\`${q.query.slice(0, 110)}${q.query.length > 110 ? "…" : ""}\``,
      (q.calls / windowSeconds).toFixed(1),
      `${q.meanMs.toFixed(2)} ms`,
      `${Math.round((100 * q.totalMs) / 1000 / Math.max(step.database.busySeconds, 1e-9))} %`,
    ]);
  });
}

/** The learners' accounts as Artillery's payload: a CSV read in sequence, one row a virtual user. */
function writeAccounts(accounts, file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, ["email,password", ...accounts.map((a) => `${a.email},${a.password}`)].join("\n") + "\n");
}

/** Runs the capacity bench and prints its tables. */
export async function capacityBench() {
  if (options.schoolUrl) throw new Error("--capacity starts its own cluster; BENCH_URL does not apply");
  const { servers: sizes, start, max, minutes } = options.capacity;
  const cli = ensureArtillery(log);
  const cleanups = [];
  try {
    const prepared = await prepareClusterSchool({ cleanups, log, postgresSettings: { shared_preload_libraries: "pg_stat_statements" } });
    const client = new pg.Client({ connectionString: prepared.databases.schoolUrl });
    await client.connect();
    cleanups.push(() => client.end());
    const statements = await enableStatements(client);
    if (!statements) log("pg_stat_statements is not preloaded: no database figures");
    const accounts = await createLearners(client, max);
    const course = await courseToStudy(client);
    const dir = path.join(prepared.databases.dir, "capacity");
    const accountsFile = path.join(dir, "accounts.csv");
    writeAccounts(accounts, accountsFile);
    log(`${accounts.length} learner accounts enrolled in ${course.slug}; ${course.lessons.length} lessons with a video, ${course.assessments.length} assessments; Artillery's scripts and reports in ${dir}`);
    const runSettings = { cli, dir, course, accountsFile };
    const began = Date.now();
    const runs = [];
    for (const [i, servers] of sizes.entries()) {
      // The time left is shared by the sizes still to run.
      const deadline = Date.now() + (began + minutes * 60_000 - Date.now()) / (sizes.length - i);
      // A bigger cluster starts where the last one held.
      const baseCount = Math.min(max, Math.max(start, runs.length ? learnersHeld(runs.at(-1).history) : 0));
      runs.push(await sizeRun({ servers, startServers: prepared.startServers, baseCount, client, statements, dataDir: prepared.databases.dir, deadline, runSettings }));
    }
    const date = new Date().toISOString().slice(0, 10);
    console.log(`\n== Summary, capacity (${date}; ${options.capacity.windowSeconds} s measured a step; CPU in cores of this machine)\n`);
    console.log(markdownTable(SUMMARY_HEADER, summaryRows(runs)));
    console.log("\nRequests per second by route at the step held (time to first byte):\n");
    console.log(markdownTable(...routeRows(runs)));
    if (statements) {
      console.log("\nTop statements at the step held (pg_stat_statements, by total time):\n");
      console.log(markdownTable(["servers", "statement", "calls/s", "mean", "share of statement time"], statementRows(runs)));
    }
  } finally {
    while (cleanups.length) await cleanups.pop()();
  }
}
