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

/** An attempt under way with its questions, in the order this attempt shows them. */
export type OpenAttempt = AttemptInProgress & { questions: QuestionDto[] };

/** The cap stored on the assessment: at most `maxAttempts` started in any `attemptWindowHours` hours. */
export type AttemptLimits = { maxAttempts: number; attemptWindowHours: number };

/**
 * How many attempts the viewer has left now (the fewer of the window's and the lifetime cap's) and, when none,
 * when the next one frees up (null once the lifetime cap is used up: none ever will).
 */
export type AttemptAllowance = {
  maxAttempts: number;
  windowHours: number;
  left: number;
  retryAt: string | null;
  lifetimeMax: number;
  lifetimeLeft: number;
};

/**
 * One question of a submitted attempt with the lesson that teaches it. `answeredRight` and `isCorrect` travel only
 * once answers are shown (passed, or the lifetime cap used up): before that, the keys are absent, not false.
 */
export type ReviewQuestion = {
  id: string;
  question: string;
  chosenOptionId: string | null;
  answeredRight?: boolean;
  lesson: { id: string; title: string } | null;
  options: { id: string; text: string; isCorrect?: boolean }[];
};

/** The attempt's questions in the order shown; `answersShown` once passed or every attempt of the lifetime cap is submitted. */
export type AttemptReview = { answersShown: boolean; questions: ReviewQuestion[] };

export type AttemptResult = {
  id: string;
  status: "submitted";
  score: number;
  passed: boolean;
  correct: number;
  total: number;
  passingScore: number;
  submittedAt: string;
  attempts: AttemptAllowance;
  review: AttemptReview;
  /** The course's certificate once the course is complete (a pass that completed it issues it), else null. */
  certificate: IssuedCourseCertificate | null;
};

/** What the results page needs to show, link to and share the certificate. */
export type IssuedCourseCertificate = { serial: string; issuedAt: string; verifyPath: string; verifyUrl: string; issuerName: string };

export type AttemptView = AttemptInProgress | AttemptResult;

/** The viewer's standing on one assessment: an attempt under way, or the latest result. */
export type AssessmentState = { attempt: OpenAttempt | null; lastResult: AttemptResult | null; attempts: AttemptAllowance };
