// Raw requests to route handlers for the security tests: any method, body, content type and header (TestClient
// always sends JSON), with the caller's cookies. The answer's body is parsed as JSON when it is JSON.
import { NextRequest } from "next/server";
import type { TestClient } from "@/test/http";

export type AnyHandler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

export type RawCall = {
  method?: string;
  path?: string;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
  as?: TestClient | null;
};

export async function rawCall(handler: AnyHandler, { method = "POST", path = "/", body, headers = {}, params = {}, as }: RawCall = {}) {
  const all = new Headers(headers);
  if (as?.cookies.size) all.set("cookie", as.cookieHeader());
  if (as) all.set("x-forwarded-for", as.ip);
  const init: RequestInit & { duplex?: string } = { method, headers: all, body: body ?? undefined };
  if (body instanceof ReadableStream) init.duplex = "half";
  // A NextRequest, as Next.js hands route handlers (next-auth reads its nextUrl).
  const response = await handler(new NextRequest(`http://localhost${path}`, init as never), { params: Promise.resolve(params as never) });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, body: json as Record<string, unknown> | null };
}

/** A body stream of `total` bytes of `chunk`, counting how many bytes the reader actually pulled. */
export function countingStream(total: number, chunkSize = 64 * 1024) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(chunkSize).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      const size = Math.min(chunkSize, total - counter.pulled);
      counter.pulled += size;
      controller.enqueue(size === chunkSize ? chunk : chunk.slice(0, size));
    },
  });
  return { stream, counter };
}
