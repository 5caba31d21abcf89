import "server-only";
import { sql } from "@/lib/db";

export type WelcomeState = "first" | "returning";

/** What the student has done, as the dashboard's banner and quick actions need it: one statement for both. */
export type StudyActivity = {
  /** 'Welcome' until the student has studied anything (saved progress on a lesson or started an assessment),
   *  'Welcome back' after. Buying a course alone is not studying yet. */
  welcome: WelcomeState;
  /** Whether an attempt has been graded, i.e. whether 'View Grades' has anything to show. */
  graded: boolean;
};

/** Each EXISTS stops at the student's first row, found through an index that starts with "userId". */
export async function studyActivity(userId: string): Promise<StudyActivity> {
  const [row] = await sql<{ studied: boolean; graded: boolean }>`
    SELECT EXISTS (SELECT 1 FROM lesson_progress WHERE "userId" = ${userId})
        OR EXISTS (SELECT 1 FROM assessment_attempts WHERE "userId" = ${userId}) AS studied,
           EXISTS (SELECT 1 FROM assessment_attempts WHERE "userId" = ${userId} AND status = 'submitted' AND score IS NOT NULL) AS graded`;
  return { welcome: row!.studied ? "returning" : "first", graded: row!.graded };
}

export async function welcomeState(userId: string): Promise<WelcomeState> {
  return (await studyActivity(userId)).welcome;
}
