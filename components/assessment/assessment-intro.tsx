"use client";
import { ClipboardCheck, Clock, ListChecks, Target } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { AssessmentInfo, AttemptAllowance, OpenAttempt } from "@/lib/assessments/types";
import { Link } from "@/lib/i18n/navigation";
import { AttemptAllowanceNote } from "./attempt-allowance-note";
import { useStartAttempt } from "./use-start-attempt";

// Before the clock starts: what the assessment is, how long it takes, and what happens when time runs out.
export function AssessmentIntro({ info, attempts, onStarted }: { info: AssessmentInfo; attempts: AttemptAllowance; onStarted: (attempt: OpenAttempt) => void }) {
  const t = useTranslations("Assessment");
  const { start, starting } = useStartAttempt(info.id, onStarted);
  return (
    <section className="mx-auto max-w-2xl space-y-6 rounded-lg border p-6 sm:p-8" data-testid="assessment-intro">
      <header className="space-y-2">
        <p className="text-sm text-muted-foreground">
          <Link href={`/course/${info.course.slug}`} dir="auto" className="underline-offset-4 hover:underline">{info.course.title}</Link>
        </p>
        <h1 className="font-serif text-3xl font-bold text-primary"><bdi>{info.title}</bdi></h1>
        <p className="flex items-center gap-2 text-sm font-medium"><ClipboardCheck aria-hidden className="size-4" />{t(`type.${info.type}`)}</p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-3">
        <li className="flex items-center gap-2"><ListChecks aria-hidden className="size-5 text-primary" />{t("questionsCount", { count: info.totalQuestions })}</li>
        <li className="flex items-center gap-2"><Clock aria-hidden className="size-5 text-primary" />{t("minutes", { count: info.timeLimit })}</li>
        <li className="flex items-center gap-2"><Target aria-hidden className="size-5 text-primary" />{t("passingScore", { score: info.passingScore })}</li>
      </ul>
      <p className="text-muted-foreground">{t("introNote")}</p>
      <AttemptAllowanceNote attempts={attempts} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={start} disabled={starting || attempts.left === 0} size="lg">{starting ? t("starting") : t("start")}</Button>
        <Button asChild variant="outline" size="lg"><Link href={`/course/${info.course.slug}`}>{t("backToCourse")}</Link></Button>
      </div>
    </section>
  );
}
