import { Badge } from "@/components/ui/badge";
import type { GradeRow } from "@/lib/dashboard/grades";

type Labels = { course: string; score: string; submitted: string; passed: string; notPassed: string };
type Formatted = GradeRow & { scoreText: string; submittedText: string };

/** The grades on a phone: one card per attempt instead of a table scrolled sideways. */
export function GradeCards({ grades, labels }: { grades: Formatted[]; labels: Labels }) {
  return (
    <ul className="space-y-3" data-testid="grade-cards">
      {grades.map((grade) => (
        <li key={grade.attemptId} className="rounded-lg border p-4">
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0 font-medium">
              <bdi lang={grade.assessmentTitleLang}>{grade.assessmentTitle}</bdi>
            </span>
            <Badge variant={grade.passed ? "success" : "secondary"} className="shrink-0">
              {grade.passed ? labels.passed : labels.notPassed}
            </Badge>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{labels.course}</dt>
            <dd>
              <bdi>{grade.courseTitle}</bdi>
            </dd>
            <dt className="text-muted-foreground">{labels.score}</dt>
            <dd className="tabular-nums">{grade.scoreText}</dd>
            <dt className="text-muted-foreground">{labels.submitted}</dt>
            <dd>{grade.submittedText}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
