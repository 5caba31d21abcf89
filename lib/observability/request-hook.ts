import http from "node:http";
import { logger } from "./logger";
import { recordRequest } from "./metrics";
import { PEER_HEADER, PROXIED_HEADER } from "./peer";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";

// Every request a `next start` server answers, pages, route handlers, server actions and static files alike,
// passes through its http.Server's "request" event. Observing it there (installed once from instrumentation.ts)
// needs no wrapper in each route and sees the status and time Next really sent. For each request:
//  - its id: the proxy's X-Request-Id (nginx's $request_id) or a new one, put back on the request for the app
//    and on the response for the client;
//  - the socket's peer address in PEER_HEADER (./peer.ts), overwriting any value a client sent;
//  - once answered, one JSON log line and the request metrics, by route pattern: never the path or the query,
//    which can hold tokens (reset links, signed media URLs) or people's ids.

const INSTALLED = Symbol.for("school.requestHook");
// Where Next keeps what it learnt about a request (server/request-meta.ts); `match` is the route it chose.
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

type RouteMatchMeta = { match?: { definition?: { pathname?: unknown } } };
type Observed = http.IncomingMessage & { [NEXT_REQUEST_META]?: RouteMatchMeta };
type Patchable = typeof http.Server.prototype & { [INSTALLED]?: true };

/** The route pattern Next matched (/[locale]/course/[id], /api/videos/[id]); a fixed label for the rest. */
export function routeLabel(request: Observed, path: string): string {
  const pattern = request[NEXT_REQUEST_META]?.match?.definition?.pathname;
  if (typeof pattern === "string") return pattern;
  if (path.startsWith("/_next/static/")) return "/_next/static/[...]";
  if (path.startsWith("/_next/image")) return "/_next/image";
  return "(unmatched)";
}

export function observeRequest(request: Observed, response: http.ServerResponse): void {
  const started = performance.now();
  const path = (request.url ?? "/").split("?")[0]!;
  const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = requestId;
  request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? "";
  request.headers[PROXIED_HEADER] = request.headers["x-forwarded-for"] === undefined ? "0" : "1";
  response.setHeader(REQUEST_ID_HEADER, requestId);
  let logged = false;
  const done = () => {
    if (logged) return;
    logged = true;
    const ms = performance.now() - started;
    const route = routeLabel(request, path);
    const method = request.method ?? "GET";
    // A client that hung up before the last byte: logged with the status Next had chosen, and said so.
    const aborted = !response.writableFinished;
    recordRequest(method, route, response.statusCode, ms / 1000);
    logger.info({ requestId, method, route, status: response.statusCode, durationMs: Math.round(ms * 10) / 10, ...(aborted ? { aborted } : {}) }, "request");
  };
  response.once("finish", done);
  response.once("close", done);
}

/** Observes every request of every HTTP server in this process, once however often it is called. */
export function observeRequests(prototype: Patchable = http.Server.prototype): void {
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitObserved(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") observeRequest(args[0] as Observed, args[1] as http.ServerResponse);
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
  prototype[INSTALLED] = true;
}
