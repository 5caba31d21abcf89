// `npm run bench -- --capacity`: how many learners the school holds on this machine with 1, 2 and 3 servers behind
// nginx (as `npm run start:cluster` runs it, all throwaway and on loopback). Each learner has its own account
// (made in bulk in PostgreSQL) and studies as capacity-plan.mjs's learnerPass says, with think times. For each
// size the learners are stepped up (capacity-plan.mjs nextLearners) until a step's p95 reaches 500 ms or any
// request fails; a step adds its learners over RAMP_SECONDS, then measures BENCH_CAPACITY_WINDOW seconds: requests
// by route, pg_stat_statements (statements' time, top statements) and the CPU of each part (/proc). The steps of
// all sizes end within BENCH_CAPACITY_MINUTES; then everything started here is stopped.
import pg from "pg";
import { REST, sampleCpu, cpuSecondsBetween } from "./capacity-cpu.mjs";
import { courseToStudy, createLearners, enableStatements, readStatements, resetLearners, resetStatements } from "./capacity-data.mjs";
import { learnerCrowd } from "./capacity-learners.mjs";
import { cpuSplit, learnersHeld, nextLearners, routeRows, stepLine, summaryRows, SUMMARY_HEADER, windowFigures } from "./capacity-plan.mjs";
import { prepareClusterSchool } from "./cluster-school.mjs";
import { markdownTable } from "./format.mjs";
import { options } from "./options.mjs";

const RAMP_SECONDS = 5;
/** Above this much CPU used by other processes, a step is said to understate the school. */
const BUSY_MACHINE_CORES = 0.25;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text) => console.log(`[capacity] ${text}`);

/** One step: `count` learners, added over the ramp, then measured for the window. */
async function measureStep({ crowd, count, records, client, statements, dir, windowSeconds }) {
  await crowd.resize(count, RAMP_SECONDS * 1000);
  await sleep(RAMP_SECONDS * 1000);
  if (statements) await resetStatements(client);
  const cpuBefore = sampleCpu(dir);
  records.length = 0;
  const started = Date.now();
  await sleep(windowSeconds * 1000);
  const seconds = (Date.now() - started) / 1000;
  const inWindow = records.splice(0);
  const cpuSeconds = cpuSecondsBetween(cpuBefore, sampleCpu(dir));
  const database = statements ? await readStatements(client) : null;
  const figures = windowFigures(inWindow, seconds);
  const errors = [...new Set(inWindow.filter((r) => !r.ok).map((r) => `${r.route}: ${r.error}`))].slice(0, 3);
  return { learners: count, held: figures.held, figures, database, cpuSeconds, seconds, errors };
}

/** Steps the learners up on `servers` servers until a step does not hold, the cap, or `deadline`. */
async function sizeRun({ servers, startServers, baseCount, accounts, course, client, statements, dir, deadline }) {
  const { windowSeconds, max } = options.capacity;
  const front = await startServers(servers);
  const records = [];
  const crowd = learnerCrowd({ baseUrl: front.url, accounts, course, record: (r) => records.push(r) });
  const history = [];
  try {
    console.log(`\n== ${servers} server${servers > 1 ? "s" : ""} behind nginx (${front.url})`);
    // Unmeasured: every server compiles and caches what a learner touches before the first step.
    await crowd.resize(2 * servers, 1000);
    await sleep(8000);
    await crowd.resize(0, 0);
    for (let count = baseCount; count; count = nextLearners(history, { start: baseCount, max })) {
      if (Date.now() + (RAMP_SECONDS + windowSeconds) * 1000 > deadline) {
        log(`time is up for ${servers} server${servers > 1 ? "s" : ""} (BENCH_CAPACITY_MINUTES)`);
        break;
      }
      const step = await measureStep({ crowd, count, records, client, statements, dir, windowSeconds });
      history.push(step);
      log(stepLine(count, step.figures));
      log(`  CPU in cores: ${cpuSplit(step.cpuSeconds, step.seconds).join(", ")}`);
      for (const error of step.errors) log(`  ${error}`);
      // Other work on the machine takes cores the school would have had: the step says less than the school can.
      const rest = step.cpuSeconds[REST] / step.seconds;
      if (rest > BUSY_MACHINE_CORES) log(`  the rest of the machine used ${rest.toFixed(2)} cores: this step understates the school`);
    }
  } finally {
    await crowd.stop();
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

/** Runs the capacity bench and prints its tables. */
export async function capacityBench() {
  if (options.schoolUrl) throw new Error("--capacity starts its own cluster; BENCH_URL does not apply");
  const { servers: sizes, start, max, minutes } = options.capacity;
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
    log(`${accounts.length} learner accounts enrolled in ${course.slug}; ${course.lessons.length} lessons with a video, ${course.assessments.length} assessments`);
    const began = Date.now();
    const runs = [];
    for (const [i, servers] of sizes.entries()) {
      // The time left is shared by the sizes still to run.
      const deadline = Date.now() + (began + minutes * 60_000 - Date.now()) / (sizes.length - i);
      await resetLearners(client);
      // A bigger cluster starts where the last one held.
      const baseCount = Math.min(max, Math.max(start, runs.length ? learnersHeld(runs.at(-1).history) : 0));
      runs.push(await sizeRun({ servers, startServers: prepared.startServers, baseCount, accounts, course, client, statements, dir: prepared.databases.dir, deadline }));
    }
    const date = new Date().toISOString().slice(0, 10);
    console.log(`\n== Summary, capacity (${date}; ${options.capacity.windowSeconds} s measured a step; CPU in cores of this machine)\n`);
    console.log(markdownTable(SUMMARY_HEADER, summaryRows(runs)));
    console.log("\nRequests per second by route at the step held:\n");
    console.log(markdownTable(...routeRows(runs)));
    if (statements) {
      console.log("\nTop statements at the step held (pg_stat_statements, by total time):\n");
      console.log(markdownTable(["servers", "statement", "calls/s", "mean", "share of statement time"], statementRows(runs)));
    }
  } finally {
    while (cleanups.length) await cleanups.pop()();
  }
}
