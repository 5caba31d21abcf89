"use client";
import { useState } from "react";
import type { AssessmentInfo, AssessmentState, AttemptAllowance, AttemptResult, OpenAttempt } from "@/lib/assessments/types";
import { AssessmentIntro } from "./assessment-intro";
import { AssessmentResults } from "./assessment-results";
import { AssessmentTaking } from "./assessment-taking";

type Mode = { kind: "intro" } | { kind: "taking"; attempt: OpenAttempt; fresh: boolean } | { kind: "results"; result: AttemptResult; justSubmitted?: boolean };

function initialMode(initial: AssessmentState): Mode {
  if (initial.attempt) return { kind: "taking", attempt: initial.attempt, fresh: false };
  if (initial.lastResult) return { kind: "results", result: initial.lastResult };
  return { kind: "intro" };
}

// The assessment page's three views: the start screen, the attempt under way, the result.
export function AssessmentClient({ info, initial }: { info: AssessmentInfo; initial: AssessmentState }) {
  const [mode, setMode] = useState<Mode>(() => initialMode(initial));
  const started = (attempt: OpenAttempt) => setMode({ kind: "taking", attempt, fresh: true });
  const allowance: AttemptAllowance = initial.attempts;

  if (mode.kind === "intro") return <AssessmentIntro info={info} attempts={allowance} onStarted={started} />;
  if (mode.kind === "results") return <AssessmentResults info={info} result={mode.result} onStarted={started} justSubmitted={mode.justSubmitted} />;
  return (
    <AssessmentTaking
      key={mode.attempt.id}
      info={info}
      attempt={mode.attempt}
      timeKnown={mode.fresh}
      onFinished={(result) => setMode({ kind: "results", result, justSubmitted: true })}
    />
  );
}
