// The floor: every figure of the bare reference app the selected sections compare the school with.
import { pageBytes, staticFile } from "./bytes.mjs";
import { col, kb, lighthouseDetail, ratio, throughput } from "./format.mjs";
import { lighthouse } from "./lighthouse.mjs";
import { load, problems } from "./load.mjs";
import { progressBody } from "./session.mjs";

const line = (label, text) => console.log(`${col(label, 28)} ${text}`);

/** Measures the reference at `baseUrl` (the only server under load meanwhile) and prints what it finds. */
export async function referenceFigures(baseUrl, only) {
  console.log(`\n== Reference (bare Next app, same node_modules) at ${baseUrl}`);
  const ref = {};
  if (only.has("js") || only.has("html")) {
    ref.page = await pageBytes(baseUrl, "/");
    line("first-load JS /", `${kb(ref.page.js)} gzip (${ref.page.scripts.length} files)`);
    line("HTML /", `${kb(ref.page.htmlGzip)} gzip, ${kb(ref.page.htmlRaw)} raw`);
  }
  if (only.has("load")) {
    ref.staticSrc = await staticFile(baseUrl);
    ref.staticFile = await load(baseUrl + ref.staticSrc);
    line("static file", `${throughput(ref.staticFile)}${problems(ref.staticFile)}  (${ref.staticSrc})`);
    ref.staticPage = await load(`${baseUrl}/`);
    line("static page /", `${throughput(ref.staticPage)}  ${ratio(ref.staticPage.rps, ref.staticFile.rps)} of its static file${problems(ref.staticPage)}`);
  }
  if (only.has("load") || only.has("private") || only.has("discussions")) {
    ref.dynamicPage = await load(`${baseUrl}/dynamic`);
    const share = ref.staticFile ? `  ${ratio(ref.dynamicPage.rps, ref.staticFile.rps)} of its static file` : "";
    line("force-dynamic page /dynamic", `${throughput(ref.dynamicPage)}${share}${problems(ref.dynamicPage)}`);
  }
  if (only.has("private")) {
    // The same kind of page, as big as a signed-in page of the school: what a page of that size costs by itself.
    ref.sizedPage = await load(`${baseUrl}/dynamic-sized`);
    ref.sizedHtml = (await pageBytes(baseUrl, "/dynamic-sized")).htmlRaw;
    line("/dynamic-sized", `${throughput(ref.sizedPage)}  ${ratio(ref.sizedPage.rps, ref.dynamicPage.rps)} of /dynamic, ${kb(ref.sizedHtml)} of HTML${problems(ref.sizedPage)}`);
    // The same body the school's progress save gets, so both parse and store the same bytes.
    const body = progressBody({ lessonId: "reference-lesson", videoId: "reference-video" });
    ref.write = await load(`${baseUrl}/api/write`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body,
    });
    line("POST /api/write (1 INSERT)", `${throughput(ref.write)}${problems(ref.write)}`);
  }
  if (only.has("lighthouse")) {
    ref.lighthouse = lighthouse(`${baseUrl}/`);
    line("Lighthouse mobile /", lighthouseDetail(ref.lighthouse));
  }
  return ref;
}
