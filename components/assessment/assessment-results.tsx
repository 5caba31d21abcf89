"use client";
import { CheckCircle2, XCircle } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AssessmentInfo, AttemptResult, OpenAttempt } from "@/lib/assessments/types";
import { Link } from "@/lib/i18n/navigation";
import { AssessmentReview } from "./assessment-review";
import { AttemptAllowanceNote } from "./attempt-allowance-note";
import { CourseComplete } from "./course-complete";
import { useFocusOnMount } from "./use-focus-on-mount";
import { useStartAttempt } from "./use-start-attempt";

// After submission: the score against the passing score, the way back, a retake when it was not passed, and the review of each question.
type Props = { info: AssessmentInfo; result: AttemptResult; onStarted: (attempt: OpenAttempt) => void; justSubmitted?: boolean };

export function AssessmentResults({ info, result, onStarted, justSubmitted = false }: Props) {
  const t = useTranslations("Assessment");
  const format = useFormatter();
  const { start, starting } = useStartAttempt(info.id, onStarted);
  const heading = useFocusOnMount<HTMLHeadingElement>(justSubmitted);
  const Icon = result.passed ? CheckCircle2 : XCircle;
  return (
    <div className="space-y-10">
      <section aria-labelledby="result-heading" className="mx-auto max-w-2xl space-y-6 rounded-lg border p-6 text-center sm:p-8" data-testid="assessment-result">
        <p className="text-sm text-muted-foreground"><bdi>{info.course.title}</bdi></p>
        <h1 ref={heading} tabIndex={-1} id="result-heading" className="font-serif text-3xl font-bold text-primary"><bdi>{info.title}</bdi></h1>
        <Icon aria-hidden className={result.passed ? "mx-auto size-14 text-success" : "mx-auto size-14 text-destructive"} />
        <div>
          <p className="text-sm text-muted-foreground">{t("scoreLabel")}</p>
          <p className="text-5xl font-bold tabular-nums" data-testid="assessment-score">{format.number(result.score / 100, { style: "percent", maximumFractionDigits: 0 })}</p>
        </div>
        <Badge variant={result.passed ? "success" : "destructive"} size="lg">{result.passed ? t("passed") : t("notPassed")}</Badge>
        <p>{t("resultSummary", { correct: result.correct, total: result.total, passing: result.passingScore })}</p>
        <p className="text-muted-foreground">{result.passed ? t("passedText") : t("failedText", { passing: result.passingScore })}</p>
        <p className="text-xs text-muted-foreground">{t("submittedAt", { date: format.dateTime(new Date(result.submittedAt), { dateStyle: "medium", timeStyle: "short" }) })}</p>
        {!result.passed && <AttemptAllowanceNote attempts={result.attempts} />}
        {result.certificate && <CourseComplete courseTitle={info.course.title} certificate={result.certificate} />}
        <div className="flex flex-wrap justify-center gap-3">
          {!result.passed && <Button onClick={start} disabled={starting || result.attempts.left === 0}>{starting ? t("starting") : t("retake")}</Button>}
          <Button asChild variant={result.passed ? "default" : "outline"}><Link href={`/course/${info.course.slug}`}>{t("backToCourse")}</Link></Button>
          <Button asChild variant="ghost"><Link href="/dashboard/grades">{t("viewGrades")}</Link></Button>
        </div>
      </section>
      {result.review && <AssessmentReview review={result.review} courseSlug={info.course.slug} />}
    </div>
  );
}
