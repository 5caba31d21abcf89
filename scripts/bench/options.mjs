// What `npm run bench` measures and how, from the environment (README, Tests section).
//   BENCH_URL=http://host:port   measure a school that is already running (the reference still runs here)
//   BENCH_SKIP_BUILD=1           reuse the last builds (.next-test-bench, .next-test-bench-reference)
//   BENCH_DURATION=10            seconds of load per figure; BENCH_CONNECTIONS=10 autocannon connections
//   BENCH_ONLY=js,html,load,private,lighthouse,video,studio,discussions   run only these sections (default: all)
//   BENCH_STUDIO_SAMPLES=20      sequential requests per studio time (scripts/bench/studio.mjs)
//   --cluster (npm run bench -- --cluster)       the cluster instead: servers behind nginx (bench/cluster.mjs)
//   --capacity (npm run bench -- --capacity)     learners held by 1, 2 and 3 servers (bench/capacity.mjs):
//                                                BENCH_CAPACITY_SERVERS (1,2,3), BENCH_CAPACITY_START (40 learners),
//                                                BENCH_CAPACITY_MAX (1000), BENCH_CAPACITY_MINUTES (12: the steps of all
//                                                sizes end within it), BENCH_CAPACITY_WINDOW (20 s measured a step)
//   --grown (npm run bench -- --grown)           the private section again after months of use: grow-database.mjs
//                                                adds BENCH_GROWN_LEARNERS (3000) learners and their history
export const SECTIONS = ["js", "html", "load", "private", "lighthouse", "video", "studio", "discussions"];

function sections(value) {
  if (!value) return new Set(SECTIONS);
  const chosen = value.split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = chosen.filter((s) => !SECTIONS.includes(s));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(", ")} (known: ${SECTIONS.join(", ")})`);
  return new Set(chosen);
}

function learners(value) {
  const count = Number(value ?? 3000);
  if (!Number.isInteger(count) || count < 1) throw new Error(`BENCH_GROWN_LEARNERS: a whole number of learners, at least 1 (not ${value})`);
  return count;
}

/** A positive number from the environment, or `fallback`; `whole`: an integer. */
function positive(name, fallback, whole = true) {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0) || (whole && !Number.isInteger(value))) throw new Error(`${name}: a positive ${whole ? "whole " : ""}number (not ${process.env[name]})`);
  return value;
}

function serverCounts(value = "1,2,3") {
  const counts = value.split(",").map((s) => Number(s.trim()));
  if (!counts.length || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 8)) throw new Error(`BENCH_CAPACITY_SERVERS: server counts from 1 to 8, by commas (not ${value})`);
  return counts;
}

export const options = {
  cluster: process.argv.slice(2).includes("--cluster"),
  capacity: process.argv.slice(2).includes("--capacity")
    ? {
        servers: serverCounts(process.env.BENCH_CAPACITY_SERVERS),
        start: positive("BENCH_CAPACITY_START", 40),
        max: positive("BENCH_CAPACITY_MAX", 1000),
        minutes: positive("BENCH_CAPACITY_MINUTES", 12, false),
        windowSeconds: positive("BENCH_CAPACITY_WINDOW", 20),
      }
    : null,
  grown: process.argv.slice(2).includes("--grown"),
  grownLearners: learners(process.env.BENCH_GROWN_LEARNERS),
  schoolUrl: process.env.BENCH_URL?.replace(/\/$/, "") || null,
  skipBuild: Boolean(process.env.BENCH_SKIP_BUILD),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  only: sections(process.env.BENCH_ONLY),
  chromium: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
};

/** The school's public pages whose bytes and throughput are measured (English, and the Arabic catalogue). */
export const PUBLIC_PAGES = ["/", "/courses", "/ar/courses", "/course/genesis"];
/** Lighthouse runs on the public pages in English and in Arabic (right to left). */
export const LIGHTHOUSE_PAGES = ["/", "/courses", "/course/genesis", "/ar", "/ar/courses", "/ar/course/genesis"];
/** Pages of the catalogue, which has its own HTML budget. */
export const CATALOGUE_PAGES = new Set(["/courses", "/ar/courses"]);

export const DEMO_STUDENT = { email: "student@example.com", password: "StudyTheWord1" };
/** The course whose first lesson is the signed-in lesson page; the seed enrols the demo student in it. */
export const LESSON_COURSE = "genesis";

/** Targets from issues 11 and 29 (the private pages' ratio), as ratios or differences to the reference measured in the same run. */
export const TARGETS = {
  firstLoadExtraKb: 15,
  catalogueHtmlGzipKb: 30,
  publicVsStaticPage: 0.8,
  privateVsDynamicPage: 0.35,
  writeVsWriteRoute: 0.5,
  lcpExtraSeconds: 0.3,
};
