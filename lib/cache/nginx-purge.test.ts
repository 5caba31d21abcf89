/** @jest-environment node */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pagesOfTag, pathOfKey, purgeNginxCache } from "./nginx-purge.mjs";

// nginx's cache files as nginx lays them out (levels=1:2: dir/<last hex>/<two before>/<md5 of the key>), with a
// binary header before the KEY line and the response after it.
function writeEntry(dir: string, key: string): string {
  const md5 = crypto.createHash("md5").update(key).digest("hex");
  const folder = path.join(dir, md5.slice(-1), md5.slice(-3, -1));
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, md5);
  const header = Buffer.alloc(0x150, 7);
  fs.writeFileSync(file, Buffer.concat([header, Buffer.from(`\nKEY: ${key}\nHTTP/1.1 200 OK\r\nCache-Control: s-maxage=3600\r\n\r\n<html></html>`)]));
  return file;
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-cache-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("purgeNginxCache", () => {
  it("deletes every cached page for a data tag, and keeps the content-named static files", async () => {
    const pages = ["http://127.0.0.1/es/courses|br|", "http://127.0.0.1/course/genesis|gzip|es", "http://127.0.0.1/|||"].map((key) => writeEntry(dir, key));
    const script = writeEntry(dir, "/_next/static/chunks/app-1a2b.js|br");
    expect(await purgeNginxCache(dir, "courses")).toBe(3);
    for (const file of pages) expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(script)).toBe(true);
  });

  it("deletes only the pages of a revalidated route, in every language, and leaves files being written", async () => {
    const account = ["http://127.0.0.1/account|br|", "http://127.0.0.1/es/account|gzip|"].map((key) => writeEntry(dir, key));
    const other = writeEntry(dir, "http://127.0.0.1/es/courses|br|");
    const partial = `${writeEntry(dir, "http://127.0.0.1/fr/account||")}.0000000001`;
    fs.renameSync(partial.replace(/\.\d+$/, ""), partial);
    expect(await purgeNginxCache(dir, "_N_T_/[locale]/account/page")).toBe(2);
    for (const file of account) expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(other)).toBe(true);
    expect(fs.existsSync(partial)).toBe(true);
  });

  it("purges nothing, and does not fail, when nginx has cached nothing yet", async () => {
    expect(await purgeNginxCache(path.join(dir, "absent"), "courses")).toBe(0);
  });
});

describe("pagesOfTag", () => {
  it("matches a page route exactly and a layout route with what is under it", () => {
    const page = pagesOfTag("_N_T_/[locale]/course/[courseId]/page");
    expect(["/course/genesis", "/ko/course/genesis", "/course/genesis/"].every(page)).toBe(true);
    expect(["/course/genesis/lesson/1", "/courses"].some(page)).toBe(false);
    const layout = pagesOfTag("_N_T_/[locale]/(catalogue)/course/[courseId]/layout");
    expect(["/course/genesis", "/es/course/genesis/lessons"].every(layout)).toBe(true);
    expect(layout("/courses")).toBe(false);
    const home = pagesOfTag("_N_T_/index");
    expect(home("/")).toBe(true);
    expect(home("/courses")).toBe(false);
  });
});

describe("pathOfKey", () => {
  it("reads the path of a page key and ignores static files' keys", () => {
    expect(pathOfKey("http://localhost/es/courses?tab=all|br|es")).toBe("/es/courses");
    expect(pathOfKey("/_next/static/chunks/x.js|gzip")).toBeNull();
  });
});
