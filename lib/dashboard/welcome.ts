import "server-only";
import { readNextUpAndActivity } from "./next-up";

export type WelcomeState = "first" | "returning";

/**
 * What the student has done, as the dashboard's banner and quick actions need it: read by the 'Next up' card's
 * statement (next-up.ts), not a statement of its own.
 */
export type StudyActivity = {
  /** 'Welcome' until the student has studied anything (saved progress on a lesson or started an assessment),
   *  'Welcome back' after. Buying a course alone is not studying yet. */
  welcome: WelcomeState;
  /** Whether an attempt has been graded, i.e. whether 'View Grades' has anything to show. */
  graded: boolean;
};

export async function welcomeState(userId: string): Promise<WelcomeState> {
  return (await readNextUpAndActivity(userId)).activity.welcome;
}
