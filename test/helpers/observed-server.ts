// A real HTTP server observed by the servers' request hook (lib/observability/request-hook.ts), for tests that
// need what only a socket gives: the peer's address and the hook's log line, id and metrics. The hook is
// installed on a subclass's prototype, so other servers of the same Jest worker are left alone.
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { observeRequests } from "@/lib/observability/request-hook";

class ObservedServer extends http.Server {}
observeRequests(ObservedServer.prototype);

type WebHandler = (request: Request, node: http.IncomingMessage) => Promise<Response>;

/** The web Request Next would build from the Node request (headers as the hook left them). */
function toWebRequest(node: http.IncomingMessage, port: number): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(node.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`http://localhost:${port}${node.url ?? "/"}`, { method: node.method, headers });
}

/** Listens on every interface (so a test can reach it through a non-loopback address) on a free port. */
export async function startObservedServer(handler: WebHandler) {
  const server = new ObservedServer(async (req, res) => {
    try {
      const response = await handler(toWebRequest(req, port), req);
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.statusCode = 599; // a test failure, not an answer the school gives
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    loopbackUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** This machine's first IPv4 address outside loopback: a connection to it has that address as its peer. */
export function nonLoopbackAddress(): string {
  for (const entries of Object.values(os.networkInterfaces())) {
    const found = entries?.find((entry) => entry.family === "IPv4" && !entry.internal);
    if (found) return found.address;
  }
  throw new Error("this machine has no IPv4 address outside loopback: the test needs one to connect from");
}
