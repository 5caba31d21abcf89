import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { assertCleanAddress, assertCleanParams } from "./address";
import { assertCleanJson, assertJsonContentType, assertNoForeignBody, readLimitedText } from "./body";
import { HttpError } from "./errors";
import { assertSameOrigin, isMutating } from "./origin";
import { logger } from "@/lib/observability/logger";

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response | unknown>;

export type RouteOptions = {
  /** A signed server-to-server call (the Stripe webhook): its own signature, not Origin, proves who sent it. */
  signedWebhook?: boolean;
  /** Raw body types the route reads itself (e.g. image/png), besides JSON; never a type an HTML form can send. */
  bodyTypes?: readonly string[];
};

/**
 * Wraps a route handler: a returned value becomes JSON, an HttpError its status with `{ error }`,
 * a zod error a 400 with the field errors, anything else a logged 500 that reveals nothing.
 * Before the handler runs: the address is checked (400), and a state-changing request from a browser must
 * come from this site (403) and carry no form body (415).
 */
export function route<P = Record<string, string>>(handler: Handler<P>, options: RouteOptions = {}) {
  return async (request: Request, context: { params: Promise<P> }) => {
    try {
      assertCleanAddress(request.url);
      if (isMutating(request.method) && !options.signedWebhook) {
        assertSameOrigin(request);
        assertNoForeignBody(request, options.bodyTypes);
      }
      const params = (await context?.params) as P;
      assertCleanParams(params);
      const result = await handler(request, { params: Promise.resolve(params) });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** JSON that depends on who asks (access, progress, attempts): never kept by a shared cache. */
export function privateJson(body: unknown, status = 200): Response {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** The answer for an error thrown by a handler: what route() sends; for handlers that cannot use route(). */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const headers: Record<string, string> = {};
    if (error.retryAfter) headers["Retry-After"] = String(error.retryAfter);
    const body = { error: error.message, code: error.code, retryAfter: error.retryAfter, ...error.details };
    return NextResponse.json(body, { status: error.status, headers });
  }
  if (error instanceof z.ZodError) {
    return NextResponse.json(
      { error: "Invalid request", fieldErrors: z.flattenError(error).fieldErrors },
      { status: 400 },
    );
  }
  logger.error({ err: error }, "unexpected error in a route handler");
  return NextResponse.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/**
 * Reads and validates a JSON body: 415 unless it is declared JSON, 413 past 1 MB (read as a stream), 400 when
 * it is not JSON, holds a NUL character or nests too deeply, then the schema's 400.
 */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  assertJsonContentType(request);
  const text = await readLimitedText(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Request body must be JSON");
  }
  assertCleanJson(body);
  return schema.parse(body);
}
