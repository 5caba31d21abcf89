// Edits reach nginx's page cache: when a server revalidates a tag or a path (a translation or a studio save),
// the copies nginx keeps of the pages concerned are deleted, so the next request is a MISS that the servers
// answer from their fresh shared cache, instead of nginx serving the old page until its s-maxage (an hour) ends.
//
// nginx open source has no purge. Of the ways round it this is the one that is exact and immediate: nginx's
// cache is files on the machine the servers share with it (`npm run start:cluster`, the cluster tests), each
// holding its cache key on a "KEY: " line near its start; deleting a file makes the next lookup a miss (nginx
// treats a missing file as not cached). A cache key versioned by a generation number needs nginx to learn the
// number on every request (a subrequest each time); a short s-maxage would still serve old pages for its
// length and send every page to the servers that often. NGINX_CACHE_DIR names the folder (scripts/cluster/
// front.mjs sets it); without it (one server, or a CDN elsewhere) nothing is purged here.
//
// Plain JavaScript: the cache handler (./cache-handler.mjs), which calls this, is loaded outside the bundle.
import fs from "node:fs/promises";
import path from "node:path";

const KEY_LINE = "\nKEY: ";
// The key sits after a fixed header of a few hundred bytes (ngx_http_file_cache_header_t).
const HEAD_BYTES = 4096;
// Next's prefix of the tags it gives every route (revalidatePath's), e.g. "_N_T_/[locale]/account/page".
const IMPLICIT_TAG = "_N_T_";

/** A route pattern's segment as a regular expression ("[locale]" may be absent: English has no prefix). */
function segment(part) {
  if (part === "[locale]") return "(?:/[^/]+)?";
  if (/^\[\[\.\.\..+\]\]$/.test(part)) return "(?:/.*)?";
  if (/^\[\.\.\..+\]$/.test(part)) return "/.+";
  if (/^\[.+\]$/.test(part)) return "/[^/]+";
  return `/${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
}

/**
 * Which cached pages a revalidated tag concerns, by their address's path: for a route's own tag (revalidatePath)
 * the pages of that route ("page") or under it ("layout"); for any other tag (COURSES_TAG, STATS_TAG…) every
 * page, as the catalogue's one tag is on nearly all public pages and a purged page that did not change is only
 * fetched once more from the servers' shared cache.
 */
export function pagesOfTag(tag) {
  if (!tag.startsWith(IMPLICIT_TAG)) return () => true;
  const type = tag.match(/\/(page|layout)$/)?.[1];
  const route = (type ? tag.slice(IMPLICIT_TAG.length, -type.length - 1) : tag.slice(IMPLICIT_TAG.length)).replace(/^\/index$/, "/");
  const parts = route.split("/").filter((part) => part && !/^\(.+\)$/.test(part));
  const pattern = parts.map(segment).join("") + (type === "layout" ? "(?:/.*)?" : "/?");
  const matcher = new RegExp(`^${pattern}$`);
  return (pathname) => matcher.test(pathname);
}

/** The cache key stored in one of nginx's cache files, or null (a temporary file, or not a cache file). */
async function keyOf(file) {
  const handle = await fs.open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    const head = buffer.subarray(0, bytesRead).toString("latin1");
    const start = head.indexOf(KEY_LINE);
    if (start === -1) return null;
    const end = head.indexOf("\n", start + KEY_LINE.length);
    return end === -1 ? null : head.slice(start + KEY_LINE.length, end);
  } finally {
    await handle.close();
  }
}

/** The path of a page's cache key ("http://host/es/courses?x|br|es" → "/es/courses"), or null for other entries. */
export function pathOfKey(key) {
  // Page keys start with the scheme (nginx.conf's `location /`); /_next/static/ files are named by their content
  // and never change.
  if (!/^https?:\/\//.test(key)) return null;
  try {
    return new URL(key.split("|")[0]).pathname;
  } catch {
    return null;
  }
}

/** Deletes nginx's cached copies of the pages `tag` concerns from `dir`; resolves to how many it deleted. */
export async function purgeNginxCache(dir, tag) {
  const concerns = pagesOfTag(tag);
  let entries;
  try {
    entries = await fs.readdir(dir, { recursive: true });
  } catch (error) {
    if (error.code === "ENOENT") return 0; // nothing cached yet
    throw error;
  }
  let deleted = 0;
  // levels=1:2: dir/a/bc/<md5 of the key>; a name with a suffix is a response still being written.
  for (const entry of entries.filter((name) => /^[0-9a-f]{32}$/.test(path.basename(name)))) {
    const file = path.join(dir, entry);
    try {
      const pathname = pathOfKey((await keyOf(file)) ?? "");
      if (pathname !== null && concerns(pathname)) {
        await fs.rm(file, { force: true });
        deleted += 1;
      }
    } catch (error) {
      if (error.code !== "ENOENT") throw error; // nginx removed it meanwhile
    }
  }
  return deleted;
}
