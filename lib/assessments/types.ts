import type { AssessmentSummary } from "@/lib/courses/types";

// What the assessment page and APIs hand to the browser. Option ids travel; `isCorrect` never does.
export type AssessmentInfo = AssessmentSummary & { course: { id: string; slug: string; title: string } };

export type QuestionDto = { id: string; question: string; options: { id: string; text: string }[] };

export type AttemptInProgress = {
  id: string;
  status: "in_progress";
  answers: Record<string, string>;
  currentQuestion: number;
  /** Computed by the server when it answered; the browser counts down from it. */
  remainingSeconds: number;
  deadline: string;
};

export type AttemptResult = {
  id: string;
  status: "submitted";
  score: number;
  passed: boolean;
  correct: number;
  total: number;
  passingScore: number;
  submittedAt: string;
};

export type AttemptView = AttemptInProgress | AttemptResult;

/** The viewer's standing on one assessment: an attempt under way, or the latest result. */
export type AssessmentState = { attempt: AttemptInProgress | null; lastResult: AttemptResult | null };
