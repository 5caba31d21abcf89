#!/usr/bin/env node
// `npm run bench`: the school measured against a bare Next app (scripts/bench/reference) built from the same
// node_modules and measured in the same run, so every figure reads as a ratio to what Next.js itself does on
// this machine today. It asserts nothing. Sections (BENCH_ONLY=js,html,load,private,lighthouse,video,studio,discussions):
//   js          first-load JS (gzip) of the public pages vs the reference's static page
//   html        HTML size (gzip, raw) of the same pages, with their Cache-Control and Set-Cookie
//   load        req/s and p99 (autocannon) of the public pages and GET /api/courses vs the reference's
//               static page, and each vs a static file of its own server
//   private     the dashboard and a lesson page as the demo student vs the reference's force-dynamic page
//               (and vs its page of the dashboard's size, /dynamic-sized, with each page's HTML bytes);
//               POST /api/progress vs the reference's route that does one INSERT; with --grown, the same
//               again after grow-database.mjs has filled the database as months of use would
//   lighthouse  Lighthouse mobile for the public pages in English and Arabic vs the reference's page
//   video       a 500 MB upload over loopback through the multipart endpoints vs `dd` writing the same bytes,
//               and processing one minute of 720p (HLS ladder and poster) vs the video's length
//   studio      the studio's pages and saves as the demo instructor vs the public course page (scripts/bench/studio.mjs)
//   discussions a busy course's thread list and a long thread as the demo student vs the signed-in course page,
//               the public course page and the reference's force-dynamic page
//               (scripts/bench/discussions.mjs)
// The reference is measured first, then stopped; then the school: one server under load at a time.
// Options (BENCH_URL, BENCH_SKIP_BUILD, BENCH_DURATION, BENCH_CONNECTIONS): scripts/bench/options.mjs.
// `npm run bench -- --cluster` measures the school on several servers behind nginx instead (scripts/bench/cluster.mjs).
// `npm run bench -- --capacity` finds how many learners 1, 2 and 3 servers hold instead (scripts/bench/capacity.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { capacityBench } from "./bench/capacity.mjs";
import { clusterBench } from "./bench/cluster.mjs";
import { growDatabaseAt } from "./bench/grow-database.mjs";
import { startDatabases } from "./bench/database.mjs";
import { markdownTable } from "./bench/format.mjs";
import { LIGHTHOUSE_PAGES, PUBLIC_PAGES, options } from "./bench/options.mjs";
import { buildReference, startReference } from "./bench/reference.mjs";
import { referenceFigures } from "./bench/reference-figures.mjs";
import { discussionFigures } from "./bench/discussions.mjs";
import { DIST_DIR, prepareSchool } from "./bench/school.mjs";
import { jsAndHtml, lighthouseScores, publicLoad, signedIn } from "./bench/school-figures.mjs";
import { studioFigures } from "./bench/studio.mjs";
import { videoProcessingBench } from "./bench/video-processing.mjs";
import { videoUploadBench } from "./bench/video-upload.mjs";
import { runOnNode24 } from "./lib/node-runtime.mjs";

// On a machine with an older Node, everything below runs again on Node 24 (scripts/lib/node-runtime.mjs).
await runOnNode24();

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
const { only } = options;

/** Starts the school (or takes BENCH_URL's) with every public page rendered once, as a crawler finds them. */
async function startSchool(startLocal) {
  const server = startLocal ? await startLocal() : { baseUrl: options.schoolUrl, stop: async () => {} };
  for (const page of new Set([...PUBLIC_PAGES, ...LIGHTHOUSE_PAGES])) await (await fetch(server.baseUrl + page)).arrayBuffer();
  return server;
}

async function schoolFigures(baseUrl, ref, dataDir, databaseUrl) {
  console.log(`\n== School at ${baseUrl}`);
  const rows = [];
  if (only.has("js") || only.has("html")) rows.push(...(await jsAndHtml(baseUrl, ref, only)));
  if (only.has("load")) rows.push(...(await publicLoad(baseUrl, ref)));
  if (only.has("private")) {
    rows.push(...(await signedIn(baseUrl, ref)));
    if (options.grown && options.schoolUrl) console.warn("\n== Grown database: skipped with BENCH_URL (it grows only the bench's own database)");
    else if (options.grown) {
      console.log(`\n== Growing the school's database by ${options.grownLearners} learners (scripts/bench/grow-database.mjs)`);
      await growDatabaseAt(databaseUrl, options.grownLearners);
      rows.push(...(await signedIn(baseUrl, ref, `grown, ${options.grownLearners} learners`)));
    }
  }
  if (only.has("lighthouse")) rows.push(...lighthouseScores(baseUrl, ref));
  if (only.has("video")) {
    // dd writes beside the school's uploads (the same disk); with BENCH_URL, into .data.
    const upload = await videoUploadBench(baseUrl, options.schoolUrl ? {} : { ddDir: dataDir });
    rows.push(["upload 500 MB over loopback (5 MB parts, 6 at a time)", `dd, ${upload.ddSeconds.toFixed(1)} s`, `${upload.uploadSeconds.toFixed(1)} s`, `${upload.ratio.toFixed(1)} ×`, "–"]);
    rows.push((await videoProcessingBench()).row);
  }
  if (only.has("studio")) {
    if (options.schoolUrl) console.warn("\n== Studio: skipped with BENCH_URL (it reads the ids from the bench's database and the action ids from its build)");
    else rows.push(...(await studioFigures(baseUrl, { databaseUrl, distDir: DIST_DIR })));
  }
  if (only.has("discussions")) {
    if (options.schoolUrl) console.warn("\n== Discussions: skipped with BENCH_URL (it writes the threads into the bench's database)");
    else rows.push(...(await discussionFigures(baseUrl, { databaseUrl, dynamicPage: ref.dynamicPage })));
  }
  return rows;
}

async function cluster() {
  if (options.schoolUrl) throw new Error("--cluster starts its own cluster; BENCH_URL does not apply");
  const [header, rows] = await clusterBench();
  console.log(`\n== Summary, cluster (${new Date().toISOString().slice(0, 10)}, ${options.connections} connections, ${options.duration} s per load figure)\n`);
  console.log(markdownTable(header, rows));
}

async function main() {
  if (options.capacity) return capacityBench();
  if (options.cluster) return cluster();
  const cleanups = [];
  try {
    const databases = await startDatabases();
    cleanups.push(databases.stop);
    buildReference(options);
    const startLocalSchool = options.schoolUrl
      ? null
      : (await prepareSchool({ databaseUrl: databases.schoolUrl, dataDir: databases.dir, skipBuild: options.skipBuild })).start;

    const reference = await startReference(databases.referenceUrl);
    cleanups.push(reference.stop);
    const ref = await referenceFigures(reference.baseUrl, only);
    await cleanups.pop()();

    const school = await startSchool(startLocalSchool);
    cleanups.push(school.stop);
    const rows = await schoolFigures(school.baseUrl, ref, databases.dir, databases.schoolUrl);

    console.log(`\n== Summary (${new Date().toISOString().slice(0, 10)}, ${options.connections} connections, ${options.duration} s per load figure)\n`);
    console.log(markdownTable(["figure", "reference", "school", "ratio (or difference)", "target"], rows));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
