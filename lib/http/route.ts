import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { HttpError } from "./errors";

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response | unknown>;

/**
 * Wraps a route handler: a returned value becomes JSON, an HttpError its status with `{ error }`,
 * a zod error a 400 with the field errors, anything else a logged 500 that reveals nothing.
 */
export function route<P = Record<string, string>>(handler: Handler<P>) {
  return async (request: Request, context: { params: Promise<P> }) => {
    try {
      const result = await handler(request, context);
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

function errorResponse(error: unknown): Response {
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
  console.error(error);
  return NextResponse.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/** Reads and validates a JSON body; a body that is not JSON is a 400, not a 500. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new HttpError(400, "Request body must be JSON");
  }
  return schema.parse(body);
}
