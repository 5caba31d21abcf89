import { ServerResponse } from "node:http";

// Next 16 answered the first request for an on-demand (ISR) page that redirects, such as /course/{id} → its slug,
// with its Location header twice: the render sets it on the response (app-render's setHeader, which also records
// it in the page's cache entry), then app-page-runtime appends the cache entry's headers to the same response with
// Node's appendHeader. A later request, served from the cache, got one. Two Location fields are one URI too many
// (RFC 9110 §10.2.2): Node's fetch joins them into "/course/a, /course/a" and follows that to a 404.
// Location takes a single value, so on every response appending one replaces the one there: once, at start.

const PATCHED = Symbol.for("school.singleLocation");

type Patchable = typeof ServerResponse.prototype & { [PATCHED]?: true };

export function keepLocationSingle(prototype: Patchable = ServerResponse.prototype): void {
  if (prototype[PATCHED]) return;
  const append = prototype.appendHeader;
  prototype.appendHeader = function appendHeader(this: ServerResponse, name: string, value: string | readonly string[]) {
    if (name.toLowerCase() !== "location") return append.call(this, name, value);
    const last = typeof value === "string" ? value : value[value.length - 1];
    return last === undefined ? this : this.setHeader(name, last);
  };
  prototype[PATCHED] = true;
}
