// `npm run bench -- --cluster`: the school as `npm run start:cluster` runs it (scripts/cluster: servers
// behind nginx, sharing PostgreSQL, Redis and S3), all throwaway. Two sections (BENCH_ONLY=load,private):
//   load     the public pages through nginx (its page cache), asked for as a browser does (brotli), against
//            a /_next/static file of about their size served by the same nginx from its cache: how close a
//            public page comes to the cheapest answer nginx gives
//   private  the dashboard, a lesson page and POST /api/progress as the demo student (never cached) with one
//            and with two servers behind nginx: what a second server adds
import http from "node:http";
import { staticScripts } from "./bytes.mjs";
import { prepareClusterSchool } from "./cluster-school.mjs";
import { col, kb, ratio, throughput } from "./format.mjs";
import { load, problems } from "./load.mjs";
import { LESSON_COURSE, PUBLIC_PAGES, options } from "./options.mjs";
import { firstLesson, progressBody, signIn } from "./session.mjs";

const PUBLIC_VS_STATIC = 0.9;
// As a browser asks: nginx keeps each page compressed once per encoding, so this measures what visitors get.
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const line = (label, text) => console.log(`${col(label, 28)} ${text}`);
const cell = (r) => `${throughput(r)}${r && (r.non2xx || r.errors || r.status >= 300) ? " ⚠ non-2xx" : ""}`;

/** The bytes nginx sends for `url` as a browser asks for it (compressed), and its status. */
function encodedSize(url) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: BROWSER }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve({ bytes, status: response.statusCode }));
    }).on("error", reject);
  });
}

/**
 * The yardstick: of the /_next/static files the home page loads (scripts and stylesheets), the one whose
 * compressed size is closest to the pages' average, so that page and file differ in how nginx finds them,
 * not in how many bytes go out.
 */
async function sizeMatchedStaticFile(baseUrl, pageBytes) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const styles = [...html.matchAll(/<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]);
  const files = [...new Set([...staticScripts(html), ...styles])];
  const target = pageBytes.reduce((sum, b) => sum + b, 0) / pageBytes.length;
  let best;
  for (const src of files) {
    const { bytes, status } = await encodedSize(baseUrl + src);
    if (status === 200 && (!best || Math.abs(bytes - target) < Math.abs(best.bytes - target))) best = { src, bytes };
  }
  if (!best) throw new Error(`no /_next/static file in ${baseUrl}/`);
  return best;
}

/** Public pages through nginx against a static file from the same nginx; rows of the summary table. */
async function publicThroughNginx(baseUrl) {
  console.log(`\n== Public pages through nginx, as a browser asks for them (autocannon, ${options.connections} connections, ${options.duration} s, Accept-Encoding br; target ≥ ${PUBLIC_VS_STATIC} × a static file of about their size from the same nginx)`);
  const sizes = {};
  for (const page of PUBLIC_PAGES) sizes[page] = (await encodedSize(baseUrl + page)).bytes;
  const file = await sizeMatchedStaticFile(baseUrl, Object.values(sizes));
  const floor = await load(baseUrl + file.src, { headers: BROWSER });
  line("static file", `${throughput(floor)}${problems(floor)}  (${file.src}, ${kb(file.bytes)} br)`);
  const rows = [];
  for (const page of PUBLIC_PAGES) {
    const r = await load(baseUrl + page, { headers: BROWSER });
    const cache = (await fetch(baseUrl + page, { headers: BROWSER })).headers.get("x-cache-status") ?? "not cached";
    line(page, `${throughput(r)}  ${ratio(r.rps, floor.rps)} of the static file (${kb(sizes[page])} br, nginx cache ${cache})${problems(r)}`);
    rows.push([`\`${page}\` through nginx (req/s, p99; ${kb(sizes[page])} vs ${kb(file.bytes)} br)`, throughput(floor), cell(r), ratio(r.rps, floor.rps), `≥ ${PUBLIC_VS_STATIC}`]);
  }
  return rows;
}

/** The signed-in figures through nginx: { label: load result }. */
async function signedInThroughNginx(baseUrl, servers) {
  console.log(`\n== Signed in as the demo student, ${servers} server${servers > 1 ? "s" : ""} behind nginx`);
  const cookie = await signIn(baseUrl);
  const lesson = await firstLesson(baseUrl, cookie);
  const figures = {};
  const pages = [["dashboard `/dashboard`", "/dashboard"], [`lesson page \`/course/${LESSON_COURSE}/lesson/(first)\``, lesson.path]];
  for (const [label, page] of pages) {
    figures[label] = await load(baseUrl + page, { headers: { ...BROWSER, cookie } });
    line(label.split(" `")[0], `${throughput(figures[label])}${problems(figures[label])}`);
  }
  figures["`POST /api/progress`"] = await load(`${baseUrl}/api/progress`, {
    method: "POST",
    headers: { ...BROWSER, cookie, "content-type": "application/json", origin: baseUrl },
    body: progressBody(lesson),
  });
  line("POST /api/progress", `${throughput(figures["`POST /api/progress`"])}${problems(figures["`POST /api/progress`"])}`);
  return figures;
}

/** Runs the cluster bench; returns [header, rows] for the summary table. */
export async function clusterBench() {
  const { only } = options;
  const skipped = ["js", "html", "lighthouse"].filter((section) => only.has(section));
  if (skipped.length) console.log(`(--cluster measures load and private; ${skipped.join(", ")}: run the bench without --cluster)`);
  const cleanups = [];
  const log = (text) => console.log(`[cluster] ${text}`);
  try {
    const { startServers } = await prepareClusterSchool({ cleanups, log });
    const start = async (count) => {
      const front = await startServers(count);
      cleanups.push(front.stop);
      // Every public page rendered once, as a crawler finds them.
      for (const page of PUBLIC_PAGES) await (await fetch(front.url + page)).arrayBuffer();
      return front;
    };
    const stop = async () => cleanups.pop()();

    const rows = [];
    let two;
    const front = await start(2);
    if (only.has("load")) rows.push(...(await publicThroughNginx(front.url)));
    if (only.has("private")) two = await signedInThroughNginx(front.url, 2);
    await stop();
    if (only.has("private")) {
      const single = await start(1);
      const one = await signedInThroughNginx(single.url, 1);
      await stop();
      console.log("");
      for (const label of Object.keys(one)) {
        line(label.split(" `")[0], `1 server ${throughput(one[label])}, 2 servers ${throughput(two[label])}: ×${ratio(two[label].rps, one[label].rps)}`);
        rows.push([`${label} (req/s, p99), 1 → 2 servers`, cell(one[label]), cell(two[label]), `×${ratio(two[label].rps, one[label].rps)}`, "–"]);
      }
    }
    return [["figure", "floor / 1 server", "school / 2 servers", "ratio", "target"], rows];
  } finally {
    while (cleanups.length) await cleanups.pop()();
  }
}
