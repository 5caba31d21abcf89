import type { GuessingCue } from "@/lib/assessments/guessing-cues";
import type { ItemFlag } from "@/lib/assessments/item-analysis";
import type { AssessmentType } from "@/lib/generated/prisma/enums";

// What the assessment editor's page hands its client components: plain data, no database types.

export type EditorOption = { id: string; text: string; isCorrect: boolean };

export type EditorQuestion = {
  id: string;
  /** Its place in the editor's list (1 = first), retired questions included. */
  number: number;
  text: string;
  explanation: string | null;
  lessonId: string | null;
  retired: boolean;
  /** Some attempt drew or answered it: it can be retired but not deleted. */
  inUse: boolean;
  options: EditorOption[];
  /** Guessing cues (none for a retired question: no new attempt draws it). */
  cues: GuessingCue[];
  /** Item-analysis flags from students' submitted attempts. */
  flags: ItemFlag[];
};

export type EditorLesson = { id: string; order: number; title: string };

export type AssessmentSettings = {
  title: string;
  type: AssessmentType;
  timeLimit: number;
  passingScore: number;
  maxAttempts: number;
  attemptWindowHours: number;
  questionsPerAttempt: number | null;
};

/** What a question save answers: its id, whether anything changed, and its guessing cues in the saved pool. */
export type SavedQuestion = { questionId: string; changed: boolean; cues: GuessingCue[] };
