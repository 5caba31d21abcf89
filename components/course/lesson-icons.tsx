import { CheckCircle2, Lock, PlayCircle } from "lucide-react";
import type { ReactNode } from "react";

/** A lesson row's icon for each state the visitor may see it in. */
type LessonIcons = { locked: ReactNode; completed: ReactNode; open: ReactNode };

/** Drawn by the server (./lesson-list.tsx). `lockedLabel`: what a screen reader says. */
export function lessonIcons(lockedLabel: string): LessonIcons {
  return {
    locked: <Lock className="size-4 shrink-0" aria-label={lockedLabel} role="img" />,
    completed: <CheckCircle2 aria-hidden className="size-5" />,
    open: <PlayCircle aria-hidden className="size-5 shrink-0 text-primary" />,
  };
}

/** 'Completed' above 'Continue Learning' (./enroll-panel.tsx). */
export const completedIcon = <CheckCircle2 aria-hidden className="size-4" />;
