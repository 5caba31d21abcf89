// The school's figures, section by section, each printed beside the reference's and returned as rows of the
// summary table: [figure, reference, school, ratio or difference, target].
import { pageBytes, staticFile } from "./bytes.mjs";
import { col, kb, lighthouseDetail, lighthouseFigures, plusKb, plusSeconds, ratio, throughput } from "./format.mjs";
import { layoutShiftOf } from "./layout-shift.mjs";
import { lighthouse } from "./lighthouse.mjs";
import { load, problems } from "./load.mjs";
import { CATALOGUE_PAGES, DEMO_STUDENT, LESSON_COURSE, LIGHTHOUSE_PAGES, PUBLIC_PAGES, TARGETS, options } from "./options.mjs";
import { firstLesson, progressBody, signIn } from "./session.mjs";

const line = (label, text) => console.log(`${col(label, 28)} ${text}`);
/** A summary cell that says when the figure counted failures. */
const cell = (r) => `${throughput(r)}${r && (r.non2xx || r.errors || r.status >= 300) ? " ⚠ non-2xx" : ""}`;

export async function jsAndHtml(baseUrl, ref, only) {
  const pages = {};
  for (const page of PUBLIC_PAGES) pages[page] = await pageBytes(baseUrl, page);
  const rows = [];
  if (only.has("js")) {
    console.log(`\n== First-load JS (gzip, every /_next/static script in the HTML but noModule; target: floor + ${TARGETS.firstLoadExtraKb} KB)`);
    line("reference /", kb(ref.page.js).padStart(9));
    for (const [page, p] of Object.entries(pages)) {
      line(page, `${kb(p.js).padStart(9)}  ${plusKb(p.js - ref.page.js)}  (${p.scripts.length} files)`);
      rows.push([`first-load JS \`${page}\``, kb(ref.page.js), kb(p.js), plusKb(p.js - ref.page.js), `≤ +${TARGETS.firstLoadExtraKb} KB`]);
    }
    scriptBreakdown(pages);
  }
  if (only.has("html")) {
    console.log(`\n== HTML size (gzip and raw; target: catalogue ≤ ${TARGETS.catalogueHtmlGzipKb} KB gzip), with what a shared cache sees`);
    line("reference /", `${kb(ref.page.htmlGzip).padStart(9)} gzip, ${kb(ref.page.htmlRaw).padStart(9)} raw`);
    for (const [page, p] of Object.entries(pages)) {
      const cookies = p.setCookie.length ? `Set-Cookie: ${p.setCookie.join(", ")}` : "no Set-Cookie";
      line(page, `${kb(p.htmlGzip).padStart(9)} gzip, ${kb(p.htmlRaw).padStart(9)} raw  ${plusKb(p.htmlGzip - ref.page.htmlGzip)} gzip  ` +
        `[${p.status}, Cache-Control: ${p.cacheControl || "none"}, ${cookies}]`);
      const target = CATALOGUE_PAGES.has(page) ? `≤ ${TARGETS.catalogueHtmlGzipKb} KB gzip` : "–";
      rows.push([`HTML \`${page}\` (gzip; raw)`, `${kb(ref.page.htmlGzip)}; ${kb(ref.page.htmlRaw)}`, `${kb(p.htmlGzip)}; ${kb(p.htmlRaw)}`,
        plusKb(p.htmlGzip - ref.page.htmlGzip), target]);
    }
  }
  return rows;
}

/**
 * Where a page's first-load JS over the others' lies: the scripts every page loads (the framework, the layouts'
 * client components), then each page's own, by name (as in the build's static/chunks) and size.
 */
function scriptBreakdown(pages) {
  const all = Object.values(pages);
  const common = all[0].scripts.filter((src) => all.every((p) => p.scripts.includes(src)));
  const name = (src) => src.slice(src.lastIndexOf("/") + 1);
  const sizes = (p, list) => list.map((src) => `${name(src)} ${kb(p.scriptBytes[src])}`).join(", ");
  const total = (p, list) => list.reduce((sum, src) => sum + p.scriptBytes[src], 0);
  line("every page's scripts", `${kb(total(all[0], common)).padStart(9)}  (${common.length} files)`);
  for (const [page, p] of Object.entries(pages)) {
    const own = p.scripts.filter((src) => !common.includes(src));
    line(`  ${page} only`, `${kb(total(p, own)).padStart(9)}  ${sizes(p, own)}`);
  }
}

export async function publicLoad(baseUrl, ref) {
  console.log(`\n== Throughput (autocannon, ${options.connections} connections, ${options.duration} s; target: public pages ≥ ${TARGETS.publicVsStaticPage} × the reference static page)`);
  const src = await staticFile(baseUrl);
  const own = await load(baseUrl + src);
  line("reference static file", throughput(ref.staticFile));
  line("school static file", `${throughput(own)}  ${ratio(own.rps, ref.staticFile.rps)} of the reference's${problems(own)}  (${src})`);
  line("reference static page /", `${throughput(ref.staticPage)}  ${ratio(ref.staticPage.rps, ref.staticFile.rps)} of its static file`);
  line("reference /dynamic", `${throughput(ref.dynamicPage)}  ${ratio(ref.dynamicPage.rps, ref.staticFile.rps)} of its static file`);
  const rows = [["static file (req/s, p99)", throughput(ref.staticFile), cell(own), ratio(own.rps, ref.staticFile.rps), "–"]];
  for (const page of [...PUBLIC_PAGES, "/api/courses"]) {
    const r = await load(baseUrl + page);
    const label = page.startsWith("/api/") ? `GET ${page}` : page;
    line(label, `${throughput(r)}  ${ratio(r.rps, ref.staticPage.rps)} of the reference static page, ${ratio(r.rps, own.rps)} of its static file${problems(r)}`);
    // The API answer has no target of its own; it is shown against the same floor as the pages.
    const target = page.startsWith("/api/") ? "–" : `≥ ${TARGETS.publicVsStaticPage}`;
    rows.push([`\`${label}\` (req/s, p99)`, throughput(ref.staticPage), cell(r), ratio(r.rps, ref.staticPage.rps), target]);
  }
  return rows;
}

/** `database`: what the database holds when it is not the fresh seed, named in every figure (e.g. "grown, 3000 learners"). */
export async function signedIn(baseUrl, ref, database = null) {
  const on = database ? ` (${database})` : "";
  console.log(`\n== Signed in as ${DEMO_STUDENT.email}${on} (targets: pages ≥ ${TARGETS.privateVsDynamicPage} × the reference /dynamic, saves ≥ ${TARGETS.writeVsWriteRoute} × its POST /api/write)`);
  const cookie = await signIn(baseUrl);
  const lesson = await firstLesson(baseUrl, cookie);
  line("reference /dynamic", throughput(ref.dynamicPage));
  line("reference /dynamic-sized", `${throughput(ref.sizedPage)}  ${ratio(ref.sizedPage.rps, ref.dynamicPage.rps)} of /dynamic, ${kb(ref.sizedHtml)} of HTML`);
  line("reference POST /api/write", throughput(ref.write));
  // A plain per-request page as big as the school's: how far page size alone takes the ratio.
  const sized = [`reference \`/dynamic-sized\`, ${kb(ref.sizedHtml)} of plain HTML (req/s, p99)`, throughput(ref.dynamicPage), cell(ref.sizedPage), ratio(ref.sizedPage.rps, ref.dynamicPage.rps), "–"];
  const rows = database ? [] : [sized];
  // The lesson's id changes with every seed, so the summary names it by its place in the course.
  // The course page and the catalogue too: for a signed-in visitor they are rendered per request, with their state
  // (app/signed-in/), where everyone else gets the static page.
  const pages = [
    ["dashboard", "/dashboard", "/dashboard"],
    ["lesson page", lesson.path, `/course/${LESSON_COURSE}/lesson/(first)`],
    ["course page, signed in", `/course/${LESSON_COURSE}`, `/course/${LESSON_COURSE}`],
    ["catalogue, signed in", "/courses", "/courses"],
  ];
  for (const [label, path, shown] of pages) {
    const r = await load(baseUrl + path, { headers: { cookie } });
    const html = await htmlBytes(baseUrl + path, cookie);
    line(label, `${throughput(r)}  ${ratio(r.rps, ref.dynamicPage.rps)} of the reference /dynamic, ${ratio(r.rps, ref.sizedPage.rps)} of /dynamic-sized, ${kb(html)} of HTML${problems(r)}  (${path})`);
    rows.push([`${label} \`${shown}\`${on} (req/s, p99)`, throughput(ref.dynamicPage), cell(r), ratio(r.rps, ref.dynamicPage.rps), `≥ ${TARGETS.privateVsDynamicPage}`]);
  }
  // What the first paint shows stays put: the layout shift of each page, on a phone and a desktop.
  const shifts = await layoutShiftOf(baseUrl, cookie, pages.map(([label, path]) => [label, path]));
  for (const [label, , shown] of pages) {
    const [phone, desktop] = ["phone", "desktop"].map((viewport) => shifts.find((s) => s[0] === label && s[1] === viewport));
    line(`CLS ${label}`, `phone ${phone[2].toFixed(4)}, desktop ${desktop[2].toFixed(4)}`);
    for (const [, viewport, , moved] of [phone, desktop]) for (const shift of moved) console.log(`    ${viewport}: ${shift}`);
    rows.push([`CLS \`${shown}\`${on} (phone, desktop)`, "–", `${phone[2].toFixed(4)}, ${desktop[2].toFixed(4)}`, "–", "0"]);
  }
  // The site checks Origin on writes, as a browser sends it.
  const save = await load(`${baseUrl}/api/progress`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: baseUrl },
    body: progressBody(lesson),
  });
  line("POST /api/progress", `${throughput(save)}  ${ratio(save.rps, ref.write.rps)} of the reference POST /api/write${problems(save)}`);
  rows.push([`\`POST /api/progress\`${on} (req/s, p99)`, throughput(ref.write), cell(save), ratio(save.rps, ref.write.rps), `≥ ${TARGETS.writeVsWriteRoute}`]);
  return rows;
}

/** The raw HTML bytes of a signed-in page. */
async function htmlBytes(url, cookie) {
  return (await (await fetch(url, { headers: { cookie }, redirect: "manual" })).arrayBuffer()).byteLength;
}

export function lighthouseScores(baseUrl, ref) {
  console.log(`\n== Lighthouse mobile (performance/accessibility/best practices/SEO; targets 100 each, LCP within ${TARGETS.lcpExtraSeconds} s of the reference)`);
  const floor = ref.lighthouse;
  line("reference /", lighthouseDetail(floor));
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const r = lighthouse(baseUrl + page);
    const lcpDiff = plusSeconds(r.lcp - floor.lcp);
    line(page, r.scores ? `LCP ${lcpDiff} vs the reference; ${lighthouseDetail(r)}` : lighthouseDetail(r));
    rows.push([`Lighthouse \`${page}\` (scores; LCP; TBT)`, lighthouseFigures(floor), lighthouseFigures(r), `LCP ${lcpDiff}`,
      `100/100/100/100; LCP ≤ +${TARGETS.lcpExtraSeconds} s`]);
  }
  return rows;
}
