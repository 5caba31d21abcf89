import "server-only";
import { z } from "zod";
import { HttpError } from "./errors";
import { logger } from "@/lib/observability/logger";

// What every server action returns, for useActionState and react-hook-form alike.
export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; code?: string; status?: number; fieldErrors?: Record<string, string[]> };

/** Runs an action body and turns its typed errors into a result; anything else is logged and hidden. */
export async function runAction<T>(body: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await body() };
  } catch (error) {
    if (error instanceof HttpError) {
      return { ok: false, message: error.message, code: error.code, status: error.status, ...error.details };
    }
    if (error instanceof z.ZodError) {
      return { ok: false, message: "Please correct the highlighted fields.", code: "INVALID", status: 400, fieldErrors: z.flattenError(error).fieldErrors as Record<string, string[]> };
    }
    // Next.js signals redirect() and notFound() by throwing; let them through.
    if (error instanceof Error && "digest" in error && String((error as { digest: unknown }).digest).startsWith("NEXT_")) throw error;
    logger.error({ err: error }, "unexpected error in a server action");
    return { ok: false, message: "Something went wrong on our side. Please try again.", status: 500 };
  }
}
