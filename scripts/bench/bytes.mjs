// What a phone downloads for a page: the HTML, and the JavaScript it loads before the page is interactive.
import { gzipSync } from "node:zlib";

const gzipSize = (buffer) => gzipSync(buffer).length;

/** The /_next/static scripts the HTML loads, without noModule polyfills (modern browsers skip those). */
export function staticScripts(html) {
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = tags.map((tag) => tag.match(/src="([^"]+)"/)?.[1]).filter((src) => src?.startsWith("/_next/static/"));
  return [...new Set(sources)];
}

/**
 * Fetches a page as a first-time visitor (no cookies, no redirects followed) and sizes it: HTML raw and gzip,
 * first-load JS gzip, in all and script by script (`scriptBytes`, in the HTML's order). Also keeps what a shared
 * cache needs to know (status, Cache-Control, Set-Cookie).
 */
export async function pageBytes(baseUrl, page) {
  const response = await fetch(baseUrl + page, { redirect: "manual" });
  const html = Buffer.from(await response.arrayBuffer());
  const scripts = staticScripts(html.toString("utf8"));
  const scriptBytes = {};
  for (const src of scripts) scriptBytes[src] = gzipSize(Buffer.from(await (await fetch(baseUrl + src)).arrayBuffer()));
  const js = Object.values(scriptBytes).reduce((sum, bytes) => sum + bytes, 0);
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control") ?? "",
    setCookie: response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]),
    htmlRaw: html.length,
    htmlGzip: gzipSize(html),
    js,
    scripts,
    scriptBytes,
  };
}

/** A /_next/static chunk of the server: its fastest possible answer, the yardstick for its pages. */
export async function staticFile(baseUrl, page = "/") {
  const html = await (await fetch(baseUrl + page)).text();
  const [src] = staticScripts(html);
  if (!src) throw new Error(`no /_next/static script in ${baseUrl}${page}`);
  return src;
}
