/** @jest-environment node */
import { nextStepInCourse, type StepAssessment, type StepLesson } from "./next-step";

const lessons = (done: number, total = 4): StepLesson[] =>
  Array.from({ length: total }, (_, i) => ({ id: `l${i + 1}`, completed: i < done, positionSeconds: i === done ? 30 : 0 }));
const quiz = (lessonIds: string[], extra: Partial<StepAssessment> = {}): StepAssessment => ({ id: "quiz", type: "quiz", passed: false, inProgress: false, lessonIds, ...extra });
const final = (extra: Partial<StepAssessment> = {}): StepAssessment => ({ id: "final", type: "final", passed: false, inProgress: false, lessonIds: ["l1", "l2"], ...extra });

describe("nextStepInCourse", () => {
  it("is the first lesson not completed, with its saved position, while no assessment is available", () => {
    expect(nextStepInCourse(lessons(1), [quiz(["l1", "l2"]), final()])).toEqual({ kind: "lesson", lessonId: "l2", positionSeconds: 30 });
  });

  it("is a quiz once the lessons its questions name are done", () => {
    expect(nextStepInCourse(lessons(2), [quiz(["l1", "l2"]), final()])).toEqual({ kind: "assessment", assessmentId: "quiz" });
  });

  it("keeps a final, and an assessment naming no lesson, for when every lesson is done", () => {
    expect(nextStepInCourse(lessons(3), [final()])).toMatchObject({ kind: "lesson", lessonId: "l4" });
    expect(nextStepInCourse(lessons(3), [quiz([])])).toMatchObject({ kind: "lesson", lessonId: "l4" });
    expect(nextStepInCourse(lessons(4), [final()])).toEqual({ kind: "assessment", assessmentId: "final" });
  });

  it("puts an attempt under way first, and skips passed assessments", () => {
    expect(nextStepInCourse(lessons(0), [quiz(["l1"]), final({ inProgress: true })])).toEqual({ kind: "assessment", assessmentId: "final" });
    expect(nextStepInCourse(lessons(2), [quiz(["l1", "l2"], { passed: true }), final()])).toMatchObject({ kind: "lesson", lessonId: "l3" });
  });

  it("is null when every lesson is done and every assessment passed", () => {
    expect(nextStepInCourse(lessons(4), [final({ passed: true })])).toBeNull();
    expect(nextStepInCourse([], [])).toBeNull();
  });
});
