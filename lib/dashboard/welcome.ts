import "server-only";
import { sql } from "@/lib/db";

export type WelcomeState = "first" | "returning";

/**
 * 'Welcome' until the student has studied anything (saved progress on a lesson or started an assessment),
 * 'Welcome back' after. Buying a course alone is not studying yet.
 */
export async function welcomeState(userId: string): Promise<WelcomeState> {
  const [row] = await sql<{ studied: boolean }>`
    SELECT EXISTS (SELECT 1 FROM lesson_progress WHERE "userId" = ${userId})
        OR EXISTS (SELECT 1 FROM assessment_attempts WHERE "userId" = ${userId}) AS studied`;
  return row!.studied ? "returning" : "first";
}
