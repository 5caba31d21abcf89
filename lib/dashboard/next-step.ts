// Within one course, what the student should do next: a pure decision, so the rule reads in one place.
//
// An assessment is "now available" once the lessons it tests are completed: those its questions name, or,
// for a final (or an assessment whose questions name no lesson), every lesson of the course. An available
// assessment not yet passed comes before further lessons (the midterm after the first half), and one the
// student has already started comes first of all. Otherwise the next step is the first lesson not completed:
// the same resume point as 'Continue Learning' (lib/progress/resume.ts).

export type StepLesson = { id: string; completed: boolean; positionSeconds: number };
export type StepAssessment = { id: string; type: "quiz" | "midterm" | "final"; passed: boolean; inProgress: boolean; lessonIds: string[] };

export type CourseStep =
  | { kind: "lesson"; lessonId: string; positionSeconds: number }
  | { kind: "assessment"; assessmentId: string }
  | null;

/** `lessons` and `assessments` in course order; null when the course has nothing left to do. */
export function nextStepInCourse(lessons: readonly StepLesson[], assessments: readonly StepAssessment[]): CourseStep {
  const completed = new Set(lessons.filter((l) => l.completed).map((l) => l.id));
  const allLessonsDone = completed.size === lessons.length;
  const open = assessments.filter((a) => !a.passed);
  const isAvailable = (a: StepAssessment) =>
    a.type === "final" || a.lessonIds.length === 0 ? allLessonsDone : a.lessonIds.every((id) => completed.has(id));

  const chosen = open.find((a) => a.inProgress) ?? open.find(isAvailable);
  if (chosen) return { kind: "assessment", assessmentId: chosen.id };
  const lesson = lessons.find((l) => !l.completed);
  if (lesson) return { kind: "lesson", lessonId: lesson.id, positionSeconds: lesson.positionSeconds };
  return null;
}
